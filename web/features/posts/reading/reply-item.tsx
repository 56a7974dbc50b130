import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReplyDto } from '../../../../common/contracts/posts.ts';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { useDialogs } from '../../../components/ui/dialogs.tsx';
import { focusWhenPresent } from '../../../components/ui/focus-when-present.ts';
import { useToast } from '../../../components/ui/toasts.tsx';
import { AuthorBadge } from '../author-badge.tsx';
import { formatTimestamp } from '../format-timestamp.ts';
import type { ThreadNode } from './build-thread.ts';
import { replyProseClasses } from './content-styles.ts';
import { VIA_FETCHER } from './post-action-result.ts';
import { HeartIcon, PencilIcon, ReplyIcon, TrashIcon, UsersIcon } from './reading-icons.tsx';
import { replyElementId } from '../post-paths.ts';
import { ReplyComposer } from './reply-composer.tsx';
import { composerDraftOf } from './reply-html.ts';
import { ReportButton } from './report-button.tsx';
import { replySummary } from './reply-summary.ts';
import type { ReportReason, ReportTarget } from './report-dialog.tsx';
import { SanitizedHtml } from './sanitized-html.tsx';
import { ToggleButton } from './toggle-button.tsx';
import { useFailureFeedback, useMemberGuard, usePostFetcher } from './use-post-fetcher.ts';
import { useWithdrawnNotice } from './withdrawn-notice.ts';

const ReportDialog = lazy(() => import('./report-dialog.tsx').then((module) => ({ default: module.ReportDialog })));
const LikeListDialog = lazy(() =>
  import('./like-list-dialog.tsx').then((module) => ({ default: module.LikeListDialog })),
);

const replyAction = `${buttonStyles({ variant: 'ghost', size: 'sm' })} px-2 font-medium text-ink-700 [&_svg]:size-[1.05em]`;

/** SPEC §3.3, §4: one reply with its actions and its answers, nested three levels at most. */
export function ReplyItem({ node, reportReasons }: { node: ThreadNode; reportReasons: ReportReason[] }) {
  const { t } = useTranslation('post');
  const dialogs = useDialogs();
  const toast = useToast();
  const showFailure = useFailureFeedback();
  const { reply } = node;
  // Held here rather than in the reply's body: once deleted, the body gives way to the
  // placeholder before the answer is handled, and its toast would be lost with it.
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
  return (
    <li
      id={replyElementId(reply.id)}
      // A target for the focus after writing, editing or deleting it (focusWhenPresent), not a tab stop.
      tabIndex={-1}
      className="scroll-mt-24"
      data-testid="reply"
      data-level={node.level}
    >
      {reply.state === 'deleted' ? (
        <p className="rounded-md bg-flour-100 px-3 py-3 text-sm text-ink-600 italic">{t('replies.deleted')}</p>
      ) : (
        <ReplyBody
          reply={reply}
          reportReasons={reportReasons}
          onDelete={() => void remove()}
          deleting={remover.state !== 'idle'}
        />
      )}
      {node.children.length > 0 ? (
        <ol className="mt-3 flex flex-col gap-3 border-l-2 border-flour-300 pl-3 desktop:pl-6">
          {node.children.map((child) => (
            <ReplyItem key={child.reply.id} node={child} reportReasons={reportReasons} />
          ))}
        </ol>
      ) : null}
    </li>
  );
}

