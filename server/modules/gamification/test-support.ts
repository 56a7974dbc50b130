import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type DatabaseHandle, type Dialect, openPostgres, openSqlite } from '../../db/connection.ts';
import { systemClock } from '../../lib/clock.ts';
import { hashPassword } from '../../lib/password.ts';
import { siteDay } from '../../lib/site-day.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import {
  type ServerProcess,
  startServerProcess,
  temporaryDataDir,
  temporaryPostgresDatabase,
  waitUntilReady,
} from '../../test/processes.ts';
import { startSession } from '../accounts/sessions.ts';
import {
  body,
  call,
  createPost,
  createSignedInMember,
  findCategory,
  insertMember as insertActiveMember,
  type Member,
  POSTS_TEST_ENV,
} from '../posts/test-support.ts';

/**
 * Set-ups of the score rules' tests (issue 28, DECISIONS P20–P23, ADR 0027): members take real
 * actions through the API and the tests read what the ledger paid. Points are tenths of a
 * degree everywhere here, as the ledger holds them, so that sums are exact.
 */

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
export const PASSWORD = 'secret-pass';

/** The whole API with P17's limits out of the way (the tests press many times). */
export function createScoreApp(dialect: Dialect, env: Record<string, string> = {}): Promise<TestApp> {
  return createTestApp(dialect, { env: { ...POSTS_TEST_ENV, ...env } });
}

export interface LedgerRow {
  id: number;
  key: string;
  points: number;
  base_points: number;
  item: string | null;
  post_id: number | null;
  once_key: string | null;
  reverses_id: number | null;
  site_day: string;
  created_at: string;
}

/** The member's ledger rows, oldest first. */
export async function ledger(app: FastifyInstance, userId: number): Promise<LedgerRow[]> {
  const rows = await app.db
    .selectFrom('score_events')
    .select([
      'id',
      'key',
      'points',
      'base_points',
      'item',
      'post_id',
      'once_key',
      'reverses_id',
      'site_day',
      'created_at',
    ])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, created_at: String(row.created_at) })) as LedgerRow[];
}

/** The member's rows as `KEY points` lines (points in tenths), oldest first: what a test compares. */
export async function paidLines(app: FastifyInstance, userId: number, keys?: string[]): Promise<string[]> {
  return (await ledger(app, userId))
    .filter((row) => keys === undefined || keys.includes(row.key))
    .map((row) => `${row.key} ${row.points}`);
}

/** The stored total (users.temperature_tenths) and the ledger's sum, which must agree. */
export async function totals(app: FastifyInstance, userId: number): Promise<{ stored: number; ledger: number }> {
  const user = await app.db
    .selectFrom('users')
    .select('temperature_tenths')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const rows = await ledger(app, userId);
  return { stored: Number(user.temperature_tenths), ledger: rows.reduce((sum, row) => sum + Number(row.points), 0) };
}

/** users.temperature_tenths, after checking it is the ledger's sum. */
export async function temperatureTenths(app: FastifyInstance, userId: number): Promise<number> {
  const { stored, ledger: sum } = await totals(app, userId);
  if (stored !== sum)
    throw new Error(`member ${userId}: users.temperature_tenths ${stored} but the ledger sums ${sum}`);
  return stored;
}

/** /api/user/get_score's data for the member (or of `of`, read by `member`). */
export async function standing(app: FastifyInstance, member: Member, of?: number) {
  const response = await call(app, '/api/user/get_score', of === undefined ? {} : { userInfoId: of }, member);
  if (response.statusCode !== 200) throw new Error(`get_score failed: ${response.body}`);
  return body(response).data;
}

/** The celebrations not yet shown (/api/user/get_layer_list). */
export async function layers(app: FastifyInstance, member: Member) {
  const response = await call(app, '/api/user/get_layer_list', {}, member);
  if (response.statusCode !== 200) throw new Error(`get_layer_list failed: ${response.body}`);
  return body(response).data.rows as {
    id: number;
    type: string;
    level: number | null;
    characterKey: string | null;
    points: number | null;
  }[];
}

