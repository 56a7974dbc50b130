// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../../common/contracts/accounts/shared.ts';
import { REPLY_MAX_LENGTH } from '../../../../common/validation/post.ts';
import { i18nFor } from '../../../lib/i18n.ts';
import { siteFrame } from '../../../test/site-frame.tsx';
import { ReplyComposer } from './reply-composer.tsx';

/** The composer on a post page, as the reading page places it, for a signed-in member. */
function renderComposer() {
  const Stub = createRoutesStub([
    siteFrame({ id: 9, nickName: 'reader', admin: false } as SessionUser, [
      { path: 'post/:id', Component: () => <ReplyComposer mode="add" label="Reply" /> },
    ]),
  ]);
  render(
    <I18nextProvider i18n={i18nFor('en')}>
      <Stub initialEntries={['/en/post/12']} />
    </I18nextProvider>,
  );
}

/** The counter the textarea is described by, as a screen reader reaches it. */
function counterOf(textarea: HTMLElement): HTMLElement {
  const ids = (textarea.getAttribute('aria-describedby') ?? '').split(' ');
  const counter = ids.map((id) => document.getElementById(id)).find((node) => node?.textContent?.includes(' / '));
  if (!counter) throw new Error('The reply box is described by no counter');
  return counter;
}

afterEach(cleanup);

describe('the reply composer’s counter (issue 35 item 8)', () => {
  it('counts what is typed against the 10,000-character limit, as the post form does', async () => {
    renderComposer();
    const textarea = await screen.findByRole('textbox', { name: 'Reply' });
    expect(counterOf(textarea).textContent).toBe('Characters 0 / 10,000');
    fireEvent.change(textarea, { target: { value: 'Warm bread 🍞' } });
    expect(counterOf(textarea).textContent).toBe('Characters 12 / 10,000');
  });

  it('is plain at exactly 10,000 characters and marked as a mistake at 10,001', async () => {
    renderComposer();
    const textarea = await screen.findByRole('textbox', { name: 'Reply' });
    fireEvent.change(textarea, { target: { value: 'a'.repeat(REPLY_MAX_LENGTH) } });
    const atLimit = counterOf(textarea);
    expect(atLimit.textContent).toBe('Characters 10,000 / 10,000');
    expect(atLimit.className).not.toContain('text-berry-700');

    fireEvent.change(textarea, { target: { value: 'a'.repeat(REPLY_MAX_LENGTH + 1) } });
    const over = counterOf(textarea);
    expect(over.textContent).toBe('Characters 10,001 / 10,000');
    expect(over.className).toContain('text-berry-700');
  });

  it('counts what the API counts: surrounding blanks and runs of spaces do not', async () => {
    renderComposer();
    const textarea = await screen.findByRole('textbox', { name: 'Reply' });
    fireEvent.change(textarea, { target: { value: '  two   words \n\n\n' } });
    expect(counterOf(textarea).textContent).toBe('Characters 9 / 10,000');
  });
});
