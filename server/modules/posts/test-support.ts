import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { PostGroupingType } from '../../../common/contracts/reference.ts';
import type { Dialect } from '../../db/connection.ts';
import type { Database } from '../../db/database.ts';
import { createAnswerCache } from '../../lib/answer-cache.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { startSession } from '../accounts/sessions.ts';
import { json } from '../accounts/test-support.ts';
import { insertUser } from '../accounts/user-repository.ts';
import type { GuidePort, PostsContext } from './context.ts';
import { LIST_CACHE_CAPACITY } from './posts/list-cache.ts';
import { createAbuseLimits } from './shared/abuse-limits.ts';
import { createLocalStorage } from './uploads/storage.ts';
import { createUploadLimit } from './uploads/upload-limit.ts';
import { createRateCounters } from '../../lib/rate-counters.ts';

/**
 * Set-ups of the posts API tests, usable by every posts test: members with real sessions
 * (without hashing a password each), valid post bodies, posts written through /api/post/add,
 * and rows written straight into tables for states the calls reach only slowly.
 */

/** Rate limits high enough that tests which are not about P17 never meet them. */
export const POSTS_TEST_ENV = {
  ABUSE_MAX_POSTS_AND_REPLIES: '100000',
  ABUSE_MAX_LIKES: '100000',
  ABUSE_MAX_BOOKMARKS: '100000',
  ABUSE_MAX_FOLLOWS: '100000',
};

export interface Member {
  id: number;
  nickName: string;
  token: string;
  headers: Record<string, string>;
}

/** What the row-writing helpers use: the app, or a unit test's context (createTestPostsContext). */
export type PostsHost = Pick<FastifyInstance, 'db' | 'clock' | 'postsContext'>;

/** An active member without a session, for unit tests that call services directly. */
export async function insertMember(host: Pick<PostsHost, 'db' | 'clock'>, nickName: string): Promise<number> {
  const now = host.clock.now().toISOString();
  const job = await host.db
    .selectFrom('codes')
    .select('id')
    .where('key', '=', 'JOB_MARKETER')
    .executeTakeFirstOrThrow();
  return insertUser(host.db, {
    userId: `${nickName.toLowerCase()}@posts.example.com`,
    passwordHash: null,
    nickName,
    jobCodeId: job.id,
    lang: 'ko',
    status: 'active',
    signupFrom: 'default',
    agreePrivacyAt: now,
    agreeMarketingAt: null,
    confirmedAt: now,
    now,
  });
}

/** Unit tests without the knowledge feature: no id names a published guide. */
const NO_GUIDES: GuidePort = { isPublishedGuide: async () => false };

export type TestPostsContext = TestContext & PostsContext & { postsContext: PostsContext };

/**
 * A posts context without HTTP (STYLE 11): server/test/context.ts's in-memory database, manual
 * clock and bus, with the posts parts built as plugin.ts builds them (limits counted in
 * that database, no Redis). `postsContext` points at itself so the row-writing helpers take it as they take the app.
 */
export async function createTestPostsContext(
  options: { dialect?: Dialect; env?: Record<string, string> } = {},
): Promise<TestPostsContext> {
  const base = await createTestContext({
    ...(options.dialect ? { dialect: options.dialect } : {}),
    env: { ...POSTS_TEST_ENV, ...options.env },
  });
  const { clock, config } = base;
  const counters = createRateCounters({ db: base.db, clock, log: base.log });
  const context = {
    ...base,
    limits: createAbuseLimits({ counters, config }),
    uploadLimit: createUploadLimit({ counters, config }),
    storage: createLocalStorage(path.join(os.tmpdir(), 'hearth-posts-unit')),
    listCache: createAnswerCache({ seconds: config.LIST_CACHE_SECONDS, capacity: LIST_CACHE_CAPACITY, clock }),
    viewerSecret: 'posts-unit-test-secret',
    guides: NO_GUIDES,
  } as TestPostsContext;
  context.postsContext = context;
  return context;
}

