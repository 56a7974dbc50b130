import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReplyDto } from '../../../../common/contracts/posts/replies.ts';
import { AuthorBadge } from '../author-badge.tsx';
import { formatTimestamp } from '../../../lib/format-timestamp.ts';
import { replyProseClasses } from '../../../components/rich-content/content-styles.ts';
import { ReplyActions } from './reply-actions.tsx';
import { ReplyComposer } from './reply-composer.tsx';
import { replySummary } from './reply-summary.ts';
import type { ReportReason, ReportTarget } from './report-dialog.tsx';
import { SanitizedHtml } from '../../../components/rich-content/sanitized-html.tsx';
import { useMemberGuard } from './use-post-fetcher.ts';

const ReportDialog = lazy(() => import('./report-dialog.tsx').then((module) => ({ default: module.ReportDialog })));
const LikeListDialog = lazy(() =>
  import('./like-list-dialog.tsx').then((module) => ({ default: module.LikeListDialog })),
);

/** A reply as it reads: its author, its text (or the editor), its actions, its answer composer and dialogs. */
export function ReplyBody({
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
      <div className="flex items-start justify-between gap-2">{author}</div>

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
        <ReplyActions
          reply={reply}
          answering={answering}
          reported={reported}
          deleting={deleting}
          onLikers={() => setLikersOpen(true)}
          onAnswer={() => void answer()}
          // The reply's text back from its HTML (reply-html.ts) loads with the first edit, as the composer does.
          onEdit={() =>
            void import('./reply-html.ts').then(({ composerDraftOf }) =>
              setEditing(composerDraftOf(reply.content ?? '')),
            )
          }
          onDelete={onDelete}
          onReport={() => void report()}
        />
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
