// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nFor } from '../../../lib/i18n.ts';
import { siteFrame } from '../../../test/site-frame.tsx';
import type { PostFormIssues } from './post-form.ts';
import { useWriteSubmit, type WriteSubmitOptions } from './use-write-submit.ts';
import type { WriteActionResult } from './write-result.ts';

const t = i18nFor('en').getFixedT('en', 'editor');

function Probe(options: Pick<WriteSubmitOptions, 'onFieldIssues' | 'onSaved' | 'canSend'>) {
  const send = useWriteSubmit({ editId: null, postPath: (id) => `/en/post/${id}`, ...options });
  return (
    <send.Form method="post" onSubmit={send.submit}>
      <input id="post-title" name="title" defaultValue="A title" />
      <button type="submit">{send.saving ? 'saving' : 'publish'}</button>
    </send.Form>
  );
}

function renderProbe(answer: WriteActionResult, canSend = () => true) {
  const posted: Record<string, FormDataEntryValue>[] = [];
  const onFieldIssues = vi.fn<(issues: PostFormIssues) => void>();
  const onSaved = vi.fn<() => void>();
  const Stub = createRoutesStub([
    siteFrame(null, [
      {
        path: 'post/forum/writing',
        action: async ({ request }) => {
          posted.push(Object.fromEntries(await request.formData()));
          return answer;
        },
        Component: () => <Probe onFieldIssues={onFieldIssues} onSaved={onSaved} canSend={canSend} />,
      },
      { path: 'post/:id', Component: () => <p>the saved post</p> },
    ]),
  ]);
  render(
    <I18nextProvider i18n={i18nFor('en')}>
      <Stub initialEntries={['/en/post/forum/writing']} />
    </I18nextProvider>,
  );
  return { posted, onFieldIssues, onSaved };
}

afterEach(cleanup);

describe('useWriteSubmit', () => {
  it('sends the form, then opens the saved post with a toast once the draft is cleared', async () => {
    const user = userEvent.setup();
    const { posted, onSaved, onFieldIssues } = renderProbe({ ok: true, id: 41 });
    await user.click(await screen.findByRole('button', { name: 'publish' }));
    expect(await screen.findByText('the saved post')).toBeTruthy();
    expect(await screen.findByText(t('toast.published'))).toBeTruthy();
    expect(posted).toEqual([{ title: 'A title' }]);
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(onFieldIssues).not.toHaveBeenCalled();
  });

  it("shows a refusal's field mistakes and focuses the first field", async () => {
    const user = userEvent.setup();
    const fields = { title: 'Titles can be up to 100 characters.' };
    const { onFieldIssues, onSaved } = renderProbe({ ok: false, code: 'VALIDATION_FAILED', message: '…', fields });
    await user.click(await screen.findByRole('button', { name: 'publish' }));
    await vi.waitFor(() => expect(onFieldIssues).toHaveBeenCalledWith(fields));
    await vi.waitFor(() => expect(document.activeElement?.id).toBe('post-title'));
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('says a refusal of the whole form in an alert', async () => {
    const user = userEvent.setup();
    renderProbe({ ok: false, code: 'CATEGORY_NOT_FOUND', message: 'That category is gone.', fields: {} });
    await user.click(await screen.findByRole('button', { name: 'publish' }));
    expect(await screen.findByRole('alertdialog', { name: 'That category is gone.' })).toBeTruthy();
  });

  it('sends nothing while a check stops it', async () => {
    const user = userEvent.setup();
    const canSend = vi.fn(() => false);
    const { posted } = renderProbe({ ok: true, id: 41 }, canSend);
    await user.click(await screen.findByRole('button', { name: 'publish' }));
    expect(canSend).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'publish' }));
    expect(canSend).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'publish' })).toBeTruthy();
    expect(posted).toEqual([]);
  });
});
