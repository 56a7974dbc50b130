import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MemberSummary } from '../../../common/contracts/members.ts';
import type { PostCard } from '../../../common/contracts/posts/posts.ts';
import type { z } from 'zod';
import type { memberReplySchema } from '../../../common/contracts/posts/replies.ts';
import { type ActivityType, memberPaths } from '../../components/members/member-paths.ts';
import { MemberTabs } from './member-tabs.tsx';
import { ListPagination } from '../../components/ui/list-pagination.tsx';

type MemberReply = z.infer<typeof memberReplySchema>;

export type ActivityList = { type: 'post'; rows: PostCard[] } | { type: 'reply'; rows: MemberReply[] };

export interface ActivityPageProps {
  lang: string;
  member: MemberSummary;
  list: ActivityList;
  page: number;
  pageCount: number;
  /** The posts feature's addresses, handed in by the route (features do not import each other). */
  postHref: (postId: number) => string;
  replyHref: (postId: number, replyId: number) => string;
}

/**
 * {lang}/user/activity/{id}?type=post|reply (issue 14): a member's posts or replies, newest first;
 * the server decides which this viewer may see (P14 private, P16 hidden). A reply names its post.
 */
export function ActivityPage({ lang, member, list, page, pageCount, postHref, replyHref }: ActivityPageProps) {
  const { t, i18n } = useTranslation('member');
  const { user, counts } = member;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const day = (iso: string) => <time dateTime={iso}>{date.format(new Date(iso))}</time>;
  return (
    <section className="page-column flex flex-col gap-6 py-8" data-testid="member-activity">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-ink-900">{t('profile.activity.title', { name: user.nickName })}</h1>
        <Link to={memberPaths.profile(lang, user.id)} className="text-ember-800 underline">
          {t('profile.follows.back')}
        </Link>
      </div>
      <MemberTabs
        label={t('profile.activity.tabsLabel')}
        tabs={(['post', 'reply'] as const satisfies ActivityType[]).map((key) => ({
          href: memberPaths.activity(lang, user.id, key),
          text: t(`profile.activity.${key}`, { count: key === 'post' ? counts.posts : counts.replies }),
          current: key === list.type,
        }))}
      />
      {list.rows.length === 0 ? (
        <p className="py-8 text-center text-ink-700">
          {t(list.type === 'post' ? 'profile.activity.emptyPost' : 'profile.activity.emptyReply')}
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-flour-300" data-testid="activity-rows">
          {list.type === 'post'
            ? list.rows.map((post) => (
                <li key={post.id} className="flex flex-col gap-1 py-4">
                  <Link to={postHref(post.id)} className="font-semibold text-ink-900 hover:underline">
                    {post.title}
                  </Link>
                  {post.excerpt ? <p className="line-clamp-2 text-ink-700">{post.excerpt}</p> : null}
                  <p className="flex flex-wrap gap-x-3 text-sm text-ink-600">
                    {day(post.createdAt)}
                    {post.visibility === 'private' ? <span>{t('profile.activity.private')}</span> : null}
                    {post.hidden ? <span>{t('profile.activity.hidden')}</span> : null}
                  </p>
                </li>
              ))
            : list.rows.map((reply) => (
                <li key={reply.id} className="flex flex-col gap-1 py-4">
                  <Link to={replyHref(reply.post.id, reply.id)} className="text-ink-900 hover:underline">
                    {reply.contentText || (reply.hasImage ? t('profile.activity.image') : '')}
                  </Link>
                  <p className="text-sm text-ink-700">
                    <Link to={postHref(reply.post.id)} className="hover:underline">
                      {t('profile.activity.replyOn', { title: reply.post.title })}
                    </Link>
                  </p>
                  <p className="flex flex-wrap gap-x-3 text-sm text-ink-600">
                    {day(reply.createdAt)}
                    {reply.hidden ? <span>{t('profile.activity.hidden')}</span> : null}
                  </p>
                </li>
              ))}
        </ul>
      )}
      <ListPagination
        page={page}
        pageCount={pageCount}
        hrefFor={(next) => memberPaths.activity(lang, user.id, list.type, next)}
      />
    </section>
  );
}
