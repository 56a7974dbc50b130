import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import type { Dialect } from './db/connection.ts';
import { hashPassword } from './lib/password.ts';
import { signupPayload } from './modules/accounts/test-support.ts';
import { addPost, createSignedInMember, type Member } from './modules/posts/test-support.ts';
import { createTestApp, type TestApp, testDialects } from './test/harness.ts';
import { solidImage } from './test/fixtures/images.ts';
import { type PrivateRedis, privateRedisAvailable, startPrivateRedis } from './test/private-redis.ts';

/**
 * Issue 23 item 4: every limit is reserved atomically before the work it guards. Each test fires
 * more requests than the limit at once, alternating between two app instances on one database
 * (and one Redis): two processes as far as limits go. Exactly the limit is accepted, and for
 * sign-in exactly the limit of passwords is checked (each check answers passwordCheck or
 * userNotfound; a refusal answers LOGIN_THROTTLED before any hash).
 */
const LIMITS = {
  LOGIN_MAX_FAILURES_PER_ACCOUNT: 3,
  LOGIN_ACCOUNT_BRAKE_FAILURES: 6,
  LOGIN_MAX_ATTEMPTS_PER_IP: 12,
  SIGNUP_MAX_PER_IP: 3,
  SIGNUP_CONFIRM_MAILS_PER_ADDRESS_PER_DAY: 3,
  UPLOADS_MAX_PER_WINDOW: 4,
  ABUSE_MAX_POSTS_AND_REPLIES: 4,
  ABUSE_MAX_LIKES: 5,
  ABUSE_MAX_BOOKMARKS: 5,
  ABUSE_MAX_FOLLOWS: 5,
};
/** Per address per hour, fixed in server/modules/accounts/mail-limit.ts. */
const MAILS_PER_ADDRESS_PER_HOUR = 5;
const PASSWORD = 'secret-pass';
const hasRedisServer = privateRedisAvailable();

const codesOf = (responses: LightMyRequestResponse[]) => {
  const tally: Record<string, number> = {};
  for (const response of responses) {
    const code = response.statusCode === 200 ? 'ok' : (response.json() as { code: string }).code;
    tally[code] = (tally[code] ?? 0) + 1;
  }
  return tally;
};