function ReplyBody({
  reply,
  reportReasons,
  onDelete,
  deleting,
}: {
  reply: ReplyDto;
  reportReasons: ReportReason[];
  onDelete: () => void;
  deleting: boolean;
}) {
  const { t } = useTranslation('post');
  const guard = useMemberGuard();
  const showWithdrawn = useWithdrawnNotice();
  const [answering, setAnswering] = useState(false);
  const [editing, setEditing] = useState<{ text: string; imageUrls: string[] } | null>(null);
  const [reporting, setReporting] = useState<ReportTarget | null>(null);
  const [reported, setReported] = useState(reply.viewer.reported);
  const [likersOpen, setLikersOpen] = useState(false);
  const hiddenFromViewer = reply.state === 'hidden' && reply.content === null;
  const author = (
    <AuthorBadge author={reply.author}>
      <time dateTime={reply.createdAt}>{formatTimestamp(reply.createdAt)}</time>
      {reply.edited ? <span>({t('replies.edited')})</span> : null}
    </AuthorBadge>
  );

  const answer = async () => {
    if (await guard('replyAdd')) setAnswering((open) => !open);
  };
  const report = async () => {
    if (await guard('report')) setReporting({ type: 'reply', id: reply.id, summary: replySummary(reply, t) });
  };
  return (
    <div className="rounded-lg border border-flour-300 bg-white p-3 desktop:p-4" data-testid="reply-body">
      <div className="flex items-start justify-between gap-2">
        {reply.author.deprecated ? (
          <button
            type="button"
            onClick={() => void showWithdrawn()}
            className="-m-1 rounded-md p-1 text-left hover:bg-flour-100"
          >
            {author}
          </button>
        ) : (
          author
        )}
      </div>

      <div className="mt-2">
        {hiddenFromViewer ? (
          <p className="text-sm text-ink-600 italic">{t('replies.hidden')}</p>
        ) : editing ? (
          <ReplyComposer
            mode="edit"
            replyId={reply.id}
            initialText={editing.text}
            initialImages={editing.imageUrls}
            label={t('composer.editLabel')}
            autoFocus
            onCancel={() => setEditing(null)}
            onDone={() => setEditing(null)}
          />
        ) : (
          <>
            {reply.state === 'hidden' ? (
              <p role="note" className="mb-2 rounded-md bg-crust-100 px-3 py-2 text-sm text-crust-700">
                {t('replies.hiddenNotice')}
              </p>
            ) : null}
            {reply.mention ? (
              <p className="text-sm font-semibold text-ember-800" data-testid="reply-mention">
                @{reply.mention.nickName}
              </p>
            ) : null}
            <SanitizedHtml html={reply.content ?? ''} className={replyProseClasses} />
          </>
        )}
      </div>

      {!hiddenFromViewer && !editing ? (
        <div className="mt-2 flex flex-wrap items-center gap-1">
          {reply.can.like ? (
            <ToggleButton
              intent="replyLike"
              postId={reply.postId}
              replyId={reply.id}
              initial={{ active: reply.viewer.liked, count: reply.likeCount }}
              label={t('replies.like')}
              icon={(active) => <HeartIcon filled={active} />}
              className="min-h-8 px-2.5 text-xs"
            />
          ) : (
            <span className="inline-flex items-center gap-1 px-1 text-sm text-ink-600">
              <HeartIcon className="size-[1.05em]" />
              <span className="sr-only">{t('replies.like')}</span>
              <span className="tabular-nums">{reply.likeCount.toLocaleString('en-US')}</span>
            </span>
          )}
          {/* Icon only, named for screen readers and on hover: the row must fit a phone. */}
          <button
            type="button"
            className={replyAction}
            onClick={() => setLikersOpen(true)}
            aria-haspopup="dialog"
            aria-label={t('replies.likeList')}
            title={t('replies.likeList')}
          >
            <UsersIcon aria-hidden="true" />
          </button>
          {reply.can.reply ? (
            <button type="button" className={replyAction} onClick={() => void answer()} aria-expanded={answering}>
              <ReplyIcon aria-hidden="true" />
              {t('replies.answer')}
            </button>
          ) : null}
          {reply.can.edit && reply.content !== null ? (
            <button
              type="button"
              className={replyAction}
              onClick={() => setEditing(composerDraftOf(reply.content ?? ''))}
            >
              <PencilIcon aria-hidden="true" />
              {t('replies.edit')}
            </button>
          ) : null}
          {reply.can.delete ? (
            <button type="button" className={replyAction} onClick={onDelete} disabled={deleting}>
              <TrashIcon aria-hidden="true" />
              {t('replies.delete')}
            </button>
          ) : null}
          {reply.can.report ? (
            <ReportButton
              reported={reported}
              label={t('replies.report')}
              className={replyAction}
              onClick={() => void report()}
            />
          ) : null}
        </div>
      ) : null}

      {answering ? (
        <div className="mt-3">
          <ReplyComposer
            mode="add"
            parentId={reply.id}
            label={t('composer.answerLabel', {
              name: reply.author.deprecated ? t('author.withdrawn') : reply.author.nickName,
            })}
            placeholder={t('composer.answerPlaceholder')}
            autoFocus
            onCancel={() => setAnswering(false)}
            onDone={() => setAnswering(false)}
          />
        </div>
      ) : null}

      {reporting ? (
        <Suspense fallback={null}>
          <ReportDialog
            target={reporting}
            reasons={reportReasons}
            onClose={() => setReporting(null)}
            onReported={() => setReported(true)}
          />
        </Suspense>
      ) : null}
      {likersOpen ? (
        <Suspense fallback={null}>
          <LikeListDialog replyId={reply.id} onClose={() => setLikersOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
