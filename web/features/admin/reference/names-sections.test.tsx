// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GroupingsSection } from './groupings-section.tsx';
import { renderSection } from './test-support.tsx';
import { ReportReasonsSection } from './report-reasons-section.tsx';

const names = (base: string) => ({ ko: `${base} ko`, en: `${base} en`, ja: `${base} ja` });

describe('the console groupings and report reasons', () => {
  afterEach(cleanup);

  it('lists the groupings by type with their names and renames one', async () => {
    const groupings = (['whatsnew', 'forum', 'casestudy', 'careers'] as const).map((type, index) => ({
      id: index + 1,
      type,
      name: type,
      names: names(type),
      writableBy: 'member' as const,
    }));
    const { submitted } = renderSection(<GroupingsSection groupings={groupings} />, {
      answer: { ok: true, intent: 'renameGrouping' },
    });
    expect(screen.getAllByRole('listitem').map((row) => row.getAttribute('data-testid'))).toEqual([
      'row-whatsnew',
      'row-forum',
      'row-casestudy',
      'row-careers',
    ]);
    const forum = within(screen.getByTestId('row-forum'));
    fireEvent.change(forum.getByLabelText('Japanese'), { target: { value: 'フォーラム' } });
    fireEvent.click(forum.getByRole('button', { name: 'Save names' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(submitted).toEqual([
      { intent: 'renameGrouping', id: '2', ko: 'forum ko', en: 'forum en', ja: 'フォーラム' },
    ]);
  });

  it("renames a report reason in three languages; a refusal shows the API's message", async () => {
    const reasons = ['spam', 'obscenity', 'hate', 'harassment'].map((key, index) => ({
      id: index + 1,
      key,
      name: key,
      names: names(key),
    }));
    const { submitted } = renderSection(<ReportReasonsSection reasons={reasons} />, {
      answer: { ok: false, message: 'Names are at most 100 characters.' },
    });
    const spam = within(screen.getByTestId('row-spam'));
    expect((spam.getByLabelText('Korean') as HTMLInputElement).value).toBe('spam ko');
    fireEvent.change(spam.getByLabelText('English'), { target: { value: 'Junk' } });
    fireEvent.click(spam.getByRole('button', { name: 'Save names' }));
    expect(await screen.findByText('Names are at most 100 characters.')).toBeTruthy();
    expect(submitted).toEqual([{ intent: 'renameReason', id: '1', ko: 'spam ko', en: 'Junk', ja: 'spam ja' }]);
  });

  it('says so when there is nothing to show', () => {
    renderSection(<ReportReasonsSection reasons={[]} />, { lang: 'ja' });
    expect(screen.getByText('まだありません。')).toBeTruthy();
  });
});
