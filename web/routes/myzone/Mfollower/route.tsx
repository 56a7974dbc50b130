import { useTranslation } from 'react-i18next';
import { userFollowerList, userFollowingList } from '../../../../common/contracts/members.ts';
import { MemberRow } from '../../../features/members/member-row.tsx';
import { MyZoneHeading } from '../../../features/members/myzone/myzone-layout.tsx';
import { MemberTabs } from '../../../features/members/member-tabs.tsx';
import { parsePage } from '../../../components/ui/pagination.ts';
import { MyZoneEmpty } from '../../../features/members/myzone/myzone-list.tsx';
import { ListPagination } from '../../../components/ui/list-pagination.tsx';
import { formatTimestamp } from '../../../lib/format-timestamp.ts';
import { i18nFor } from '../../../lib/i18n.ts';
import { requireMember, rethrowAsSignIn } from '../../../lib/member-only.server.ts';
import { pageLocale } from '../../../lib/page-locale.ts';
import { pageMeta } from '../../../lib/page-meta.ts';
import { requestServices } from '../../../lib/request-context.ts';
import type { Route } from './+types/route';

const PAGE_SIZE = 20;

/**
 * {lang}/myzone/Mfollower (SPEC §2.1, §2.3): the member's followers or, with ?tab=following,
 * whom they follow. A page of its own on the phone (its header shows the back icon).
 */
export async function loader(args: Route.LoaderArgs) {
  const { lang, viewer } = await requireMember(args);
  const tab = new URL(args.request.url).searchParams.get('tab') === 'following' ? 'following' : 'followers';
  const pageNum = parsePage(new URL(args.request.url).searchParams.get('page'));
  const { api } = args.context.get(requestServices);
  const body = (page: number) => ({ lang, id: viewer.id, pageNum: page, pageSize: PAGE_SIZE });
  try {
    const [followers, following] = await Promise.all([
      api.call(userFollowerList, body(tab === 'followers' ? pageNum : 1)),
      api.call(userFollowingList, body(tab === 'following' ? pageNum : 1)),
    ]);
    return { lang, tab, pageNum, followers, following };
  } catch (error) {
    return rethrowAsSignIn(error, lang, args.request);
  }
}

export function meta({ params, matches }: Route.MetaArgs) {
  const lang = pageLocale(params);
  return pageMeta(lang, matches, { title: i18nFor(lang).t('member:myzone.follower.metaTitle') });
}

export default function MyZoneFollowerRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('member');
  const { lang, tab, pageNum, followers, following } = loaderData;
  const base = `/${lang}/myzone/Mfollower`;
  const shown = tab === 'followers' ? followers : following;
  const pages = Math.ceil(shown.total / PAGE_SIZE);
  return (
    <section>
      <MyZoneHeading>{t('myzone.follower.title')}</MyZoneHeading>
      <MemberTabs
        className="mb-5"
        label={t('myzone.follower.tabs')}
        tabs={[
          {
            href: base,
            text: t('myzone.follower.followers', { count: followers.total }),
            current: tab === 'followers',
          },
          {
            href: `${base}?tab=following`,
            text: t('myzone.follower.following', { count: following.total }),
            current: tab === 'following',
          },
        ]}
      />
      {shown.rows.length === 0 ? (
        <MyZoneEmpty>
          {tab === 'followers' ? t('myzone.follower.noFollowers') : t('myzone.follower.noFollowing')}
        </MyZoneEmpty>
      ) : (
        <ul className="divide-y divide-flour-300" data-testid="follow-rows">
          {shown.rows.map((row) => (
            <MemberRow key={row.user.id} lang={lang} row={row} since={formatTimestamp(row.followedAt)} />
          ))}
        </ul>
      )}
      <ListPagination
        page={pageNum}
        pageCount={pages}
        hrefFor={(page) =>
          `${base}?${new URLSearchParams({ ...(tab === 'following' ? { tab } : {}), page: String(page) })}`
        }
      />
    </section>
  );
}
