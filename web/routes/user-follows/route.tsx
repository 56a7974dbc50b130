import { userFollowerList, userFollowingList, userProfileSummary } from '../../../common/contracts/members.ts';
import type { FollowTab } from '../../components/members/member-paths.ts';
import { parsePage } from '../../components/ui/pagination.ts';
import { FollowsPage } from '../../features/members/follows-page.tsx';
import { loadMember } from '../../features/members/load-member.server.ts';
import { pageLocale } from '../../lib/page-locale.ts';
import { parseId } from '../../lib/parse-id.ts';
import { requestServices } from '../../lib/request-context.ts';
import type { Route } from './+types/route';
import { MemberPageErrorBoundary } from '../user-profile/member-page-error-boundary.tsx';
import { memberPageMeta } from '../user-profile/member-page-meta.ts';

const PAGE_SIZE = 20;

/**
 * {lang}/user/profile/follower/{id}?tab=follower|following&page=n (issue 14): the tab is a query
 * parameter, so both lists share the address SPEC §2.1 gives and each tab is a link.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = pageLocale(params);
  const id = parseId(params.id);
  if (id === undefined) throw new Response(null, { status: 404 });
  const query = new URL(request.url).searchParams;
  const tab: FollowTab = query.get('tab') === 'following' ? 'following' : 'follower';
  const page = parsePage(query.get('page'));
  const { api } = context.get(requestServices);
  const contract = tab === 'follower' ? userFollowerList : userFollowingList;
  const [member, list] = await Promise.all([
    loadMember(api.call(userProfileSummary, { lang, id })),
    loadMember(api.call(contract, { lang, id, pageNum: page, pageSize: PAGE_SIZE })),
  ]);
  return {
    lang,
    member,
    tab,
    rows: list.rows,
    page: list.pageNum,
    pageCount: Math.max(1, Math.ceil(list.total / list.pageSize)),
  };
}

export function meta({ loaderData, params, matches, error }: Route.MetaArgs) {
  return memberPageMeta({ params, matches, error }, 'profile.follows.metaTitle', loaderData?.member.user.nickName);
}

export const ErrorBoundary = MemberPageErrorBoundary;

export default function UserFollowsRoute({ loaderData }: Route.ComponentProps) {
  return <FollowsPage {...loaderData} />;
}
