import { useTranslation } from 'react-i18next';
import { replyElementId } from '../post-paths.ts';
import type { ThreadNode } from './build-thread.ts';
import { ReplyBody } from './reply-body.tsx';
import type { ReportReason } from './report-dialog.tsx';
import { useReplyDelete } from './use-reply-delete.tsx';

/** SPEC §3.3, §4: one reply with its actions and its answers, nested three levels at most. */
export function ReplyItem({ node, reportReasons }: { node: ThreadNode; reportReasons: ReportReason[] }) {
  const { t } = useTranslation('post');
  const { reply } = node;
  const { remove, deleting } = useReplyDelete(node);
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
        <ReplyBody reply={reply} reportReasons={reportReasons} onDelete={() => void remove()} deleting={deleting} />
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