/** The member's characters as the profile shows them (/api/user/info profile.characters). */
export async function characters(app: FastifyInstance, member: Member): Promise<string[]> {
  const response = await call(app, '/api/user/info', { id: member.id }, member);
  if (response.statusCode !== 200) throw new Error(`info failed: ${response.body}`);
  return body(response).data.profile.characters;
}

const ok = async (what: string, answer: ReturnType<typeof call>) => {
  const response = await answer;
  if (response.statusCode !== 200) throw new Error(`${what} failed (${response.statusCode}): ${response.body}`);
  return body(response).data;
};

/** The actions, each through its call as the web sends it; each throws on a refusal. */
export function actions(app: FastifyInstance) {
  return {
    writePost: (member: Member) => createPost(app, member),
    deletePost: (member: Member, id: number) => ok('post delete', call(app, '/api/post/delete', { id }, member)),
    reply: async (member: Member, postId: number, parentId?: number) =>
      (
        await ok(
          'reply',
          call(
            app,
            '/api/post/reply/add',
            { postId, content: '<p>An answer</p>', ...(parentId ? { parentId } : {}) },
            member,
          ),
        )
      ).id as number,
    deleteReply: (member: Member, id: number) =>
      ok('reply delete', call(app, '/api/post/reply/delete', { id }, member)),
    likePost: (member: Member, postId: number, value = true) =>
      ok('like', call(app, '/api/post/like', { postId, value }, member)),
    likeReply: (member: Member, replyId: number, value = true) =>
      ok('reply like', call(app, '/api/post/reply/like', { replyId, value }, member)),
    bookmark: (member: Member, postId: number, value = true) =>
      ok('bookmark', call(app, '/api/post/bookmark', { postId, value }, member)),
    follow: (member: Member, target: number, value = true) =>
      ok(
        'follow',
        call(
          app,
          '/api/user/follow',
          { followingUserInfoId: target, key: value ? 'USER_FOLLOW' : 'USER_FOLLOW_CANCEL' },
          member,
        ),
      ),
    read: (member: Member, postId: number) => ok('read', call(app, '/api/post/get_one', { id: postId }, member)),
    report: (member: Member, targetType: 'post' | 'reply', targetId: number) =>
      ok('report', call(app, '/api/report/add', { targetType, targetId, reasonKey: 'spam' }, member)),
    update: (member: Member, changes: Record<string, unknown>) =>
      ok('update', call(app, '/api/user/update', changes, member)),
  };
}

/** A member who can also sign in with a password (LOGIN is the day's first sign-in). */
export async function memberWithPassword(
  app: FastifyInstance,
  nickName: string,
  options: { admin?: boolean; lang?: 'ko' | 'en' | 'ja' } = {},
): Promise<Member & { email: string }> {
  const member = await createSignedInMember(app, nickName, options);
  await app.db
    .updateTable('users')
    .set({ password_hash: await hashPassword(PASSWORD) })
    .where('id', '=', member.id)
    .execute();
  return { ...member, email: `${nickName.toLowerCase()}@posts.example.com` };
}