/** An active, confirmed member (or administrator) with a session, as sign-in would leave them. */
export async function createSignedInMember(
  app: FastifyInstance,
  nickName: string,
  options: { admin?: boolean; lang?: 'ko' | 'en' | 'ja' } = {},
): Promise<Member> {
  const now = app.clock.now().toISOString();
  const job = await app.db.selectFrom('codes').select('id').where('key', '=', 'JOB_MARKETER').executeTakeFirstOrThrow();
  const id = await insertUser(app.db, {
    userId: `${nickName.toLowerCase()}@posts.example.com`,
    passwordHash: null,
    nickName,
    jobCodeId: job.id,
    lang: options.lang ?? 'ko',
    status: 'active',
    signupFrom: 'default',
    agreePrivacyAt: now,
    agreeMarketingAt: null,
    confirmedAt: now,
    now,
  });
  if (options.admin) await app.db.updateTable('users').set({ admin: true }).where('id', '=', id).execute();
  const login = await startSession(app, app.db, id);
  return { id, nickName, token: login.token, headers: { authorization: `Bearer ${login.token}` } };
}

/** A new session for the member: access tokens last a day, so tests that move the clock days on need one. */
export async function signInAgain(app: FastifyInstance, member: Member): Promise<Member> {
  const login = await startSession(app, app.db, member.id);
  return { ...member, token: login.token, headers: { authorization: `Bearer ${login.token}` } };
}

/** A POST call of the API as `member` (or a visitor), with the JSON body. */
export async function call(
  app: FastifyInstance,
  url: string,
  body: object,
  member?: Member | null,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, payload: body, headers: { ...(member?.headers ?? {}), ...headers } });
}

/** The body of an answer, loosely typed for assertions (the accounts tests' reader). */
export const body = json;

/** "field:code" of every field issue of an answer, in order. */
export function fieldCodes(response: LightMyRequestResponse): string[] {
  return (body(response).fields ?? []).map((issue) => `${issue.field}:${issue.code}`);
}

export interface CategoryRef {
  id: number;
  key: string;
  depth: number;
  /** Ids from the root down to this category. */
  path: number[];
}

/**
 * A category of the grouping, in the order of its tree (depth first, as the seed lists it):
 * by default the first leaf at the deepest level the grouping has; `depth` picks one of that
 * depth, `leaf` whether it must have no children, `skip` how many matches to pass, `key` one
 * by its key ("forum.analytics.setup-tracking.tag-install").
 */
export async function findCategory(
  app: Pick<FastifyInstance, 'db'>,
  type: PostGroupingType,
  options: { depth?: number; leaf?: boolean; skip?: number; key?: string } = {},
): Promise<CategoryRef> {
  const all = await app.db
    .selectFrom('categories')
    .select(['id', 'parent_id', 'depth', 'key', 'sort_order'])
    .where('grouping_type', '=', type)
    .execute();
  const childrenOf = (parentId: number | null) =>
    all.filter((row) => row.parent_id === parentId).sort((a, b) => a.sort_order - b.sort_order || a.id - b.id);
  const ordered: { row: (typeof all)[number]; path: number[]; leaf: boolean }[] = [];
  const walk = (parentId: number | null, path: number[]) => {
    for (const row of childrenOf(parentId)) {
      const children = childrenOf(row.id);
      ordered.push({ row, path: [...path, row.id], leaf: children.length === 0 });
      walk(row.id, [...path, row.id]);
    }
  };
  walk(null, []);
  const leaf = options.leaf ?? options.depth === undefined;
  const depth = options.depth ?? Math.max(...all.map((row) => row.depth));
  const matches = options.key
    ? ordered.filter((entry) => entry.row.key === options.key)
    : ordered.filter((entry) => entry.row.depth === depth && (!leaf || entry.leaf));
  const found = matches[options.skip ?? 0];
  if (!found) throw new Error(`no such category in ${type}: ${JSON.stringify(options)}`);
  return { id: found.row.id, key: found.row.key, depth: found.row.depth, path: found.path };
}

export interface PostBodyOverrides {
  [field: string]: unknown;
}

/** A body /api/post/add accepts: a leaf category of the grouping, and a company for careers. */
export async function postBody(
  app: FastifyInstance,
  type: PostGroupingType = 'forum',
  overrides: PostBodyOverrides = {},
): Promise<Record<string, unknown>> {
  const categoryId = overrides.categoryId ?? (await findCategory(app, type)).id;
  return {
    type,
    postLang: 'ko',
    categoryId,
    title: 'A question about funnels',
    content: '<p>How do you build a funnel report?</p>',
    tags: [],
    visibility: 'public',
    ...(type === 'careers' ? { companyName: 'Hearth Inc.' } : {}),
    ...overrides,
  };
}

/** Writes a post through /api/post/add as `member`; returns its id or throws with the answer. */
export async function createPost(
  app: FastifyInstance,
  member: Member,
  type: PostGroupingType = 'forum',
  overrides: PostBodyOverrides = {},
): Promise<number> {
  const response = await call(app, '/api/post/add', await postBody(app, type, overrides), member);
  if (response.statusCode !== 200) throw new Error(`post add failed: ${response.body}`);
  return body(response).data.id as number;
}

