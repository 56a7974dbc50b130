import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/harness.ts';
import type { TestContext } from '../../test/context.ts';
import type { AccountsContext } from './context.ts';
import { issueEmailLink } from './email-links.ts';
import { confirmSignup, expirePendingSignup } from './signup.ts';
import { createAccountsTestContext, insertMember } from './test-support.ts';
import { findUserById } from './user-repository.ts';

const HOUR_MS = 60 * 60 * 1000;

/** SPEC §4: the confirmation link lives 24 hours; an unconfirmed sign-up then holds nothing. */
describe.each(testDialects())('the confirmation link on %s (without HTTP)', (dialect) => {
  let ctx: TestContext & AccountsContext;
  beforeEach(async () => {
    ctx = await createAccountsTestContext(dialect);
  });
  afterEach(() => ctx.close());

  async function pendingSignup() {
    const id = await insertMember(ctx, { email: 'waiting@example.com', nickName: 'Waiting', status: 'pending' });
    const token = await ctx.transaction((trx) => issueEmailLink(ctx, trx, id, 'confirm'));
    return { id, token };
  }

  it('activates the account just before the 24 hours run out', async () => {
    const { id, token } = await pendingSignup();
    ctx.clock.advance(24 * HOUR_MS - 1000);
    const user = await confirmSignup(ctx, token);
    expect(user.id).toBe(id);
    expect((await findUserById(ctx.db, id))?.status).toBe('active');
    await expect(confirmSignup(ctx, token)).rejects.toMatchObject({ code: 'LINK_INVALID' });
  });

  it('refuses the link at 24 hours and deletes the waiting sign-up so it can be redone', async () => {
    const { id, token } = await pendingSignup();
    ctx.clock.advance(24 * HOUR_MS);
    await expect(confirmSignup(ctx, token)).rejects.toMatchObject({ code: 'LINK_EXPIRED' });
    expect(await findUserById(ctx.db, id)).toBeUndefined();
  });

  it('lets only the newest link work', async () => {
    const { id, token: first } = await pendingSignup();
    const second = await ctx.transaction((trx) => issueEmailLink(ctx, trx, id, 'confirm'));
    await expect(confirmSignup(ctx, first)).rejects.toMatchObject({ code: 'LINK_INVALID' });
    expect((await confirmSignup(ctx, second)).id).toBe(id);
  });

  it('has the expiry job keep a sign-up whose day is not over and delete one whose day is', async () => {
    const { id } = await pendingSignup();
    ctx.clock.advance(23 * HOUR_MS);
    await expirePendingSignup(ctx, id);
    expect((await findUserById(ctx.db, id))?.status).toBe('pending');
    ctx.clock.advance(HOUR_MS);
    await expirePendingSignup(ctx, id);
    expect(await findUserById(ctx.db, id)).toBeUndefined();
  });
});
