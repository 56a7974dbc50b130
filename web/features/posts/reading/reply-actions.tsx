import { useTranslation } from 'react-i18next';
import type { ReplyDto } from '../../../../common/contracts/posts/replies.ts';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { HeartIcon, PencilIcon, ReplyIcon, TrashIcon, UsersIcon } from './reading-icons.tsx';
import { ReportButton } from './report-button.tsx';
import { ToggleButton } from './toggle-button.tsx';

const replyAction = `${buttonStyles({ variant: 'ghost', size: 'sm' })} px-2 font-medium text-ink-700 [&_svg]:size-[1.05em]`;

interface ReplyActionsProps {
  reply: ReplyDto;
  answering: boolean;
  reported: boolean;
  deleting: boolean;
  onLikers: () => void;
  onAnswer: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onReport: () => void;
}

/** A reply's row of actions (SPEC §4), each as its `can` flag allows: like, likers, answer, edit, delete, report. */
export function ReplyActions({
  reply,
  answering,
  reported,
  deleting,
  onLikers,
  onAnswer,
  onEdit,
  onDelete,
  onReport,
}: ReplyActionsProps) {
  const { t } = useTranslation('post');
  return (
    <div className="mt-2 flex flex-wrap items-center gap-1">
      {reply.can.like ? (
        <ToggleButton
          intent="replyLike"
          postId={reply.postId}
          replyId={reply.id}
          initial={{ active: reply.viewer.liked, count: reply.likeCount }}
          label={t('replies.like')}
          icon={(active) => <HeartIcon filled={active} />}
          className="px-2.5"
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
        onClick={onLikers}
        aria-haspopup="dialog"
        aria-label={t('replies.likeList')}
        title={t('replies.likeList')}
      >
        <UsersIcon aria-hidden="true" />
      </button>
      {reply.can.reply ? (
        <button type="button" className={replyAction} onClick={onAnswer} aria-expanded={answering}>
          <ReplyIcon aria-hidden="true" />
          {t('replies.answer')}
        </button>
      ) : null}
      {reply.can.edit && reply.content !== null ? (
        <button type="button" className={replyAction} onClick={onEdit}>
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
        <ReportButton reported={reported} label={t('replies.report')} className={replyAction} onClick={onReport} />
      ) : null}
    </div>
  );
}
