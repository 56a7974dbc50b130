import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../lib/context.ts';
import { testDialects, type TestApp } from '../../test/harness.ts';
import { startServerProcess, waitUntilReady } from '../../test/processes.ts';
import {
  insertMember,
  type ProcessMember,
  type SharedSite,
  startSharedSite,
  writePost,
} from '../gamification/test-support.ts';
import { createPost } from '../posts/test-support.ts';
import { runFanOut, type FanOut } from './fan-out.ts';
import { createNotificationsApp, createSignedInMember } from './test-support.ts';

/** `count` active members following `memberId`, inserted in bulk; their ids in ascending order. */
async function bulkFollowers(db: Db, memberId: number, count: number, now: string): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < count; start += 500) {
    const rows = Array.from({ length: Math.min(500, count - start) }, (_, n) => {
      const nick = `fo${start + n}`;
      return {
        user_id: `${nick}@fanout.example.com`,
        password_hash: null,
        nick_name: nick,
        status: 'active',
        agree_privacy_at: now,
        confirmed_at: now,
      };
    });
    const inserted = await db.insertInto('users').values(rows).returning('id').execute();
    ids.push(...inserted.map((row) => row.id));
    await db
      .insertInto('member_follows')
      .values(inserted.map((row) => ({ follower_id: row.id, following_id: memberId, created_at: now })))
      .execute();
  }
  return ids.sort((a, b) => a - b);
}

async function deliveredCount(db: Db, postId: number): Promise<number> {
  const row = await db
    .selectFrom('alarms')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('key', '=', 'FOLLOW_USER_NEW_POST')
    .where('post_id', '=', postId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function duplicates(db: Db, postId: number): Promise<number> {
  const rows = await db
    .selectFrom('alarms')
    .select('user_id')
    .where('post_id', '=', postId)
    .groupBy('user_id')
    .having((eb) => eb.fn.countAll(), '>', 1)
    .execute();
  return rows.length;
}

/** Polls `check` until it holds, at most `ms`. */
async function until(check: () => Promise<boolean>, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await delay(50);
  }
}

/**
 * Issue 29: the fan-out to followers is a job written with the post, walked a batch of 500 per
 * transaction, each row unique per follower and post. A run cut off mid-way and run again
 * tells each follower exactly once.
 */
describe.each(testDialects('api'))('fan-out cut off mid-way, in process (%s)', (dialect) => {
  let t: TestApp;
  afterEach(async () => t.close());

  it('a second run after a crash after 3 of 5 batches tells each of 2,500 followers once', async () => {
    t = await createNotificationsApp(dialect);
    const author = await createSignedInMember(t.app, 'author');
    const followers = await bulkFollowers(t.app.db, author.id, 2500, t.clock.now().toISOString());
    const postId = await createPost(t.app, author, 'forum');
    const job = await t.app.db
      .selectFrom('jobs')
      .select(['id', 'payload'])
      .where('type', '=', 'alarms.fanOut')
      .executeTakeFirstOrThrow();
    const payload = JSON.parse(job.payload) as FanOut;
    expect(payload).toMatchObject({ audience: 'memberFollowers', sourceId: author.id, key: 'FOLLOW_USER_NEW_POST' });

    // The process "dies" in the fourth batch's transaction: three are committed, nothing after.
    let batches = 0;
    const dying = {
      ...t.app.services,
      transaction: (async (work: Parameters<typeof t.app.services.transaction>[0]) => {
        batches += 1;
        if (batches === 4) throw new Error('killed');
        return t.app.services.transaction(work);
      }) as typeof t.app.services.transaction,
    };
    await expect(runFanOut(dying, payload)).rejects.toThrow('killed');
    expect(await deliveredCount(t.app.db, postId)).toBe(1500);

    // The job itself, run by the worker, goes through them all again.
    await t.app.jobs.runDue();
    expect(await deliveredCount(t.app.db, postId)).toBe(followers.length);
    expect(await duplicates(t.app.db, postId)).toBe(0);
    const status = await t.app.db
      .selectFrom('jobs')
      .select('status')
      .where('id', '=', job.id)
      .executeTakeFirstOrThrow();
    expect(status.status).toBe('done');
  });
});

/**
 * The same with a real process killed (SIGKILL) in the middle of the job, on PostgreSQL: the
 * test holds a lock on the 5,001st follower's row, so the fan-out stops in its 11th batch with
 * exactly 10 committed (the insert's foreign-key check waits for the lock). The process is
 * killed there; a second process takes the job over when its lease runs out (JOB_LEASE_MS).
 */
describe.each(testDialects().filter((dialect) => dialect === 'postgres'))(
  '10,000 followers, the worker killed mid-way (%s)',
  (dialect) => {
    let site: SharedSite;
    let author: ProcessMember;

    beforeAll(async () => {
      site = await startSharedSite(dialect, 1, { JOB_LEASE_MS: '2000' });
      author = await insertMember(site, 'author');
    }, 120_000);
    afterAll(async () => {
      await site?.close();
    });

    it('tells each follower exactly once', async () => {
      const followers = await bulkFollowers(site.db, author.id, 10_000, new Date().toISOString());
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => (release = resolve));
      let locked: () => void = () => undefined;
      const lockHeld = new Promise<void>((resolve) => (locked = resolve));
      const holder = site.db.transaction().execute(async (trx) => {
        await sql`select id from users where id = ${followers[5000]!} for update`.execute(trx);
        locked();
        await released;
      });
      await lockHeld;

      const postId = await writePost(site, site.origins[0]!, author);
      await until(async () => (await deliveredCount(site.db, postId)) === 5000, 60_000, '10 batches');
      const [first] = site.servers;
      first!.child.kill('SIGKILL');
      expect(await first!.exited).toEqual({ code: null, signal: 'SIGKILL' });
      release();
      await holder;
      expect(await deliveredCount(site.db, postId)).toBe(5000);

      const second = startServerProcess(site.env);
      site.servers.push(second);
      await waitUntilReady(second);
      await until(async () => (await deliveredCount(site.db, postId)) === followers.length, 60_000, 'the rest');
      expect(await duplicates(site.db, postId)).toBe(0);
      await until(
        async () =>
          (
            await site.db
              .selectFrom('jobs')
              .select('status')
              .where('type', '=', 'alarms.fanOut')
              .executeTakeFirstOrThrow()
          ).status === 'done',
        10_000,
        'the job done',
      );
      const job = await site.db
        .selectFrom('jobs')
        .select(['status', 'attempts'])
        .where('type', '=', 'alarms.fanOut')
        .executeTakeFirstOrThrow();
      expect(job).toEqual({ status: 'done', attempts: 2 });
    }, 180_000);
  },
);
