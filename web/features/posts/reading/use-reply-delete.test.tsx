// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReplyDto } from '../../../../common/contracts/posts/replies.ts';
import { i18nFor } from '../../../lib/i18n.ts';
import { siteFrame } from '../../../test/site-frame.tsx';
import type { ThreadNode } from './build-thread.ts';
import type { PostActionResult } from './post-action-result.ts';
import { useReplyDelete } from './use-reply-delete.tsx';

const t = i18nFor('en').getFixedT('en', 'post');

const reply = {
  id: 7,
  postId: 12,
  content: '<p>Crumbs everywhere</p>',
  contentText: 'Crumbs everywhere',
  state: 'visible',
} as ReplyDto;

function Probe({ node }: { node: ThreadNode }) {
  const { remove, deleting } = useReplyDelete(node);
  return (
    <button type="button" onClick={() => void remove()} data-deleting={deleting}>
      delete it
    </button>
  );
}

function renderProbe(node: ThreadNode, answer: PostActionResult) {
  const posted: Record<string, FormDataEntryValue>[] = [];
  const Stub = createRoutesStub([
    siteFrame(null, [
      {
        path: 'post/:id',
        action: async ({ request }) => {
          posted.push(Object.fromEntries(await request.formData()));
          return answer;
        },
        Component: () => <Probe node={node} />,
      },
    ]),
  ]);
  render(
    <I18nextProvider i18n={i18nFor('en')}>
      <Stub initialEntries={['/en/post/12']} />
    </I18nextProvider>,
  );
  return posted;
}

afterEach(cleanup);

describe('useReplyDelete', () => {
  it('asks first, quoting the reply and the answers that go with it, then deletes and says so', async () => {
    const user = userEvent.setup();
    const node: ThreadNode = { reply, level: 1, children: [], answersDeletedWith: 2 };
    const posted = renderProbe(node, { intent: 'replyDelete', ok: true, deletedIds: [7, 8, 9], replyCount: 0 });
    await user.click(await screen.findByRole('button', { name: 'delete it' }));
    const dialog = await screen.findByRole('alertdialog', { name: t('replies.deleteConfirm') });
    expect(dialog.textContent).toContain('Crumbs everywhere');
    expect(dialog.textContent).toContain(t('replies.deleteWithAnswers', { count: 2 }));
    expect(posted).toEqual([]);

    await user.click(screen.getByRole('button', { name: t('replies.delete') }));
    expect(await screen.findByText(t('replies.deletedToast'))).toBeTruthy();
    expect(posted).toEqual([{ intent: 'replyDelete', replyId: '7', via: 'fetcher' }]);
  });

  it('sends nothing when the member cancels', async () => {
    const user = userEvent.setup();
    const node: ThreadNode = { reply, level: 1, children: [], answersDeletedWith: 0 };
    const posted = renderProbe(node, { intent: 'replyDelete', ok: true, deletedIds: [7], replyCount: 0 });
    await user.click(await screen.findByRole('button', { name: 'delete it' }));
    await screen.findByRole('alertdialog', { name: t('replies.deleteConfirm') });
    await user.click(screen.getByRole('button', { name: t('common:action.cancel') }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(posted).toEqual([]);
  });
});
