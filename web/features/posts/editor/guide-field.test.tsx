// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nFor } from '../../../lib/i18n.ts';
import { GuideField } from './guide-field.tsx';

const t = i18nFor('en').getFixedT('en', 'editor');
const guides = [
  { id: 3, title: 'Installing the tracking script', categoryName: 'Getting started' },
  { id: 5, title: 'Reading heatmaps', categoryName: 'Heatmaps' },
  { id: 4, title: 'Checking the installation', categoryName: 'Getting started' },
];

function renderField(value: number | null, onChange: (id: number | null) => void = () => {}) {
  render(
    <I18nextProvider i18n={i18nFor('en')}>
      <GuideField value={value} guides={guides} onChange={onChange} />
    </I18nextProvider>,
  );
  return screen.getByRole('combobox', { name: t('form.guide') }) as HTMLSelectElement;
}

afterEach(cleanup);

describe('GuideField (issue 31: a forum post links a guide)', () => {
  it('offers no guide first, then the guides grouped by category, and posts the chosen id', async () => {
    const chosen: Array<number | null> = [];
    const select = renderField(null, (id) => chosen.push(id));
    expect(select.name).toBe('guideId');
    expect(select.value).toBe('');
    const groups = [...select.querySelectorAll('optgroup')].map((group) => [
      group.label,
      [...group.querySelectorAll('option')].map((option) => option.textContent),
    ]);
    expect(groups).toEqual([
      ['Getting started', ['Installing the tracking script', 'Checking the installation']],
      ['Heatmaps', ['Reading heatmaps']],
    ]);
    await userEvent.setup().selectOptions(select, '5');
    await userEvent.setup().selectOptions(select, '');
    expect(chosen).toEqual([5, null]);
  });

  it('shows no guide for one that is no longer published, and nothing at all without guides', () => {
    expect(renderField(99).value).toBe('');
    cleanup();
    render(
      <I18nextProvider i18n={i18nFor('en')}>
        <GuideField value={null} guides={[]} onChange={() => {}} />
      </I18nextProvider>,
    );
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
