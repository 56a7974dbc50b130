// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nFor } from '../../lib/i18n.ts';
import { siteFrame } from '../../test/site-frame.tsx';
import { FeedbackBox, type FeedbackBoxProps } from './feedback-box.tsx';
import type { ReviewResult } from './review-result.ts';

const t = i18nFor('en').getFixedT('en', 'knowledge');

/** The box on an article route whose action answers `answer` and remembers what was posted. */
function renderBox(props: Partial<FeedbackBoxProps> = {}, answer?: (form: FormData) => ReviewResult) {
  const posted: Record<string, string>[] = [];
  const Stub = createRoutesStub([
    siteFrame(null, [
      {
        path: 'documentation/post/:id',
        action: async ({ request }) => {
          const form = await request.formData();
          posted.push(Object.fromEntries([...form.entries()].map(([key, value]) => [key, String(value)])));
          return answer ? answer(form) : { ok: true, helpful: true, helpfulCount: 1, notHelpfulCount: 0 };
        },
        Component: () => <FeedbackBox articleId={5} helpfulCount={4} notHelpfulCount={1} myReview={null} {...props} />,
      },
    ]),
  ]);
  render(
    <I18nextProvider i18n={i18nFor('en')}>
      <Stub initialEntries={['/en/documentation/post/5']} />
    </I18nextProvider>,
  );
  return { posted, user: userEvent.setup() };
}

const counted = (yes: number, no: number) => t('feedback.counts', { yes, no });

afterEach(cleanup);

