import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/password.ts';
import { type TestApp, testDialects } from '../../test/harness.ts';
import { body, call, createSignedInMember, findCategory, type Member, signInAgain } from '../posts/test-support.ts';
import { rebuildStandings } from './rebuild.ts';
import { createScoreApp, DAY, grant, ledger, type LedgerRow, MINUTE, PASSWORD, today } from './test-support.ts';

/**
 * Issue 28: "nothing can be farmed, and the temperature is repairable". Random sequences of
 * actions and take-backs among four members, with the clock moved minutes to days between
 * them; after each run the ledger must obey P20–P21 as ADR 0027 reads them:
 * - every total is the ledger's sum (users.temperature_tenths) and never below 0;
 * - every gain pays between 0 and its rule's value; every take-back takes back exactly what
 *   its gain paid, once, and from the same member;
 * - the gains outside milestones paid on one site day, less what was taken back of them, never
 *   pass 30 °C;
 * - rebuildStandings finds nothing to fix.
 */

/** P20's values in tenths. */
const RULES: Record<string, number> = {
  LOGIN: 10,
  LOGIN_DAILY_5: 500,
  POST_READ: 1,
  MBTI_FIRST_SETTING: 50,
  PROFILE_FIRST_INTRO: 50,
  POST_WRITE: 30,
  REPLY_WRITE: 10,
  LIKE: 5,
  POST_BOOKMARK: 5,
  USER_FOLLOW: 5,
  LIKE_POST_REPLY_5: 100,
  POST_REPLY_4: 100,
  POST_BOOKMARK_5: 100,
  USER_FOLLOW_10: 500,
  USER_FOLLOW_50: 750,
  USER_FOLLOW_100: 2000,
};
const MILESTONES = new Set([
  'LOGIN_DAILY_5',
  'LIKE_POST_REPLY_5',
  'POST_REPLY_4',
  'POST_BOOKMARK_5',
  'USER_FOLLOW_10',
  'USER_FOLLOW_50',
  'USER_FOLLOW_100',
]);
const TAKE_BACKS = new Set([
  'POST_DELETE',
  'REPLY_DELETE',
  'LIKE_CANCEL',
  'USER_FOLLOW_CANCEL',
  'POST_BOOKMARK_CANCEL',
  'CONTENT_HIDDEN',
]);
const MEMBERS = 4;

type Step =
  | { kind: 'post'; who: number }
  | { kind: 'reply'; who: number; post: number }
  | { kind: 'like' | 'unlike' | 'bookmark' | 'unbookmark' | 'read' | 'delete' | 'report'; who: number; post: number }
  | { kind: 'likeReply' | 'unlikeReply' | 'deleteReply'; who: number; reply: number }
  | { kind: 'follow' | 'unfollow'; who: number; whom: number }
  | { kind: 'signIn'; who: number }
  | { kind: 'wait'; ms: number };

const who = fc.nat({ max: MEMBERS - 1 });
// Few targets, so that the same post is liked and unliked, bookmarked and deleted within a run.
const pick = fc.nat({ max: 3 });
const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('post' as const), who }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('reply' as const), who, post: pick }), weight: 3 },
  {
    arbitrary: fc.record({
      kind: fc.constantFrom('like', 'unlike', 'bookmark', 'unbookmark', 'read', 'delete', 'report'),
      who,
      post: pick,
    }),
    weight: 7,
  },
  {
    arbitrary: fc.record({ kind: fc.constantFrom('likeReply', 'unlikeReply', 'deleteReply'), who, reply: pick }),
    weight: 3,
  },
  { arbitrary: fc.record({ kind: fc.constantFrom('follow', 'unfollow'), who, whom: who }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('signIn' as const), who }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('wait' as const),
      ms: fc.oneof(
        fc.integer({ min: 1, max: 180 }).map((minutes) => minutes * MINUTE),
        fc.integer({ min: 1, max: 4 }).map((days) => days * DAY),
      ),
    }),
    weight: 2,
  },
);

