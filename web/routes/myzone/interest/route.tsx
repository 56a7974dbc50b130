import { useTranslation } from 'react-i18next';
import { userBookmarkList, userFollowedPostList } from '../../../../common/contracts/posts/posts.ts';
import { MyZoneHeading } from '../../../features/members/myzone/myzone-layout.tsx';
import { MemberTabs } from '../../../features/members/member-tabs.tsx';
import { parsePage } from '../../../components/ui/pagination.ts';
import { MyZoneEmpty } from '../../../features/members/myzone/myzone-list.tsx';
import { ListPagination } from '../../../components/ui/list-pagination.tsx';
import { PostRow } from '../../../features/posts/list/post-row.tsx';
import { i18nFor } from '../../../lib/i18n.ts';
import { requireMember, rethrowAsSignIn } from '../../../lib/member-only.server.ts';
import { pageLocale } from '../../../lib/page-locale.ts';
import { pageMeta } from '../../../lib/page-meta.ts';
import { requestServices } from '../../../lib/request-context.ts';
import type { Route } from './+types/route';

const PAGE_SIZE = 20;

/** {lang}/myzone/interest (SPEC §2.1): bookmarked posts, or with ?type=follow the followed ones. */
export async function loader(args: Route.LoaderArgs) {
  const { lang } = await requireMember(args);
  const type = new URL(args.request.url).searchParams.get('type') === 'follow' ? 'follow' : 'bookmark';
  const pageNum = parsePage(new URL(args.request.url).searchParams.get('page'));
  const { api } = args.context.get(requestServices);
  try {
    const contract = type === 'follow' ? userFollowedPostList : userBookmarkList;
    const list = await api.call(contract, { lang, pageNum, pageSize: PAGE_SIZE });
    return { lang, type, pageNum, list };
  } catch (error) {
    return rethrowAsSignIn(error, lang, args.request);
  }
}

export function meta({ params, matches }: Route.MetaArgs) {
  const lang = pageLocale(params);
  return pageMeta(lang, matches, { title: i18nFor(lang).t('member:myzone.interest.metaTitle') });
}

export default function MyZoneInterestRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('member');
  const { lang, type, pageNum, list } = loaderData;
  const base = `/${lang}/myzone/interest`;
  const pages = Math.ceil(list.total / PAGE_SIZE);
  return (
    <section>
      <MyZoneHeading>{t('myzone.interest.title')}</MyZoneHeading>
      <MemberTabs
        className="mb-5"
        label={t('myzone.interest.tabs')}
        tabs={[
          { href: base, text: t('myzone.interest.bookmarks'), current: type === 'bookmark' },
          { href: `${base}?type=follow`, text: t('myzone.interest.follows'), current: type === 'follow' },
        ]}
      />
      {list.rows.length === 0 ? (
        <MyZoneEmpty>
          {type === 'follow' ? t('myzone.interest.noFollows') : t('myzone.interest.noBookmarks')}
        </MyZoneEmpty>
      ) : (
        <div className="divide-y divide-flour-300">
          {list.rows.map((post) => (
            <PostRow key={post.id} post={post} lang={lang} headingLevel={2} />
          ))}
        </div>
      )}
      <ListPagination
        page={pageNum}
        pageCount={pages}
        hrefFor={(page) =>
          `${base}?${new URLSearchParams({ ...(type === 'follow' ? { type } : {}), page: String(page) })}`
        }
      />
    </section>
  );
}
