import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authenticate } from '../../lib/auth/authenticate.ts';
import { testDialects } from '../../test/harness.ts';
import type { TestContext } from '../../test/context.ts';
import type { AccountsContext } from './context.ts';
import { findSession } from './session-repository.ts';
import { refreshSession, startSession } from './sessions.ts';
import { createAccountsTestContext, insertMember } from './test-support.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** DECISIONS P8: access tokens live a day, refresh tokens 30 days and rotate on each use. */
describe.each(testDialects())('session tokens on %s (without HTTP)', (dialect) => {
  let ctx: TestContext & AccountsContext;
  let memberId: number;
  beforeEach(async () => {
    ctx = await createAccountsTestContext(dialect);
    memberId = await insertMember(ctx, { email: 'member@example.com', nickName: 'Member' });
  });
  afterEach(() => ctx.close());

  it('expires the access token after 24 hours, which the refresh token then renews', async () => {
    const login = await startSession(ctx, ctx.db, memberId);
    expect(await authenticate(ctx, login.token)).toMatchObject({ viewer: { id: memberId, admin: false } });
    ctx.clock.advance(DAY_MS);
    expect(await authenticate(ctx, login.token)).toEqual({ error: 'TOKEN_EXPIRED' });
    const renewed = await refreshSession(ctx, login.refreshToken);
    expect(await authenticate(ctx, renewed.accessToken)).toMatchObject({ viewer: { id: memberId } });
  });

  it('rotates: each refresh gives a new pair, and a used token presented again ends the whole session', async () => {
    const login = await startSession(ctx, ctx.db, memberId);
    const second = await refreshSession(ctx, login.refreshToken);
    expect(second.refreshToken).not.toBe(login.refreshToken);
    const third = await refreshSession(ctx, second.refreshToken);

    await expect(refreshSession(ctx, login.refreshToken)).rejects.toMatchObject({ code: 'TOKEN_INVALID' });
    await expect(refreshSession(ctx, third.refreshToken)).rejects.toMatchObject({ code: 'TOKEN_INVALID' });
    expect(await authenticate(ctx, third.accessToken)).toEqual({ error: 'TOKEN_INVALID' });
    expect(await authenticate(ctx, login.token)).toEqual({ error: 'TOKEN_INVALID' });
  });

  it('refuses a refresh token after its 30 days; each refresh restarts the 30 days', async () => {
    const login = await startSession(ctx, ctx.db, memberId);
    ctx.clock.advance(29 * DAY_MS);
    const renewed = await refreshSession(ctx, login.refreshToken);
    ctx.clock.advance(29 * DAY_MS);
    const again = await refreshSession(ctx, renewed.refreshToken);
    ctx.clock.advance(30 * DAY_MS);
    await expect(refreshSession(ctx, again.refreshToken)).rejects.toMatchObject({ code: 'TOKEN_INVALID' });
  });

  it('keeps the revocation of a reused family although the refresh fails', async () => {
    const login = await startSession(ctx, ctx.db, memberId);
    await refreshSession(ctx, login.refreshToken);
    await expect(refreshSession(ctx, login.refreshToken)).rejects.toMatchObject({ code: 'TOKEN_INVALID' });
    expect(await authenticate(ctx, login.token)).toEqual({ error: 'TOKEN_INVALID' });
    const rows = await ctx.db.selectFrom('sessions').select('id').where('user_id', '=', memberId).execute();
    expect(rows).toHaveLength(1);
    expect((await findSession(ctx.db, rows[0]!.id))?.revokedAt).toBe(ctx.clock.now().toISOString());
  });
});
