import { userInfo } from '../../../common/contracts/members.ts';
import { codeGetList } from '../../../common/contracts/reference.ts';
import type { FollowActionResult } from '../../components/members/follow-result.ts';
import { followAction } from '../../features/members/follow-action.server.ts';
import { loadMember } from '../../features/members/load-member.server.ts';
import { ProfilePage } from '../../features/members/profile-page.tsx';
import { pageLocale } from '../../lib/page-locale.ts';
import { parseId } from '../../lib/parse-id.ts';
import { requestServices } from '../../lib/request-context.ts';
import type { Route } from './+types/route';
import { MemberPageErrorBoundary } from './member-page-error-boundary.tsx';
import { memberPageMeta } from './member-page-meta.ts';

/** {lang}/user/profile/{id} (issue 14 item 1): 404 for unknown ids, 410 for a withdrawn member. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = pageLocale(params);
  const id = parseId(params.id);
  if (id === undefined) throw new Response(null, { status: 404 });
  const { api } = context.get(requestServices);
  const [{ profile }, jobs] = await Promise.all([
    loadMember(api.call(userInfo, { lang, id })),
    api.call(codeGetList, { lang, group: 'job' }),
  ]);
  const jobName = profile.jobKey ? (jobs.rows.find((job) => job.key === profile.jobKey)?.name ?? null) : null;
  const outcome = new URL(request.url).searchParams.get('followed');
  const followed: 'on' | 'off' | null = outcome === 'on' || outcome === 'off' ? outcome : null;
  return { lang, profile, jobName, followed };
}

/** The follow buttons of every page post here, to the member they follow (follow-action.server.ts). */
export function action(args: Route.ActionArgs) {
  return followAction(args);
}

export function meta({ loaderData, params, matches, error }: Route.MetaArgs) {
  return memberPageMeta({ params, matches, error }, 'profile.metaTitle', loaderData?.profile.user.nickName);
}

export const ErrorBoundary = MemberPageErrorBoundary;

export default function UserProfileRoute({ loaderData, actionData }: Route.ComponentProps) {
  const failure = actionData as FollowActionResult | undefined;
  return (
    <ProfilePage
      key={loaderData.profile.user.id}
      lang={loaderData.lang}
      profile={loaderData.profile}
      jobName={loaderData.jobName}
      followed={loaderData.followed}
      failure={failure && !failure.ok ? failure.message : null}
    />
  );
}
