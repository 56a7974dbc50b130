import type { FastifyInstance } from 'fastify';
import type { Dialect } from '../../db/connection.ts';
import { toBool, toIso } from '../../db/normalize.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { body, call, createSignedInMember, type Member, POSTS_TEST_ENV } from '../posts/test-support.ts';

/**
 * Set-ups of the notifications tests (issue 29): members act through the API, the job worker
 * runs the fan-outs, and the tests read the bell as its owner would, or the table itself.
 */

export const DAY = 24 * 60 * 60 * 1000;

/** The whole API with P17's limits out of the way (the tests press many times). */
export function createNotificationsApp(dialect: Dialect, env: Record<string, string> = {}): Promise<TestApp> {
  return createTestApp(dialect, { env: { ...POSTS_TEST_ENV, ...env } });
}

export interface AlarmRow {
  id: number;
  key: string;
  type: string;
  actorId: number | null;
  postId: number | null;
  replyId: number | null;
  show: boolean;
  createdAt: string;
}

/** A member's notifications as stored, newest first. */
export async function alarmRows(app: FastifyInstance, userId: number): Promise<AlarmRow[]> {
  const rows = await app.db
    .selectFrom('alarms')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    key: row.key,
    type: row.type,
    actorId: row.actor_id,
    postId: row.post_id,
    replyId: row.reply_id,
    show: toBool(row.show),
    createdAt: toIso(row.created_at),
  }));
}

/** The keys a member holds, newest first: what most tests compare. */
export async function keysOf(app: FastifyInstance, userId: number): Promise<string[]> {
  return (await alarmRows(app, userId)).map((row) => row.key);
}

/** The member's bell as get_alarm_list answers it. */
export async function bell(app: FastifyInstance, member: Member, request: Record<string, unknown> = {}) {
  const response = await call(app, '/api/user/get_alarm_list', request, member);
  if (response.statusCode !== 200) throw new Error(`get_alarm_list failed: ${response.body}`);
  return body(response).data as {
    rows: Array<{ id: number; key: string; message: string; show: boolean; path: string; createdAt: string }>;
    more: boolean;
    count: number;
    unread: number;
    showAlarmDate: string | null;
  };
}

export async function badge(app: FastifyInstance, member: Member): Promise<number> {
  const response = await call(app, '/api/user/get_alarm_count', {}, member);
  if (response.statusCode !== 200) throw new Error(`get_alarm_count failed: ${response.body}`);
  return body(response).data as number;
}

export async function reply(
  app: FastifyInstance,
  member: Member,
  postId: number,
  parentId?: number,
  content = '<p>A thoughtful answer</p>',
): Promise<number> {
  const response = await call(
    app,
    '/api/post/reply/add',
    { postId, content, ...(parentId ? { parentId } : {}) },
    member,
  );
  if (response.statusCode !== 200) throw new Error(`reply failed: ${response.body}`);
  return body(response).data.id as number;
}

export async function press(app: FastifyInstance, member: Member, url: string, payload: object): Promise<void> {
  const response = await call(app, url, payload, member);
  if (response.statusCode !== 200) throw new Error(`${url} failed: ${response.body}`);
}

export async function followMember(app: FastifyInstance, follower: Member, followingId: number): Promise<void> {
  await press(app, follower, '/api/user/follow', { followingUserInfoId: followingId, key: 'USER_FOLLOW' });
}

/** `count` signed-in members named prefix1, prefix2… */
export async function members(app: FastifyInstance, prefix: string, count: number): Promise<Member[]> {
  const made: Member[] = [];
  for (let i = 1; i <= count; i += 1) made.push(await createSignedInMember(app, `${prefix}${i}`));
  return made;
}

export { body, call, createSignedInMember, type Member };