describe.each(testDialects())('the ledger under random actions on %s', (dialect) => {
  let t: TestApp;
  let passwordHash: string;
  let run = 0;

  beforeAll(async () => {
    t = await createScoreApp(dialect);
    passwordHash = await hashPassword(PASSWORD);
  });
  afterAll(async () => {
    await t.close();
  });

  /** Plays the steps among fresh members; refusals (a deleted post, one's own like) are part of the game. */
  async function play(steps: Step[], gainedToday: number[]): Promise<number[]> {
    run += 1;
    const members: (Member & { email: string })[] = [];
    for (let n = 0; n < MEMBERS; n += 1) {
      const nickName = `r${run}m${n}`;
      const created = await createSignedInMember(t.app, nickName);
      await t.app.db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', created.id).execute();
      members.push({ ...created, email: `${nickName}@posts.example.com` });
      // Up to the whole cap already gained today, so that runs meet the cap's edge.
      if (gainedToday[n]! > 0) await grant(t.app, created.id, gainedToday[n]!, { day: today(t.app) });
    }
    const posts: number[] = [];
    const replies: number[] = [];
    const at = <T>(list: T[], index: number) => (list.length === 0 ? undefined : list[index % list.length]);
    const send = (n: number, url: string, payload: object) => call(t.app, url, payload, members[n]!);

    for (const s of steps) {
      switch (s.kind) {
        case 'post': {
          const answer = await send(s.who, '/api/post/add', {
            type: 'forum',
            postLang: 'ko',
            categoryId: await forumCategory(),
            title: 'Random',
            content: '<p>Random</p>',
            tags: [],
            visibility: 'public',
          });
          if (answer.statusCode === 200) posts.push(body(answer).data.id);
          break;
        }
        case 'reply': {
          const postId = at(posts, s.post);
          if (postId === undefined) break;
          const answer = await send(s.who, '/api/post/reply/add', { postId, content: '<p>Random</p>' });
          if (answer.statusCode === 200) replies.push(body(answer).data.id);
          break;
        }
        case 'like':
        case 'unlike':
        case 'bookmark':
        case 'unbookmark': {
          const postId = at(posts, s.post);
          if (postId === undefined) break;
          const url = s.kind.endsWith('like') ? '/api/post/like' : '/api/post/bookmark';
          await send(s.who, url, { postId, value: !s.kind.startsWith('un') });
          break;
        }
        case 'read': {
          const postId = at(posts, s.post);
          if (postId !== undefined) await send(s.who, '/api/post/get_one', { id: postId });
          break;
        }
        case 'delete': {
          const postId = at(posts, s.post);
          if (postId !== undefined) await send(s.who, '/api/post/delete', { id: postId });
          break;
        }
        case 'report': {
          const postId = at(posts, s.post);
          if (postId !== undefined)
            await send(s.who, '/api/report/add', { targetType: 'post', targetId: postId, reasonKey: 'spam' });
          break;
        }
        case 'likeReply':
        case 'unlikeReply': {
          const replyId = at(replies, s.reply);
          if (replyId !== undefined)
            await send(s.who, '/api/post/reply/like', { replyId, value: s.kind === 'likeReply' });
          break;
        }
        case 'deleteReply': {
          const replyId = at(replies, s.reply);
          if (replyId !== undefined) await send(s.who, '/api/post/reply/delete', { id: replyId });
          break;
        }
        case 'follow':
        case 'unfollow':
          if (s.who !== s.whom) {
            await send(s.who, '/api/user/follow', {
              followingUserInfoId: members[s.whom]!.id,
              key: s.kind === 'follow' ? 'USER_FOLLOW' : 'USER_FOLLOW_CANCEL',
            });
          }
          break;
        case 'signIn': {
          const answer = await t.app.inject({
            method: 'POST',
            url: '/api/user/signin',
            payload: { userId: members[s.who]!.email, password: PASSWORD },
          });
          if (answer.statusCode !== 200) throw new Error(`sign-in failed: ${answer.body}`);
          break;
        }
        case 'wait':
          t.clock.advance(s.ms);
          // Access tokens last a day: the members keep sessions as their browsers would.
          for (let n = 0; n < MEMBERS; n += 1)
            members[n] = { ...members[n]!, ...(await signInAgain(t.app, members[n]!)) };
          break;
      }
    }
    return members.map((m) => m.id);
  }

  let categoryId: number | undefined;
  async function forumCategory(): Promise<number> {
    categoryId ??= (await findCategory(t.app, 'forum')).id;
    return categoryId;
  }

  /** The invariants of one member's ledger (see the file's comment). */
  function checkLedger(userId: number, rows: LedgerRow[], stored: number) {
    const label = `member ${userId}: ${JSON.stringify(rows.map((r) => [r.id, r.key, r.points, r.reverses_id, r.site_day]))}`;
    const byId = new Map(rows.map((row) => [row.id, row]));
    const sum = rows.reduce((total, row) => total + row.points, 0);
    expect(stored, label).toBe(sum);
    expect(sum, label).toBeGreaterThanOrEqual(0);
    const perDay = new Map<string, number>();
    const standingGain = (gain: LedgerRow) =>
      gain.points + rows.filter((row) => row.reverses_id === gain.id).reduce((total, row) => total + row.points, 0);
    for (const row of rows) {
      if (row.reverses_id === null) {
        expect(TAKE_BACKS.has(row.key), `${label}: a take-back key without the gain it takes back`).toBe(false);
        expect(RULES[row.key], `${label}: unknown gain key ${row.key}`).toBeDefined();
        // The fixture's earlier gains (grant) carry the amount granted as their value.
        if (!row.item?.startsWith('fixture:')) expect(row.base_points, label).toBe(RULES[row.key]);
        expect(row.points, label).toBeGreaterThanOrEqual(0);
        expect(row.points, label).toBeLessThanOrEqual(row.base_points);
        if (!MILESTONES.has(row.key)) perDay.set(row.site_day, (perDay.get(row.site_day) ?? 0) + standingGain(row));
      } else {
        const gain = byId.get(row.reverses_id);
        expect(gain, `${label}: row ${row.id} takes back a row of another member`).toBeDefined();
        expect(row.points + gain!.points, label).toBe(0);
      }
    }
    for (const [day, gained] of perDay) expect(gained, `${label}: ${day}`).toBeLessThanOrEqual(300);
  }

  it('keeps every total equal to its ledger, within the rules, and needs no rebuild', async () => {
    const numRuns = dialect === 'sqlite' ? 25 : 10;
    let rowsSeen = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 10, maxLength: 30, size: 'max' }),
        fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 270, max: 300 })), {
          minLength: MEMBERS,
          maxLength: MEMBERS,
        }),
        async (steps, gainedToday) => {
          const ids = await play(steps, gainedToday);
          for (const id of ids) {
            const user = await t.app.db
              .selectFrom('users')
              .select('temperature_tenths')
              .where('id', '=', id)
              .executeTakeFirstOrThrow();
            const rows = await ledger(t.app, id);
            rowsSeen += rows.filter((row) => !row.item?.startsWith('fixture:')).length;
            checkLedger(id, rows, Number(user.temperature_tenths));
          }
          const check = await rebuildStandings(t.app.db, { fix: false });
          expect(check.differences).toEqual([]);
          expect(check.members).toBeGreaterThanOrEqual(ids.length);
        },
      ),
      { numRuns, endOnFailure: true },
    );
    // The runs did pay and take back (some 6 to 8 rows a run): a property over empty ledgers would prove nothing.
    expect(rowsSeen).toBeGreaterThan(2 * numRuns);
  }, 120_000);
});
