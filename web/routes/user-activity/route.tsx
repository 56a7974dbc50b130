import { userProfileSummary } from '../../../common/contracts/members.ts';
import { userPostList } from '../../../common/contracts/posts/posts.ts';
import { userReplyList } from '../../../common/contracts/posts/replies.ts';
import { parsePage } from '../../components/ui/pagination.ts';
import { type ActivityList, ActivityPage } from '../../features/members/activity-page.tsx';
import { loadMember } from '../../features/members/load-member.server.ts';
import { postPaths, replyElementId } from '../../features/posts/post-paths.ts';
import { pageLocale } from '../../lib/page-locale.ts';
import { parseId } from '../../lib/parse-id.ts';
import { requestServices } from '../../lib/request-context.ts';
import type { Route } from './+types/route';
import { MemberPageErrorBoundary } from '../user-profile/member-page-error-boundary.tsx';
import { memberPageMeta } from '../user-profile/member-page-meta.ts';

const PAGE_SIZE = 20;

/**
 * {lang}/user/activity/{id}?type=post|reply&page=n (issue 14): a member's posts or replies from
 * posts' member lists (/api/user/post, post_reply), which apply P14 and P16 for this viewer.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = pageLocale(params);
  const id = parseId(params.id);
  if (id === undefined) throw new Response(null, { status: 404 });
  const query = new URL(request.url).searchParams;
  const type = query.get('type') === 'reply' ? 'reply' : 'post';
  const pageNum = parsePage(query.get('page'));
  const { api } = context.get(requestServices);
  const body = { lang, id, pageNum, pageSize: PAGE_SIZE };
  const [member, list] = await Promise.all([
    loadMember(api.call(userProfileSummary, { lang, id })),
    type === 'post'
      ? loadMember(api.call(userPostList, body)).then((answer) => ({ ...answer, type: 'post' as const }))
      : loadMember(api.call(userReplyList, body)).then((answer) => ({ ...answer, type: 'reply' as const })),
  ]);
  const { total, pageSize, ...rest } = list;
  return {
    lang,
    member,
    list: { type: rest.type, rows: rest.rows } as ActivityList,
    page: list.pageNum,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
  };
}

export function meta({ loaderData, params, matches, error }: Route.MetaArgs) {
  return memberPageMeta({ params, matches, error }, 'profile.activity.metaTitle', loaderData?.member.user.nickName);
}

export const ErrorBoundary = MemberPageErrorBoundary;

export default function UserActivityRoute({ loaderData }: Route.ComponentProps) {
  const { lang } = loaderData;
  return (
    <ActivityPage
      {...loaderData}
      postHref={(postId) => postPaths.post(lang, postId)}
      replyHref={(postId, replyId) => `${postPaths.post(lang, postId)}#${replyElementId(replyId)}`}
    />
  );
}
