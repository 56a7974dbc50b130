import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../common/contracts/accounts/shared.ts';
import type { Layer } from '../../../common/contracts/gamification.ts';
import type { ApiClient } from '../../lib/api.ts';
import { ApiError } from '../../lib/api.ts';
import { loadPendingLayers } from './pending-layers.server.ts';

const member = { id: 7, admin: false } as SessionUser;
const waiting: Layer[] = [
  { id: 1, type: 'USER_FOLLOW_10', level: null, characterKey: null, points: 50, createdAt: '2026-11-27T00:00:00Z' },
  { id: 2, type: 'LEVEL_UP', level: 2, characterKey: 'muffin', points: null, createdAt: '2026-11-27T00:00:01Z' },
];

/** An API client that answers the layer list and records every call. */
function fakeApi(answer: () => Promise<unknown> = async () => ({ rows: waiting })) {
  const calls: Array<{ path: string; body: unknown }> = [];
  const api = {
    call: async (contract: { path: string }, body: unknown) => {
      calls.push({ path: contract.path, body });
      return contract.path === '/api/user/get_layer_list' ? answer() : { id: (body as { id: number }).id, show: true };
    },
  } as unknown as ApiClient;
  return { api, calls };
}

describe('the pending celebration layers of the language route', () => {
  it('are one call for a member, none for a visitor or an administrator', async () => {
    const { api, calls } = fakeApi();
    expect(await loadPendingLayers(api, 'en', member, '/en/forum/list')).toEqual(waiting);
    expect(await loadPendingLayers(api, 'en', null, '/en')).toEqual([]);
    expect(await loadPendingLayers(api, 'en', { ...member, admin: true }, '/en')).toEqual([]);
    expect(calls).toEqual([{ path: '/api/user/get_layer_list', body: { lang: 'en' } }]);
  });

  it('never fail the page: an API failure shows none', async () => {
    const { api } = fakeApi(async () => {
      throw new ApiError(503, { code: 'SERVICE_UNAVAILABLE' });
    });
    expect(await loadPendingLayers(api, 'en', member, '/en')).toEqual([]);
  });

  it('are marked shown on one’s own profile (SPEC §4), either address of it', async () => {
    for (const path of ['/en/user/profile/7', '/en/myzone/profile']) {
      const { api, calls } = fakeApi();
      expect(await loadPendingLayers(api, 'en', member, path)).toEqual([]);
      expect(calls.slice(1)).toEqual([
        { path: '/api/user/show_layer', body: { lang: 'en', id: 1 } },
        { path: '/api/user/show_layer', body: { lang: 'en', id: 2 } },
      ]);
    }
    // Another member's profile is not one's own.
    const { api, calls } = fakeApi();
    expect(await loadPendingLayers(api, 'en', member, '/en/user/profile/8')).toEqual(waiting);
    expect(calls).toHaveLength(1);
  });
});