describe('FeedbackBox ("Was this helpful?", SPEC §5)', () => {
  it('asks in a fieldset with its legend and shows the counts', async () => {
    renderBox();
    const group = await screen.findByRole('group', { name: t('feedback.legend') });
    expect(within(group).getByRole('button', { name: t('feedback.yes') })).toBeTruthy();
    expect(within(group).getByRole('button', { name: t('feedback.no') })).toBeTruthy();
    expect(screen.getByTestId('feedback-counts').textContent).toBe(counted(4, 1));
  });

  it('on No opens a required text box, takes the focus there, and refuses an empty text without posting', async () => {
    const { posted, user } = renderBox();
    await user.click(await screen.findByRole('button', { name: t('feedback.no') }));
    const box = screen.getByRole('textbox', { name: t('feedback.textRequired') });
    expect(box.getAttribute('required')).not.toBeNull();
    expect(document.activeElement).toBe(box);
    expect(screen.getByRole('button', { name: t('feedback.no') }).getAttribute('aria-pressed')).toBe('true');
    await user.type(box, '   ');
    await user.click(screen.getByRole('button', { name: t('feedback.send') }));
    expect((await screen.findByRole('alert')).textContent).toBe(t('feedback.textPlz'));
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(box);
    expect(posted).toEqual([]);
  });

  it('refuses a text over 1000 characters and sends one of exactly 1000; the thanks show the new counts', async () => {
    const { posted, user } = renderBox({}, () => ({ ok: true, helpful: false, helpfulCount: 4, notHelpfulCount: 2 }));
    await user.click(await screen.findByRole('button', { name: t('feedback.no') }));
    const box = screen.getByRole('textbox', { name: t('feedback.textRequired') });
    await user.click(box);
    await user.paste('a'.repeat(1001));
    await user.click(screen.getByRole('button', { name: t('feedback.send') }));
    expect((await screen.findByRole('alert')).textContent).toBe(t('feedback.textTooLong', { max: 1000 }));
    expect(posted).toEqual([]);

    await user.clear(box);
    await user.paste('가'.repeat(1000));
    expect(screen.getByTestId('feedback-length').textContent).toBe('1000 / 1000');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: t('feedback.send') }));
    const thanks = await screen.findByTestId('feedback-thanks');
    expect(thanks.textContent).toContain(t('feedback.thanks'));
    expect(within(thanks).getByTestId('feedback-counts').textContent).toBe(counted(4, 2));
    expect(thanks.closest('[aria-live="polite"]')).not.toBeNull();
    expect(posted).toEqual([{ intent: 'review', id: '5', helpful: 'no', text: '가'.repeat(1000) }]);
    expect(screen.queryByRole('button', { name: t('feedback.yes') })).toBeNull();
  });

  it('sends Yes without a text (the comment is optional)', async () => {
    const { posted, user } = renderBox({}, () => ({ ok: true, helpful: true, helpfulCount: 5, notHelpfulCount: 1 }));
    await user.click(await screen.findByRole('button', { name: t('feedback.yes') }));
    expect(screen.getByRole('textbox', { name: t('feedback.textOptional') }).getAttribute('required')).toBeNull();
    await user.click(screen.getByRole('button', { name: t('feedback.send') }));
    expect(await screen.findByTestId('feedback-thanks')).toBeTruthy();
    expect(screen.getByTestId('feedback-counts').textContent).toBe(counted(5, 1));
    expect(posted).toEqual([{ intent: 'review', id: '5', helpful: 'yes', text: '' }]);
    // The site's toast says it too (its list loads lazily, P29).
    const region = await screen.findByRole('region', { name: /F8/ });
    await waitFor(() => expect(region.textContent).toContain(t('feedback.thanks')));
  });

  it('shows the earlier answer instead of the buttons', async () => {
    renderBox({ myReview: { helpful: false } });
    expect((await screen.findByTestId('feedback-answered')).textContent).toContain(t('feedback.answeredNotHelpful'));
    expect(screen.queryByRole('button', { name: t('feedback.yes') })).toBeNull();
    cleanup();
    renderBox({ myReview: { helpful: true } });
    expect((await screen.findByTestId('feedback-answered')).textContent).toContain(t('feedback.answeredHelpful'));
  });

  it('shows the API’s refusals from their message: already answered, too many, and a field error on the text', async () => {
    const refusal = (code: string, message: string, fields: { text?: string } = {}): ReviewResult => ({
      ok: false,
      helpful: true,
      code,
      message,
      fields,
      text: '',
    });
    const { user } = renderBox({}, () => refusal('ALREADY_REVIEWED', 'You already answered this one.'));
    await user.click(await screen.findByRole('button', { name: t('feedback.yes') }));
    await user.click(screen.getByRole('button', { name: t('feedback.send') }));
    expect((await screen.findByRole('alert')).textContent).toBe('You already answered this one.');
    cleanup();

    const second = renderBox({}, () => refusal('REVIEW_ABUSING', 'Too many answers. Try again in 5 minutes.'));
    await second.user.click(await screen.findByRole('button', { name: t('feedback.yes') }));
    await second.user.click(screen.getByRole('button', { name: t('feedback.send') }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many answers. Try again in 5 minutes.');
    cleanup();

    const third = renderBox({}, () =>
      refusal('VALIDATION_FAILED', 'Check the form.', { text: 'The server wants fewer words.' }),
    );
    await third.user.click(await screen.findByRole('button', { name: t('feedback.yes') }));
    await third.user.type(screen.getByRole('textbox'), 'ok');
    await third.user.click(screen.getByRole('button', { name: t('feedback.send') }));
    expect((await screen.findByRole('alert')).textContent).toBe('The server wants fewer words.');
    expect(screen.getByRole('textbox').getAttribute('aria-invalid')).toBe('true');
  });

  it('comes back from a post without script with the text box open and the server’s message', async () => {
    renderBox({
      documentResult: {
        ok: false,
        helpful: false,
        code: 'VALIDATION_FAILED',
        message: 'Check the form.',
        fields: { text: 'Tell us what was missing.' },
        text: '',
      },
    });
    const box = await screen.findByRole('textbox', { name: t('feedback.textRequired') });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Tell us what was missing.');
  });
});