/** Two instances on one database, one clock and (when given) one Redis. */
async function twoInstances(dialect: Dialect, redisUrl?: string) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hearth-bursts-'));
  const env = {
    ...Object.fromEntries(Object.entries(LIMITS).map(([name, value]) => [name, String(value)])),
    DATA_DIR: dataDir,
    // One session secret, so that a token of one instance is valid on the other.
    SESSION_SECRET: 'shared-test-secret-of-two-instances-000',
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
  };
  const t = await createTestApp(dialect, { env });
  const second = await buildApp({
    config: t.config,
    database: t.database,
    clock: t.clock,
    logger: { level: 'silent' },
  });
  await second.ready();
  const apps: FastifyInstance[] = [t.app, second];
  return {
    t,
    apps,
    /** `count` requests at once, the n-th on instance n mod 2. */
    burst: (count: number, request: (app: FastifyInstance, n: number) => Promise<LightMyRequestResponse>) =>
      Promise.all(Array.from({ length: count }, (_, n) => request(apps[n % 2]!, n))),
    async close() {
      await second.close();
      await t.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

type Instances = Awaited<ReturnType<typeof twoInstances>>;

const signIn = (app: FastifyInstance, userId: string, password: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/user/signin', payload: { userId, password }, remoteAddress });

async function memberWithPassword(t: TestApp, nickName: string): Promise<Member & { email: string }> {
  const member = await createSignedInMember(t.app, nickName);
  await t.app.db
    .updateTable('users')
    .set({ password_hash: await hashPassword(PASSWORD) })
    .where('id', '=', member.id)
    .execute();
  return { ...member, email: `${nickName.toLowerCase()}@posts.example.com` };
}

const setups: { name: string; dialect: Dialect; redis: boolean }[] = testDialects().flatMap((dialect) => [
  { name: `${dialect}, no Redis`, dialect, redis: false },
  ...(hasRedisServer ? [{ name: `${dialect} and Redis`, dialect, redis: true }] : []),
]);

for (const setup of setups) {
  describe(`parallel bursts against each limit check exactly the limit (${setup.name}, two instances)`, () => {
    let redis: PrivateRedis | undefined;
    let x: Instances;
    let author: Member;

    beforeAll(async () => {
      if (setup.redis) redis = await startPrivateRedis();
      x = await twoInstances(setup.dialect, redis?.url);
      author = await createSignedInMember(x.t.app, 'Author');
    });
    afterAll(async () => {
      await x.close();
      await redis?.close();
    });

    it('sign-in per account and address: exactly the limit of passwords checked', async () => {
      const member = await memberWithPassword(x.t, 'Pair');
      const answers = await x.burst(6, (app) => signIn(app, member.email, 'wrong-pass', '203.0.113.1'));
      expect(codesOf(answers)).toEqual({ passwordCheck: 3, LOGIN_THROTTLED: 3 });
      // Even the right password waits for the window now, from that address.
      expect(codesOf([await signIn(x.t.app, member.email, PASSWORD, '203.0.113.1')])).toEqual({ LOGIN_THROTTLED: 1 });
    });

    it('the account brake, from every address together: exactly the limit checked', async () => {
      const member = await memberWithPassword(x.t, 'Braked');
      const answers = await x.burst(10, (app, n) => signIn(app, member.email, 'wrong-pass', `198.51.100.${n + 1}`));
      expect(codesOf(answers)).toEqual({ passwordCheck: 6, LOGIN_THROTTLED: 4 });
    });

    it('attempts per client address: exactly the limit checked', async () => {
      const answers = await x.burst(20, (app, n) => signIn(app, `ghost${n}@example.com`, 'wrong-pass', '192.0.2.1'));
      expect(codesOf(answers)).toEqual({ userNotfound: 12, LOGIN_THROTTLED: 8 });
    });

    it('sign-ups per client address: exactly the limit of accounts created', async () => {
      const answers = await x.burst(8, async (app, n) =>
        app.inject({
          method: 'POST',
          url: '/api/user/signup',
          payload: await signupPayload(app, { email: `burst${n}@example.com`, nickName: `burst${n}` }),
          remoteAddress: '203.0.113.50',
        }),
      );
      expect(codesOf(answers)).toEqual({ ok: 3, SIGNUP_ABUSING: 5 });
      const created = await x.t.app.db.selectFrom('users').select('id').where('user_id', 'like', 'burst%').execute();
      expect(created).toHaveLength(3);
    });

    it('mails per address: exactly the limit of reset links', async () => {
      const member = await memberWithPassword(x.t, 'Forgetful');
      const answers = await x.burst(12, (app) =>
        app.inject({ method: 'POST', url: '/api/user/passwordFind', payload: { userId: member.email } }),
      );
      expect(codesOf(answers)).toEqual({
        ok: MAILS_PER_ADDRESS_PER_HOUR,
        RATE_LIMITED: 12 - MAILS_PER_ADDRESS_PER_HOUR,
      });
      const mails = await x.t.app.db.selectFrom('mails').select('id').where('to_address', '=', member.email).execute();
      expect(mails).toHaveLength(MAILS_PER_ADDRESS_PER_HOUR);
    });

    it('confirmation mails per address a day: exactly the limit, sign-up included', async () => {
      const email = 'waiting@example.com';
      const joined = await x.t.app.inject({
        method: 'POST',
        url: '/api/user/signup',
        payload: await signupPayload(x.t.app, { email, nickName: 'waiting' }),
        remoteAddress: '203.0.113.60',
      });
      expect(joined.statusCode, joined.body).toBe(200);
      const answers = await x.burst(10, (app) =>
        app.inject({ method: 'POST', url: '/api/user/signupConfirmResend', payload: { userId: email } }),
      );
      // Five pass the hourly mail limit; two of them find a confirmation slot left of the three.
      expect(codesOf(answers)).toEqual({ ok: 2, RATE_LIMITED: 8 });
      const mails = await x.t.app.db.selectFrom('mails').select('id').where('to_address', '=', email).execute();
      expect(mails).toHaveLength(LIMITS.SIGNUP_CONFIRM_MAILS_PER_ADDRESS_PER_DAY);
    });

    it('uploads: exactly the limit stored', async () => {
      const member = await createSignedInMember(x.t.app, 'Uploader');
      const data = `data:image/png;base64,${(await solidImage('png')).toString('base64')}`;
      const answers = await x.burst(10, (app, n) =>
        app.inject({
          method: 'POST',
          url: '/api/post/file/uploadBase64',
          payload: { data, draftKey: `draft_key-${String(n).padStart(4, '0')}` },
          headers: member.headers,
        }),
      );
      expect(codesOf(answers)).toEqual({ ok: 4, RATE_LIMITED: 6 });
      const stored = await x.t.app.db.selectFrom('uploads').select('id').where('user_id', '=', member.id).execute();
      expect(stored).toHaveLength(4);
    });

    it('posts and replies: exactly the limit written', async () => {
      const writer = await createSignedInMember(x.t.app, 'Writer');
      const postId = await addPost(x.t.app, author.id);
      const answers = await x.burst(10, (app) =>
        app.inject({
          method: 'POST',
          url: '/api/post/reply/add',
          payload: { postId, content: '<p>answer</p>' },
          headers: writer.headers,
        }),
      );
      expect(codesOf(answers)).toEqual({ ok: 4, POST_REPLY_ABUSING: 6 });
      const replies = await x.t.app.db.selectFrom('replies').select('id').where('user_id', '=', writer.id).execute();
      expect(replies).toHaveLength(4);
    });

    const presses = [
      { url: '/api/post/like', table: 'post_likes', code: 'LIKE_ABUSING' },
      { url: '/api/post/bookmark', table: 'post_bookmarks', code: 'POST_BOOKMARK_ABUSING' },
      { url: '/api/post/follow', table: 'post_follows', code: 'USER_FOLLOW_ABUSING' },
    ] as const;
    for (const { url, table, code } of presses) {
      it(`${url}: exactly the limit of presses taken`, async () => {
        const presser = await createSignedInMember(x.t.app, `P${table.slice(5, 10)}`);
        const targets = await Promise.all(Array.from({ length: 12 }, () => addPost(x.t.app, author.id)));
        const answers = await x.burst(12, (app, n) =>
          app.inject({ method: 'POST', url, payload: { postId: targets[n] }, headers: presser.headers }),
        );
        expect(codesOf(answers)).toEqual({ ok: 5, [code]: 7 });
        const rows = await x.t.app.db.selectFrom(table).select('post_id').where('user_id', '=', presser.id).execute();
        expect(rows).toHaveLength(5);
      });
    }
  });
}

describe.runIf(hasRedisServer).each(testDialects())('limits while Redis is stopped (%s, two instances)', (dialect) => {
  let redis: PrivateRedis;
  let x: Instances;

  beforeAll(async () => {
    redis = await startPrivateRedis();
    x = await twoInstances(dialect, redis.url);
  });
  afterAll(async () => {
    await x.close();
    await redis.close();
  });

  it('sign-in keeps answering within 1 s, counted in the database, and the limits hold across instances', async () => {
    const member = await memberWithPassword(x.t, 'Outage');
    expect(codesOf([await signIn(x.t.app, member.email, PASSWORD, '203.0.113.7')])).toEqual({ ok: 1 });
    await redis.kill();

    // One at a time, so that each answer's time is the request's own, not a queue of hashes.
    const times: number[] = [];
    const answers: LightMyRequestResponse[] = [];
    for (let n = 0; n < 4; n += 1) {
      const started = performance.now();
      answers.push(await signIn(x.apps[n % 2]!, member.email, 'wrong-pass', '203.0.113.7'));
      times.push(performance.now() - started);
    }
    expect(answers.map((answer) => answer.json().code)).toEqual([
      'passwordCheck',
      'passwordCheck',
      'passwordCheck',
      'LOGIN_THROTTLED',
    ]);
    // Stated bound (issue 23: no answer slower than 1 s during an outage), the hash included.
    console.log(`sign-in answers while Redis is stopped (${dialect}): slowest ${Math.round(Math.max(...times))} ms`);
    expect(Math.max(...times)).toBeLessThan(1000);
    const row = await x.t.app.db
      .selectFrom('rate_limit_counters')
      .select('count')
      .where('key', '=', `login:account-address:${member.email} 203.0.113.7`)
      .executeTakeFirstOrThrow();
    expect(row.count).toBe(3);

    // A burst from one address across both instances: exactly the per-address limit checked.
    const burst = await x.burst(16, (app, n) => signIn(app, `ghost${n}@example.com`, 'wrong-pass', '203.0.113.8'));
    expect(codesOf(burst)).toEqual({ userNotfound: 12, LOGIN_THROTTLED: 4 });
  });
});
