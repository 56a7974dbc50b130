import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../../common/contracts/accounts/shared.ts';
import type { ApiClient } from '../../lib/api.ts';
import { ApiError } from '../../lib/api.ts';
import { loadAlarmCount, runAlarmIntent } from './alarm-calls.server.ts';

const member = { id: 7, admin: false } as SessionUser;

/** An API client answering by path (a function may throw), recording every call. */
function fakeApi(answers: Record<string, (body: unknown) => unknown>) {
  const calls: Array<{ path: string; body: unknown }> = [];
  const api = {
    call: async (contract: { path: string }, body: unknown) => {
      calls.push({ path: contract.path, body });
      const answer = answers[contract.path];
      if (!answer) throw new Error(`unexpected call ${contract.path}`);
      return answer(body);
    },
  } as unknown as ApiClient;
  return { api, calls };
}

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

afterEach(() => vi.restoreAllMocks());

describe('the badge count of the language route', () => {
  it('is one call for a member, none for a visitor, none on the page that opens the panel', async () => {
    const { api, calls } = fakeApi({ '/api/user/get_alarm_count': () => 1000 });
    expect(await loadAlarmCount(api, 'en', member, '/en/forum/list')).toBe(1000);
    expect(await loadAlarmCount(api, 'en', null, '/en')).toBe(0);
    expect(await loadAlarmCount(api, 'en', member, '/en/alarm')).toBe(0);
    expect(calls).toEqual([{ path: '/api/user/get_alarm_count', body: { lang: 'en' } }]);
  });

  it('never fails the page: an API failure shows no badge', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api } = fakeApi({
      '/api/user/get_alarm_count': () => {
        throw new ApiError(503, { code: 'SERVICE_UNAVAILABLE' });
      },
    });
    expect(await loadAlarmCount(api, 'en', member, '/en')).toBe(0);
  });
});

describe("the bell's forms", () => {
  it('answer the path of a notification that still leads somewhere', async () => {
    const { api, calls } = fakeApi({ '/api/user/check_alarm': () => ({ path: '/post/5' }) });
    expect(await runAlarmIntent(api, 'en', form({ intent: 'check', id: '3' }))).toEqual({
      intent: 'check',
      ok: true,
      path: '/post/5',
    });
    expect(calls).toEqual([{ path: '/api/user/check_alarm', body: { lang: 'en', id: 3 } }]);
  });

  it("answer a refusal with the API's message (the server marked it read)", async () => {
    const { api, calls } = fakeApi({
      '/api/user/check_alarm': () => {
        throw new ApiError(410, { code: 'POST_REMOVE', message: 'This post has been deleted.' });
      },
    });
    expect(await runAlarmIntent(api, 'en', form({ intent: 'check', id: '3' }))).toEqual({
      intent: 'check',
      ok: false,
      code: 'POST_REMOVE',
      message: 'This post has been deleted.',
    });
    expect(calls).toEqual([{ path: '/api/user/check_alarm', body: { lang: 'en', id: 3 } }]);
  });

  it('mark one read, all read, and the panel opened', async () => {
    const { api, calls } = fakeApi({
      '/api/user/show_alarm': () => ({ id: 4, show: true }),
      '/api/user/show_alarm_list': () => ({ updated: 2 }),
      '/api/user/open_alarm': () => ({ showAlarmDate: '2026-11-28T00:00:00Z', count: 0 }),
    });
    const forms: Record<string, string>[] = [{ intent: 'read', id: '4' }, { intent: 'all' }, { intent: 'open' }];
    for (const fields of forms) {
      expect(await runAlarmIntent(api, 'ko', form(fields))).toEqual({ intent: fields.intent, ok: true });
    }
    expect(calls.map((call) => call.path)).toEqual([
      '/api/user/show_alarm',
      '/api/user/show_alarm_list',
      '/api/user/open_alarm',
    ]);
  });

  it('refuse an unknown form or a missing id in the page language, without calling the API', async () => {
    const { api, calls } = fakeApi({});
    const unknown = await runAlarmIntent(api, 'ko', form({ intent: 'delete', id: '4' }));
    const noId = await runAlarmIntent(api, 'ko', form({ intent: 'read', id: 'x' }));
    for (const result of [unknown, noId]) {
      expect(result).toMatchObject({ ok: false, code: 'VALIDATION_FAILED' });
      expect(result.ok === false && result.message).toMatch(/[가-힣]/);
    }
    expect(calls).toEqual([]);
  });
});
