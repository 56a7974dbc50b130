import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import type { memberReplySchema } from '../../../../common/contracts/posts/replies.ts';

type MemberReply = z.infer<typeof memberReplySchema>;

/** One of the member's replies with the post it answers; the whole row opens that post. */
export function ReplyRow({ reply, lang, when }: { reply: MemberReply; lang: string; when: string }) {
  const { t } = useTranslation('member');
  return (
    <article className="group relative flex flex-col gap-1 py-4" data-testid="myzone-reply">
      <p className="line-clamp-2 text-ink-900">{reply.contentText}</p>
      <p className="flex flex-wrap gap-x-3 text-sm text-ink-600">
        <Link
          to={`/${lang}/post/${reply.post.id}`}
          className="font-semibold text-ink-800 after:absolute after:inset-0 group-hover:text-ember-800 group-hover:underline"
        >
          {t('myzone.mypost.onPost', { title: reply.post.title })}
        </Link>
        <time dateTime={reply.createdAt}>{when}</time>
      </p>
    </article>
  );
}
