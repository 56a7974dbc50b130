import { afterEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/password.ts';
import type { TestContext } from '../../test/context.ts';
import { testDialects } from '../../test/harness.ts';
import type { AccountsContext } from './context.ts';
import { verifyCredentials } from './signin.ts';
import { createAccountsTestContext, insertMember } from './test-support.ts';

const MEMBER = 'member@example.com';
const HOME = '198.51.100.7';

/**
 * Issue 13 finding 6: failed sign-ins are counted per account and address, so someone who knows
 * a member's e-mail cannot keep them out from elsewhere; a slower brake counts all addresses.
 */
describe.each(testDialects())('sign-in throttles on %s (without HTTP)', (dialect) => {
  let ctx: TestContext & AccountsContext;
  const start = async (env: Record<string, string>) => {
    ctx = await createAccountsTestContext(dialect, {
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
      LOGIN_ACCOUNT_BRAKE_FAILURES: '8',
      LOGIN_ACCOUNT_BRAKE_WINDOW_SECONDS: '3600',
      LOGIN_WINDOW_SECONDS: '900',
      ...env,
    });
    const id = await insertMember(ctx, { email: MEMBER, nickName: 'member' });
    await ctx.db
      .updateTable('users')
      .set({ password_hash: await hashPassword('secret-pass') })
      .where('id', '=', id)
      .execute();
  };
  afterEach(() => ctx.close());

  const attempt = (password: string, ip: string, email = MEMBER) =>
    verifyCredentials(ctx, { email, password, ip }).then(
      () => 'ok',
      (error: { code: string }) => error.code,
    );

  it('throttles the attacker’s address while the member signs in from their own', async () => {
    await start({});
    for (let i = 0; i < 3; i += 1) expect(await attempt('wrong-pass', '203.0.113.9')).toBe('passwordCheck');
    expect(await attempt('secret-pass', '203.0.113.9')).toBe('LOGIN_THROTTLED');
    expect(await attempt('secret-pass', HOME)).toBe('ok');
    // The pair's window ends: the attacker's address may try again.
    ctx.clock.advance(900_000);
    expect(await attempt('wrong-pass', '203.0.113.9')).toBe('passwordCheck');
  });

  it('still throttles the member’s own address after its own failures, until a success resets it', async () => {
    await start({});
    for (let i = 0; i < 2; i += 1) expect(await attempt('wrong-pass', HOME)).toBe('passwordCheck');
    expect(await attempt('secret-pass', HOME)).toBe('ok');
    for (let i = 0; i < 3; i += 1) expect(await attempt('wrong-pass', HOME)).toBe('passwordCheck');
    expect(await attempt('secret-pass', HOME)).toBe('LOGIN_THROTTLED');
  });

  it('brakes the account for everyone once all addresses together reach the slower limit', async () => {
    await start({});
    // Eight failures from four addresses, two each: no pair reaches three.
    for (let n = 0; n < 8; n += 1) expect(await attempt('wrong-pass', `203.0.113.${n % 4}`)).toBe('passwordCheck');
    expect(await attempt('secret-pass', HOME)).toBe('LOGIN_THROTTLED');
    // A member's success does not wipe the brake; its own window ends it.
    ctx.clock.advance(3_600_000);
    expect(await attempt('secret-pass', HOME)).toBe('ok');
  });

  it('counts unknown IDs the same way, so a throttle tells nothing about who exists', async () => {
    await start({});
    for (let i = 0; i < 3; i += 1)
      expect(await attempt('x-pass-1', '203.0.113.9', 'ghost@example.com')).toBe('userNotfound');
    expect(await attempt('x-pass-1', '203.0.113.9', 'ghost@example.com')).toBe('LOGIN_THROTTLED');
    expect(await attempt('x-pass-1', HOME, 'ghost@example.com')).toBe('userNotfound');
  });
});
