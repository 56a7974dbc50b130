import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialects } from '../test/harness.ts';
import { inTransaction } from './transaction.ts';

declare module './events.ts' {
  interface DomainEvents {
    'test.member.created': { userId: string };
  }
}

describe.each(testDialects())('inTransaction on %s', (dialect) => {
  let t: TestApp;
  const unsubscribe: (() => void)[] = [];

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterEach(async () => {
    unsubscribe.splice(0).forEach((off) => off());
    await t.app.db.deleteFrom('users').execute();
  });
  afterAll(() => t.close());

  const createMember = (userId: string, fail = false) =>
    inTransaction(t.app.db, t.app.bus, async (trx, emit) => {
      const now = t.clock.now().toISOString();
      await trx
        .insertInto('users')
        .values({
          user_id: userId,
          nick_name: userId.slice(0, 12),
          lang: 'ko',
          admin: false,
          status: 'active',
          created_at: now,
          updated_at: now,
        })
        .execute();
      emit('test.member.created', { userId });
      if (fail) throw new Error('the action failed after writing');
      return userId.toUpperCase();
    });

  it('publishes events only after the commit, when a separate query sees the row', async () => {
    const seen: { userId: string; visible: boolean }[] = [];
    let subscriberStarted = false;
    unsubscribe.push(
      t.app.bus.on('test.member.created', async ({ userId }) => {
        subscriberStarted = true;
        // t.app.db, not the transaction: on PostgreSQL this is another pooled connection.
        const row = await t.app.db.selectFrom('users').select('id').where('user_id', '=', userId).executeTakeFirst();
        seen.push({ userId, visible: row !== undefined });
      }),
    );

    const result = await inTransaction(t.app.db, t.app.bus, async (trx, emit) => {
      const now = t.clock.now().toISOString();
      await trx
        .insertInto('users')
        .values({
          user_id: 'a@example.com',
          nick_name: 'alpha',
          lang: 'ko',
          admin: false,
          status: 'active',
          created_at: now,
          updated_at: now,
        })
        .execute();
      emit('test.member.created', { userId: 'a@example.com' });
      await trx.selectFrom('users').select('id').execute();
      expect(subscriberStarted).toBe(false);
      return 'committed';
    });
    await t.app.bus.drain();

    expect(result).toBe('committed');
    expect(seen).toEqual([{ userId: 'a@example.com', visible: true }]);
  });

  it('publishes nothing and keeps nothing when the transaction rolls back', async () => {
    const seen: string[] = [];
    unsubscribe.push(t.app.bus.on('test.member.created', ({ userId }) => void seen.push(userId)));

    await expect(createMember('b@example.com', true)).rejects.toThrow('the action failed after writing');
    await t.app.bus.drain();

    expect(seen).toEqual([]);
    expect(await t.app.db.selectFrom('users').select('id').execute()).toEqual([]);
  });

  it('returns the result of the work and publishes each recorded event', async () => {
    const seen: string[] = [];
    unsubscribe.push(t.app.bus.on('test.member.created', ({ userId }) => void seen.push(userId)));

    expect(await createMember('c@example.com')).toBe('C@EXAMPLE.COM');
    expect(await createMember('d@example.com')).toBe('D@EXAMPLE.COM');
    await t.app.bus.drain();
    expect(seen).toEqual(['c@example.com', 'd@example.com']);
  });

  it('runs in-transaction subscribers before the commit: what they write commits or rolls back with the action (ADR 0027)', async () => {
    const order: string[] = [];
    unsubscribe.push(
      t.app.bus.within('test.member.created', async (trx, { userId }, record) => {
        order.push(`within ${userId}`);
        // The subscriber sees the action's uncommitted row through the same transaction, and writes beside it.
        await trx
          .updateTable('users')
          .set({ nick_name: `inside ${userId}`.slice(0, 12) })
          .where('user_id', '=', userId)
          .execute();
        if (userId === 'chain') record('test.member.created', { userId: 'chained' });
      }),
      t.app.bus.on('test.member.created', ({ userId }) => void order.push(`after ${userId}`)),
    );

    await createMember('kept');
    await t.app.bus.drain();
    const kept = await t.app.db
      .selectFrom('users')
      .select('nick_name')
      .where('user_id', '=', 'kept')
      .executeTakeFirst();
    expect(kept?.nick_name).toBe('inside kept');
    expect(order).toEqual(['within kept', 'after kept']);

    order.length = 0;
    await expect(createMember('lost', true)).rejects.toThrow('the action failed after writing');
    expect(
      await t.app.db.selectFrom('users').select('id').where('user_id', '=', 'lost').executeTakeFirst(),
    ).toBeUndefined();
    expect(order).toEqual([]);

    // What a subscriber records goes to the in-transaction subscribers too, then after the commit.
    await createMember('chain');
    await t.app.bus.drain();
    expect(order).toEqual(['within chain', 'within chained', 'after chain', 'after chained']);
  });

  it('fails the action when an in-transaction subscriber fails: the row is not kept without its consequence', async () => {
    unsubscribe.push(
      t.app.bus.within('test.member.created', async () => {
        throw new Error('the ledger could not be written');
      }),
    );
    await expect(createMember('orphan')).rejects.toThrow('the ledger could not be written');
    expect(
      await t.app.db.selectFrom('users').select('id').where('user_id', '=', 'orphan').executeTakeFirst(),
    ).toBeUndefined();
  });
});