/** Signs in through /api/user/signin: a new session, as a member's visit of the day starts. */
export async function signIn(
  app: FastifyInstance,
  member: Member & { email: string },
): Promise<Member & { email: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/signin',
    payload: { userId: member.email, password: PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  const token = body(response).data.token as string;
  return { ...member, token, headers: { authorization: `Bearer ${token}` } };
}

/** The site day (P30) of the app's clock. */
export function today(app: FastifyInstance): string {
  return siteDay(app.clock.now(), app.config.SITE_TIME_ZONE);
}

let grantSeq = 0;

/**
 * Points a member earned before the test, written as the rules would have left them: a ledger
 * row (a POST_WRITE of `day`, by default a day long past so that it counts against no cap) and the
 * member's total and highest level beside it, so that rebuildStandings agrees. For states
 * that real actions reach only in many steps (49.5 °C, 29.9 °C gained today).
 */
export async function grant(
  app: FastifyInstance,
  userId: number,
  tenths: number,
  options: { day?: string; key?: string; topLevel?: number } = {},
): Promise<void> {
  grantSeq += 1;
  const day = options.day ?? '2025-06-01';
  await app.db
    .insertInto('score_events')
    .values({
      user_id: userId,
      key: options.key ?? 'POST_WRITE',
      points: tenths,
      base_points: tenths,
      item: `fixture:${grantSeq}`,
      post_id: null,
      once_key: null,
      reverses_id: null,
      site_day: day,
      created_at: app.clock.now().toISOString(),
    })
    .execute();
  const user = await app.db
    .selectFrom('users')
    .select(['temperature_tenths', 'top_level'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  await app.db
    .updateTable('users')
    .set({
      temperature_tenths: Number(user.temperature_tenths) + tenths,
      ...(options.topLevel !== undefined ? { top_level: options.topLevel } : {}),
    })
    .where('id', '=', userId)
    .execute();
}

// ---------------------------------------------------------------- real server processes

/**
 * Real server processes (server/test/processes.ts) on one database for the score rules' races
 * and crashes: members and their sessions are written straight into the database the
 * processes share (one SESSION_SECRET, so a token works on every process), and the actions go
 * over HTTP to the processes.
 */

export const SHARED_SECRET = 'score-processes-shared-secret-0000000000';

export interface SharedSite {
  dialect: Dialect;
  env: Record<string, string>;
  db: DatabaseHandle['db'];
  servers: ServerProcess[];
  origins: string[];
  close(): Promise<void>;
}

/** A brand-new database of the dialect and `count` processes ready on it. */
export async function startSharedSite(
  dialect: Dialect,
  count: number,
  extraEnv: Record<string, string> = {},
): Promise<SharedSite> {
  const data = temporaryDataDir('hearth-score-');
  const database = dialect === 'postgres' ? await temporaryPostgresDatabase() : undefined;
  const env = {
    DATA_DIR: data.dir,
    DEMO_DATA: 'off',
    ADMIN_EMAIL: '',
    ADMIN_PASSWORD: '',
    SESSION_SECRET: SHARED_SECRET,
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...extraEnv,
  };
  // One first, so that the migrations and the seed are done once before the others start.
  const first = startServerProcess(env);
  const servers = [first];
  const origins = [await waitUntilReady(first)];
  for (let n = 1; n < count; n += 1) {
    const server = startServerProcess(env);
    servers.push(server);
    origins.push(await waitUntilReady(server));
  }
  const handle = database ? openPostgres(database.url, 4) : openSqlite(path.join(data.dir, 'hearth.db'));
  return {
    dialect,
    env,
    db: handle.db,
    servers,
    origins,
    async close() {
      for (const server of servers)
        if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
      await Promise.all(servers.map((server) => server.exited));
      await handle.close();
      await database?.drop();
      data.remove();
    },
  };
}

export interface ProcessMember {
  id: number;
  headers: Record<string, string>;
}

let memberSeq = 0;

/** An active member with a session the processes accept. */
export async function insertMember(site: SharedSite, nickName: string): Promise<ProcessMember> {
  memberSeq += 1;
  const id = await insertActiveMember({ db: site.db, clock: systemClock }, `${nickName}${memberSeq}`.slice(0, 20));
  const login = await startSession({ clock: systemClock, sessionSecret: SHARED_SECRET }, site.db, id);
  return { id, headers: { authorization: `Bearer ${login.token}` } };
}

/** A POST of the API to one process; the answer's status and body. */
export async function post(origin: string, url: string, payload: object, member: ProcessMember) {
  const response = await fetch(`${origin}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...member.headers },
    body: JSON.stringify(payload),
  });
  return { status: response.status, body: (await response.json()) as { success: boolean; data?: any; code?: string } }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** A post written by `member` through /api/post/add. */
export async function writePost(site: SharedSite, origin: string, member: ProcessMember): Promise<number> {
  const category = await findCategory({ db: site.db }, 'forum');
  const answer = await post(
    origin,
    '/api/post/add',
    {
      type: 'forum',
      postLang: 'ko',
      categoryId: category.id,
      title: 'A post to like',
      content: '<p>Like it</p>',
      tags: [],
      visibility: 'public',
    },
    member,
  );
  if (answer.status !== 200) throw new Error(`post add failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data.id as number;
}
