import { describe, expect, it } from 'vitest';
import { authRefresh, signin, signout, userCheck } from '../../common/contracts/accounts/sessions.ts';
import { signup, authRegister } from '../../common/contracts/accounts/signup.ts';
import { ApiError, createApiClient, PATHS_WITHOUT_REFRESH, SessionEndedError, type Transport } from './api.ts';

type Reply = { status: number; body: unknown };

const ok = (data: unknown): Reply => ({ status: 200, body: { success: true, data } });
const failure = (status: number, code: string): Reply => ({
  status,
  body: { success: false, code, message: code },
});

/**
 * A transport that answers from a script, keeping a cookie like app.inject's does: a
 * successful refresh hands out a new access token, and calls answer by the token they carry.
 */
function scriptedTransport(answer: (path: string, token: string, attempt: number) => Reply) {
  const calls: { path: string; token: string }[] = [];
  let token = 'old';
  let refreshes = 0;
  const transport: Transport = async ({ path }) => {
    calls.push({ path, token });
    const reply = answer(path, token, calls.filter((call) => call.path === path).length);
    if (path === authRefresh.path && reply.status === 200) {
      refreshes += 1;
      token = `new${refreshes}`;
    }
    return reply;
  };
  return { transport, calls, refreshCount: () => refreshes };
}

describe('the API client (SPEC §4 token handling)', () => {
  it('returns data of a success envelope and throws ApiError with code and fields otherwise', async () => {
    const api = createApiClient(async ({ path }) =>
      path === userCheck.path
        ? ok({ user: null })
        : {
            status: 400,
            body: { success: false, code: 'VALIDATION_FAILED', message: 'x', fields: [{ field: 'a', code: 'b' }] },
          },
    );
    await expect(api.call(userCheck, {})).resolves.toEqual({ user: null });
    const error = await api.call(signout, {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', fields: [{ field: 'a', code: 'b' }] });
  });

  it.each([401, 422])('refreshes once on %i TOKEN_EXPIRED and retries with the new token', async (status) => {
    const script = scriptedTransport((path, token) => {
      if (path === authRefresh.path) return ok({ payload: { accessToken: 'a', refreshToken: 'r' }, expiresAt: '' });
      return token === 'old' ? failure(status, 'TOKEN_EXPIRED') : ok({ user: null, token });
    });
    const api = createApiClient(script.transport);
    await expect(api.call(userCheck, {})).resolves.toEqual({ user: null, token: 'new1' });
    expect(script.calls.map((call) => call.path)).toEqual([userCheck.path, authRefresh.path, userCheck.path]);
  });

  it('shares one refresh between calls that expire at the same time (a reused refresh token ends the session, P8)', async () => {
    const script = scriptedTransport((path, token) => {
      if (path === authRefresh.path) return ok({ payload: { accessToken: 'a', refreshToken: 'r' }, expiresAt: '' });
      return token === 'old' ? failure(401, 'TOKEN_EXPIRED') : ok({ user: null });
    });
    const api = createApiClient(script.transport);
    await Promise.all([api.call(userCheck, {}), api.call(userCheck, {}), api.call(userCheck, {})]);
    expect(script.refreshCount()).toBe(1);
  });

  it('ends the session when the refresh fails', async () => {
    const script = scriptedTransport((path) =>
      path === authRefresh.path ? failure(401, 'TOKEN_INVALID') : failure(401, 'TOKEN_EXPIRED'),
    );
    const api = createApiClient(script.transport);
    const error = await api.call(userCheck, {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SessionEndedError);
    expect(script.calls.map((call) => call.path)).toEqual([userCheck.path, authRefresh.path]);
  });

  it('ends the session when the retry expires again, without a second refresh', async () => {
    const script = scriptedTransport((path) =>
      path === authRefresh.path
        ? ok({ payload: { accessToken: 'a', refreshToken: 'r' }, expiresAt: '' })
        : failure(401, 'TOKEN_EXPIRED'),
    );
    const api = createApiClient(script.transport);
    await expect(api.call(userCheck, {})).rejects.toBeInstanceOf(SessionEndedError);
    expect(script.refreshCount()).toBe(1);
    expect(script.calls).toHaveLength(3);
  });

  it('ends the session on TOKEN_INVALID without trying a refresh', async () => {
    const script = scriptedTransport(() => failure(401, 'TOKEN_INVALID'));
    const api = createApiClient(script.transport);
    const error = await api.call(userCheck, {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SessionEndedError);
    expect((error as SessionEndedError).code).toBe('TOKEN_INVALID');
    expect(script.calls).toHaveLength(1);
  });

  it('never refreshes for sign-in, sign-out, sign-up, register and refresh: their errors stay ApiErrors', async () => {
    for (const contract of [signin, signout, signup, authRegister, authRefresh]) {
      const script = scriptedTransport(() => failure(401, 'TOKEN_EXPIRED'));
      const api = createApiClient(script.transport);
      const error = await api.call(contract, {} as never).catch((caught: unknown) => caught);
      expect(error, contract.path).toBeInstanceOf(ApiError);
      expect(script.calls, contract.path).toHaveLength(1);
    }
  });

  it('lists exactly the paths of those contracts', () => {
    expect([...PATHS_WITHOUT_REFRESH].sort()).toEqual(
      [signin, signout, signup, authRegister, authRefresh].map((contract) => contract.path).sort(),
    );
  });

  it('recognizes its errors across two copies of the module (source and build in one process)', async () => {
    const secondCopy = './api.ts?second-copy';
    const copy = (await import(/* @vite-ignore */ secondCopy)) as typeof import('./api.ts');
    expect(copy.ApiError).not.toBe(ApiError);
    const error = await createApiClient(async () => failure(401, 'TOKEN_INVALID'))
      .call(userCheck, {})
      .catch((caught: unknown) => caught);
    expect(error instanceof copy.SessionEndedError).toBe(true);
    expect(error instanceof copy.ApiError).toBe(false);
    expect(new copy.ApiError(404, { code: 'NOT_FOUND' }) instanceof ApiError).toBe(true);
    expect(new Error('plain') instanceof ApiError).toBe(false);
  });

  it('leaves other 401 codes (LOGIN_REQUIRED) to the caller', async () => {
    const api = createApiClient(async () => failure(401, 'LOGIN_REQUIRED'));
    await expect(api.call(userCheck, {})).rejects.toMatchObject({ name: 'ApiError', code: 'LOGIN_REQUIRED' });
  });
});

describe('onSessionEnded', () => {
  it('runs instead of SessionEndedError, so the renderer can sign out and redirect', async () => {
    const ended: string[] = [];
    const api = createApiClient(
      async () => ({ status: 401, body: { success: false, code: 'TOKEN_INVALID', message: 'x' } }),
      {
        onSessionEnded: async (code) => {
          ended.push(code);
          throw new Response(null, { status: 302, headers: { location: '/ko' } });
        },
      },
    );
    const thrown = await api.call(userCheck, {}).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('location')).toBe('/ko');
    expect(ended).toEqual(['TOKEN_INVALID']);
  });
});