/**
 * Sets columns of a post straight in the table: report-hidden, dates, counters. The services'
 * events would clear the kept lists (list-cache.ts); a write past them does it itself.
 */
export async function setPostColumns(
  app: PostsHost,
  postId: number,
  columns: Partial<{
    status: 'visible' | 'hidden' | 'deleted';
    created_at: string;
    view_count: number;
    like_count: number;
    visibility: 'public' | 'private';
  }>,
): Promise<void> {
  await app.db.updateTable('posts').set(columns).where('id', '=', postId).execute();
  app.postsContext.listCache.clear();
}

/**
 * A reply written straight into the table, for states the calls reach only slowly (hidden,
 * deleted, deep threads). It keeps the post's reply count as the services do, and clears the
 * kept lists as their events would (list-cache.ts).
 */
export async function insertReplyRow(
  app: PostsHost,
  input: {
    postId: number;
    authorId: number;
    text?: string;
    status?: 'visible' | 'hidden' | 'deleted';
    parentId?: number;
  },
): Promise<number> {
  const now = app.clock.now().toISOString();
  const text = input.text ?? 'A reply';
  const row = await app.db
    .insertInto('replies')
    .values({
      post_id: input.postId,
      user_id: input.authorId,
      parent_id: input.parentId ?? null,
      thread_parent_id: input.parentId ?? null,
      depth: input.parentId ? 2 : 1,
      mention_user_id: null,
      content: `<p>${text}</p>`,
      content_text: text,
      status: input.status ?? 'visible',
      hidden_at: input.status === 'hidden' ? now : null,
      deleted_at: input.status === 'deleted' ? now : null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (input.status !== 'deleted') {
    await app.db
      .updateTable('posts')
      .set((eb) => ({ reply_count: eb('reply_count', '+', 1) }))
      .where('id', '=', input.postId)
      .execute();
  }
  app.postsContext.listCache.clear();
  return row.id;
}

/**
 * A post written straight into the table (first big category of its grouping), for the reply,
 * reaction and report tests, which need a post but are not about writing one.
 */
export async function addPost(
  app: PostsHost,
  authorId: number,
  options: {
    type?: PostGroupingType;
    visibility?: 'public' | 'private';
    status?: 'visible' | 'hidden' | 'deleted';
    title?: string;
  } = {},
): Promise<number> {
  const type = options.type ?? 'forum';
  const category = await app.db
    .selectFrom('categories')
    .select('id')
    .where('grouping_type', '=', type)
    .where('depth', '=', 1)
    .orderBy('sort_order')
    .executeTakeFirstOrThrow();
  const now = app.clock.now().toISOString();
  const row = await app.db
    .insertInto('posts')
    .values({
      user_id: authorId,
      grouping_type: type,
      category_id: category.id,
      category1_id: category.id,
      lang: 'ko',
      title: options.title ?? 'A post to answer',
      content: '<p>Body</p>',
      content_text: 'Body',
      excerpt: 'Body',
      visibility: options.visibility ?? 'public',
      status: options.status ?? 'visible',
      deleted_at: options.status === 'deleted' ? now : null,
      hidden_at: options.status === 'hidden' ? now : null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Past the services and their events: clear the kept lists as they would (list-cache.ts).
  app.postsContext.listCache.clear();
  return row.id;
}

export async function postCounts(app: PostsHost, postId: number) {
  return app.db
    .selectFrom('posts')
    .select(['reply_count', 'like_count', 'bookmark_count', 'follow_count', 'report_count', 'status'])
    .where('id', '=', postId)
    .executeTakeFirstOrThrow();
}

export async function replyRow(app: FastifyInstance, replyId: number) {
  return app.db.selectFrom('replies').selectAll().where('id', '=', replyId).executeTakeFirstOrThrow();
}

/** How many rows a table holds: "nothing stored after a refusal". */
export async function countRows(app: FastifyInstance, table: keyof Database): Promise<number> {
  const row = await app.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Bans a member through the administrators' call (P12), which ends their sessions. */
export async function banMember(app: FastifyInstance, admin: Member, userId: number): Promise<void> {
  const response = await call(app, '/api/admin/member/ban', { id: userId, reason: 'test' }, admin);
  if (response.statusCode !== 200) throw new Error(`ban failed: ${response.body}`);
}
