import { useTranslation } from 'react-i18next';
import { userPostList } from '../../../../common/contracts/posts/posts.ts';
import { userReplyList } from '../../../../common/contracts/posts/replies.ts';
import { MyZoneHeading } from '../../../features/members/myzone/myzone-layout.tsx';
import { MemberTabs } from '../../../features/members/member-tabs.tsx';
import { parsePage } from '../../../components/ui/pagination.ts';
import { MyZoneEmpty } from '../../../features/members/myzone/myzone-list.tsx';
import { ListPagination } from '../../../components/ui/list-pagination.tsx';
import { ReplyRow } from '../../../features/members/myzone/reply-row.tsx';
import { formatTimestamp } from '../../../lib/format-timestamp.ts';
import { PostRow } from '../../../features/posts/list/post-row.tsx';
import { i18nFor } from '../../../lib/i18n.ts';
import { requireMember, rethrowAsSignIn } from '../../../lib/member-only.server.ts';
import { pageLocale } from '../../../lib/page-locale.ts';
import { pageMeta } from '../../../lib/page-meta.ts';
import { requestServices } from '../../../lib/request-context.ts';
import type { Route } from './+types/route';

const PAGE_SIZE = 20;

/**
 * {lang}/myzone/mypost (issue 14): the member's own posts (private and hidden ones too, as the
 * API shows them to their author) or, with ?tab=reply, their replies. Both counts show on the tabs.
 */
export async function loader(args: Route.LoaderArgs) {
  const { lang, viewer } = await requireMember(args);
  const tab = new URL(args.request.url).searchParams.get('tab') === 'reply' ? 'reply' : 'post';
  const pageNum = parsePage(new URL(args.request.url).searchParams.get('page'));
  const { api } = args.context.get(requestServices);
  const body = (page: number) => ({ lang, userInfoId: viewer.id, pageNum: page, pageSize: PAGE_SIZE });
  try {
    const [posts, replies] = await Promise.all([
      api.call(userPostList, body(tab === 'post' ? pageNum : 1)),
      api.call(userReplyList, body(tab === 'reply' ? pageNum : 1)),
    ]);
    return { lang, tab, pageNum, posts, replies };
  } catch (error) {
    return rethrowAsSignIn(error, lang, args.request);
  }
}

export function meta({ params, matches }: Route.MetaArgs) {
  const lang = pageLocale(params);
  return pageMeta(lang, matches, { title: i18nFor(lang).t('member:myzone.mypost.metaTitle') });
}

export default function MyZoneMyPostRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('member');
  const { lang, tab, pageNum, posts, replies } = loaderData;
  const base = `/${lang}/myzone/mypost`;
  const shown = tab === 'post' ? posts : replies;
  const pages = Math.ceil(shown.total / PAGE_SIZE);
  return (
    <section>
      <MyZoneHeading>{t('myzone.mypost.title')}</MyZoneHeading>
      <MemberTabs
        className="mb-5"
        label={t('myzone.mypost.tabs')}
        tabs={[
          { href: base, text: t('myzone.mypost.posts', { count: posts.total }), current: tab === 'post' },
          {
            href: `${base}?tab=reply`,
            text: t('myzone.mypost.replies', { count: replies.total }),
            current: tab === 'reply',
          },
        ]}
      />
      {tab === 'post' ? (
        posts.rows.length === 0 ? (
          <MyZoneEmpty>{t('myzone.mypost.noPosts')}</MyZoneEmpty>
        ) : (
          <div className="divide-y divide-flour-300">
            {posts.rows.map((post) => (
              <PostRow key={post.id} post={post} lang={lang} headingLevel={2} />
            ))}
          </div>
        )
      ) : replies.rows.length === 0 ? (
        <MyZoneEmpty>{t('myzone.mypost.noReplies')}</MyZoneEmpty>
      ) : (
        <div className="divide-y divide-flour-300">
          {replies.rows.map((reply) => (
            <ReplyRow key={reply.id} reply={reply} lang={lang} when={formatTimestamp(reply.createdAt)} />
          ))}
        </div>
      )}
      <ListPagination
        page={pageNum}
        pageCount={pages}
        hrefFor={(page) =>
          `${base}?${new URLSearchParams({ ...(tab === 'reply' ? { tab } : {}), page: String(page) })}`
        }
      />
    </section>
  );
}
