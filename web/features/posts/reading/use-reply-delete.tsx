import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../../components/ui/dialogs.tsx';
import { focusWhenPresent } from '../../../components/ui/focus-when-present.ts';
import { useToast } from '../../../components/ui/toasts.tsx';
import { replyElementId } from '../post-paths.ts';
import type { ThreadNode } from './build-thread.ts';
import { VIA_FETCHER } from './post-action-result.ts';
import { replySummary } from './reply-summary.ts';
import { useFailureFeedback, usePostFetcher } from './use-post-fetcher.ts';

/**
 * Deleting a reply (SPEC §4): a confirm that quotes it and says how many answers go with it,
 * then the action; a toast and the focus on its placeholder after. Held by the reply's item
 * rather than its body: once deleted, the body gives way to the placeholder before the answer
 * is handled, and its toast would be lost with it.
 */
export function useReplyDelete(node: ThreadNode) {
  const { t } = useTranslation('post');
  const dialogs = useDialogs();
  const toast = useToast();
  const showFailure = useFailureFeedback();
  const { reply } = node;
  const remover = usePostFetcher({
    onResult: (result) => {
      if (!result.ok) return showFailure(result);
      if (result.intent !== 'replyDelete') return;
      toast.show({ tone: 'success', title: t('replies.deletedToast') });
      // Its place stays, as a placeholder: the keyboard continues from there.
      focusWhenPresent(replyElementId(reply.id));
    },
  });
  const remove = async () => {
    const summary = replySummary(reply, t);
    const answers = node.answersDeletedWith;
    const confirmed = await dialogs.confirm({
      title: t('replies.deleteConfirm'),
      body:
        answers > 0 ? (
          <>
            {summary ? <span className="block">{summary}</span> : null}
            <strong className="mt-2 block text-berry-700">{t('replies.deleteWithAnswers', { count: answers })}</strong>
          </>
        ) : (
          summary || undefined
        ),
      confirmLabel: t('replies.delete'),
      tone: 'danger',
    });
    if (!confirmed) return;
    void remover.submit(
      { intent: 'replyDelete', replyId: String(reply.id), [VIA_FETCHER]: 'fetcher' },
      { method: 'post' },
    );
  };
  return { remove, deleting: remover.state !== 'idle' };
}
