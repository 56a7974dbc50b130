import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type TestApp, testDialects } from '../../test/harness.ts';
import { addFollowers } from '../members/test-support.ts';
import { call, createSignedInMember, type Member } from '../posts/test-support.ts';
import { actions, createScoreApp, layers, ledger, paidLines, temperatureTenths } from './test-support.ts';

/**
 * ADR 0027 point 2: milestones and once-a-day gains are one row per member whoever races to pay
 * them. Each burst goes at once to two app instances on one database (on PostgreSQL, two
 * connection pools: a real race); the second instance shares the first's clock and secret.
 */
describe.each(testDialects())('races for the same points on %s', (dialect) => {
  let t: TestApp;
  let second: FastifyInstance;
  let act: ReturnType<typeof actions>;
  let seq = 0;
  const member = (name: string) => createSignedInMember(t.app, `${name}${(seq += 1)}`);
  const members = async (name: string, count: number) => {
    const list: Member[] = [];
    for (let i = 0; i < count; i += 1) list.push(await member(name));
    return list;
  };
  /** The n-th request of a burst goes to instance n mod 2. */
  const appOf = (n: number) => (n % 2 === 0 ? t.app : second);

  beforeAll(async () => {
    t = await createScoreApp(dialect, { SESSION_SECRET: 'score-races-shared-secret-000000000000' });
    second = await buildApp({ config: t.config, database: t.database, clock: t.clock, logger: { level: 'silent' } });
    await second.ready();
    act = actions(t.app);
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('50 likes of one post at once pay LIKE_POST_REPLY_5 once, and each like once', async () => {
    const author = await member('author');
    const postId = await act.writePost(author);
    const likers = await members('liker', 50);
    const answers = await Promise.all(
      likers.map((liker, n) => call(appOf(n), '/api/post/like', { postId, value: true }, liker)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(likers.map(() => 200));
    expect(await paidLines(t.app, author.id)).toEqual(['POST_WRITE 30', 'LIKE_POST_REPLY_5 100']);
    expect(await temperatureTenths(t.app, author.id)).toBe(130);
    for (const liker of likers) expect(await paidLines(t.app, liker.id)).toEqual(['LIKE 5']);
  });

  it('one member’s like sent twice at once pays once', async () => {
    const author = await member('author');
    const fan = await member('fan');
    const postId = await act.writePost(author);
    await Promise.all([0, 1, 2, 3].map((n) => call(appOf(n), '/api/post/like', { postId, value: true }, fan)));
    expect(await paidLines(t.app, fan.id)).toEqual(['LIKE 5']);
  });

  it('followers arriving at once pay USER_FOLLOW_10 once, with one celebration', async () => {
    const star = await member('star');
    await addFollowers(t.app, star.id, 5);
    const fans = await members('fan', 10);
    await Promise.all(
      fans.map((fan, n) =>
        call(appOf(n), '/api/user/follow', { followingUserInfoId: star.id, key: 'USER_FOLLOW' }, fan),
      ),
    );
    expect(await paidLines(t.app, star.id)).toEqual(['USER_FOLLOW_10 500']);
    expect((await layers(t.app, star)).filter((layer) => layer.type === 'USER_FOLLOW_10')).toHaveLength(1);
  });

  it('replies arriving at once pay POST_REPLY_4 once', async () => {
    const author = await member('author');
    const postId = await act.writePost(author);
    const helpers = await members('helper', 8);
    await Promise.all(
      helpers.map((helper, n) => call(appOf(n), '/api/post/reply/add', { postId, content: '<p>Me too</p>' }, helper)),
    );
    expect(await paidLines(t.app, author.id)).toEqual(['POST_WRITE 30', 'POST_REPLY_4 100']);
  });

  it('the day’s LOGIN asked for five times at once is paid once', async () => {
    const visitor = await member('visitor');
    await Promise.all([0, 1, 2, 3, 4].map((n) => call(appOf(n), '/api/score/add', { key: 'LOGIN' }, visitor)));
    expect((await ledger(t.app, visitor.id)).map((row) => `${row.key} ${row.points}`)).toEqual(['LOGIN 10']);
  });
});
