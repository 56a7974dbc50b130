import { userInfo } from '../../../common/contracts/members.ts';
import { codeGetList } from '../../../common/contracts/reference.ts';
import { requireMember, rethrowAsSignIn } from '../../lib/member-only.server.ts';
import { requestServices } from '../../lib/request-context.ts';

type Args = Parameters<typeof requireMember>[0];

/** The signed-in member's profile (/api/user/info with their own id) and the job list. */
export async function loadOwnProfile(args: Args) {
  const { lang, viewer } = await requireMember(args);
  const { api } = args.context.get(requestServices);
  try {
    const [info, jobs] = await Promise.all([
      api.call(userInfo, { lang, id: viewer.id }),
      api.call(codeGetList, { lang, group: 'job' }),
    ]);
    return { lang, viewer, profile: info.profile, jobs: jobs.rows.map(({ id, key, name }) => ({ id, key, name })) };
  } catch (error) {
    return rethrowAsSignIn(error, lang, args.request);
  }
}
