import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Contract } from '../../../common/contracts/envelope.ts';
import { FOLLOW_FIELDS, type FollowActionResult } from '../../components/members/follow-result.ts';
import { type ApiClient, ApiError } from '../../lib/api.ts';
import { type RequestServices, requestServices } from '../../lib/request-context.ts';
import { followAction } from './follow-action.server.ts';

/** An API client that answers `answer` (or throws it) and remembers the calls. */
function fakeApi(answer: unknown) {
  const calls: { path: string; body: unknown }[] = [];
  const api: ApiClient = {
    call: (contract: Contract, body: unknown) => {
      calls.push({ path: (contract as unknown as { path: string }).path, body });
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer as never);
    },
  };
  return { api, calls };
}

/** The follow button's form as posted to member 7's profile route. */
function post(fields: Record<string, string>, api: ApiClient) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const context = new RouterContextProvider();
  context.set(requestServices, { api, siteConfig: {} } as unknown as RequestServices);
  return followAction({
    request: new Request('http://hearth.test/en/user/profile/7', { method: 'POST', body: form }),
    params: { lang: 'en', id: '7' },
    context,
  });
}

const byFetcher = { [FOLLOW_FIELDS.via]: 'fetcher', [FOLLOW_FIELDS.returnTo]: '/en/post/3' };

describe('the follow button’s action (issue 14 item 3)', () => {
  it('followMember follows the member of the address', async () => {
    const { api, calls } = fakeApi({ active: true, count: 1, id: 40 });
    const answer = (await post({ ...byFetcher, [FOLLOW_FIELDS.intent]: 'followMember' }, api)) as FollowActionResult;
    expect(answer).toEqual({ ok: true, active: true, count: 1, id: 40 });
    expect(calls).toEqual([
      { path: '/api/user/follow', body: { lang: 'en', followingUserInfoId: 7, key: 'USER_FOLLOW' } },
    ]);
  });

  it('unfollowMember stops following, naming the follow record (SPEC §7.1)', async () => {
    const { api, calls } = fakeApi({ active: false, count: 0, id: null });
    await post({ ...byFetcher, [FOLLOW_FIELDS.intent]: 'unfollowMember', [FOLLOW_FIELDS.followId]: '40' }, api);
    expect(calls).toEqual([
      {
        path: '/api/user/follow',
        body: { lang: 'en', followingUserInfoId: 7, key: 'USER_FOLLOW_CANCEL', id: 40 },
      },
    ]);
  });

  it('refuses the post page’s own intents (its follow-post toggle is `follow`) without calling the API', async () => {
    for (const intent of ['follow', 'unfollow', '']) {
      const { api, calls } = fakeApi({ active: true, count: 1, id: 40 });
      const answer = (await post({ ...byFetcher, [FOLLOW_FIELDS.intent]: intent }, api)) as FollowActionResult;
      expect(answer).toMatchObject({ ok: false, code: 'BAD_REQUEST' });
      expect(calls).toEqual([]);
    }
  });

  it('a document post (no script) goes back to its page with what happened', async () => {
    const { api } = fakeApi({ active: true, count: 1, id: 40 });
    const thrown = await post(
      { [FOLLOW_FIELDS.intent]: 'followMember', [FOLLOW_FIELDS.returnTo]: '/en/post/3?page=2' },
      api,
    ).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('location')).toBe('/en/post/3?page=2&followed=on');
  });

  it('answers the API’s refusal as data', async () => {
    const { api } = fakeApi(new ApiError(400, { code: 'FOLLOW_SELF', message: 'You cannot follow yourself.' }));
    const answer = (await post({ ...byFetcher, [FOLLOW_FIELDS.intent]: 'followMember' }, api)) as FollowActionResult;
    expect(answer).toEqual({ ok: false, code: 'FOLLOW_SELF', message: 'You cannot follow yourself.' });
  });
});
