import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/harness.ts';
import type { TestContext } from '../../test/context.ts';
import { assertEmailAvailable, assertNicknameAvailable, isWithinRejoinWait } from './availability.ts';
import type { AccountsContext } from './context.ts';
import { createAccountsTestContext, insertMember } from './test-support.ts';
import { findUserById } from './user-repository.ts';
import { eraseWhenDue, withdraw } from './withdrawal.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** DECISIONS P11: a withdrawn member's e-mail and nickname stay blocked 30 days, then the data goes. */
describe.each(testDialects())('the re-join window on %s (without HTTP)', (dialect) => {
  let ctx: TestContext & AccountsContext;
  let memberId: number;
  beforeEach(async () => {
    ctx = await createAccountsTestContext(dialect);
    memberId = await insertMember(ctx, { email: 'leaving@example.com', nickName: 'Leaving' });
    await withdraw(ctx, { id: memberId, admin: false, sessionId: 'unused' }, { reasons: ['other'] });
  });
  afterEach(() => ctx.close());

  it('blocks the e-mail and nickname until the 30 days are over', async () => {
    ctx.clock.advance(30 * DAY_MS - 1000);
    const user = await findUserById(ctx.db, memberId);
    expect(user && isWithinRejoinWait(user, ctx.clock.now())).toBe(true);
    await expect(ctx.transaction((trx) => assertEmailAvailable(ctx, trx, 'leaving@example.com'))).rejects.toMatchObject(
      { code: 'USER_FOUND' },
    );
    await expect(ctx.transaction((trx) => assertNicknameAvailable(ctx, trx, 'leaving'))).rejects.toMatchObject({
      code: 'nicknameExist',
    });
  });

  it('frees both after 30 days, erasing the personal data at the check', async () => {
    ctx.clock.advance(30 * DAY_MS);
    await ctx.transaction((trx) => assertEmailAvailable(ctx, trx, 'leaving@example.com'));
    await ctx.transaction((trx) => assertNicknameAvailable(ctx, trx, 'Leaving'));
    const erased = await findUserById(ctx.db, memberId);
    expect(erased).toMatchObject({ status: 'deprecated', userId: `erased-${memberId}@erased.invalid` });
    expect(erased?.erasedAt).toBe(ctx.clock.now().toISOString());
  });

  it('has the erase job wait for its time and then erase once', async () => {
    ctx.clock.advance(29 * DAY_MS);
    await expect(eraseWhenDue(ctx, memberId)).rejects.toThrow('account.erase ran before its time');
    expect((await findUserById(ctx.db, memberId))?.erasedAt).toBeNull();
    ctx.clock.advance(DAY_MS);
    await eraseWhenDue(ctx, memberId);
    expect((await findUserById(ctx.db, memberId))?.erasedAt).toBe(ctx.clock.now().toISOString());
    await eraseWhenDue(ctx, memberId);
  });
});
