import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Dialect } from '../../db/connection.ts';
import { ephemeralSecret } from '../../lib/signing-key.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { type AccountsContext, createAccountsContext } from './context.ts';
import { insertUser, type UserStatus } from './user-repository.ts';
import { createRateCounters } from '../../lib/rate-counters.ts';

/**
 * Shared steps of the accounts tests: calls through app.inject, and links read from the real
 * outbox (the mails table), as a member would click them.
 */
export async function post(app: FastifyInstance, url: string, payload: unknown, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url, payload: payload as object, headers });
}

export function json(response: LightMyRequestResponse) {
  return response.json() as { success: boolean; data?: any; code?: string; message?: string; fields?: any[] }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** What reads the outbox and the codes: the app, or an open database (the resilience drill's). */
export type DatabaseHost = Pick<FastifyInstance, 'db'>;

/** The token of the newest link to `path` in the mails to `to`. */
export async function latestLinkToken(app: DatabaseHost, to: string, path: string): Promise<string> {
  const mail = await app.db
    .selectFrom('mails')
    .select(['text'])
    .where('to_address', '=', to)
    .where('text', 'like', `%${path}?token=%`)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const match = new RegExp(`${path.replace(/[/?]/g, '\\$&')}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no ${path} link in the mail to ${to}`);
  return match[1];
}

export interface MemberInput {
  email: string;
  nickName: string;
  password?: string;
  jobCodeId?: number;
  agreeMarketing?: boolean;
  lang?: 'ko' | 'en' | 'ja';
}

export async function jobId(app: DatabaseHost, key = 'JOB_MARKETER'): Promise<number> {
  const row = await app.db.selectFrom('codes').select('id').where('key', '=', key).executeTakeFirstOrThrow();
  return row.id;
}

export async function signupPayload(app: DatabaseHost, member: MemberInput) {
  return {
    userId: member.email,
    password: member.password ?? 'secret-pass',
    nickName: member.nickName,
    jobCodeId: member.jobCodeId ?? (await jobId(app)),
    agreePrivacy: true,
    agreeMarketing: member.agreeMarketing ?? false,
    lang: member.lang ?? 'ko',
  };
}

/** Signs up and confirms through the mailed link: an active member. */
export async function createMember(app: FastifyInstance, member: MemberInput): Promise<number> {
  const response = await post(app, '/api/user/signup', await signupPayload(app, member));
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.body}`);
  const token = await latestLinkToken(app, member.email, '/signup/confirm');
  const confirmed = await post(app, '/api/user/signupConfirm', { token });
  if (confirmed.statusCode !== 200) throw new Error(`confirmation failed: ${confirmed.body}`);
  return json(response).data.user.id;
}

export async function signIn(app: FastifyInstance, email: string, password = 'secret-pass') {
  const response = await post(app, '/api/user/signin', { userId: email, password });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  const data = json(response).data;
  return { token: data.token as string, refreshToken: data.refreshToken as string, data, response };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function check(app: FastifyInstance, headers: Record<string, string>) {
  return app.inject({ method: 'GET', url: '/api/user/check', headers });
}

/**
 * The accounts context over a test context (server/test/context.ts): in-memory SQLite or
 * PostgreSQL, a ManualClock, limits counted in that database. Rules are tested through it without HTTP.
 */
export async function createAccountsTestContext(
  dialect: Dialect,
  env: Record<string, string> = {},
): Promise<TestContext & AccountsContext> {
  const base = await createTestContext({ dialect, env });
  return Object.assign(
    base,
    createAccountsContext(base, {
      sessionSecret: ephemeralSecret(),
      counters: createRateCounters({ db: base.db, clock: base.clock, log: base.log }),
    }),
    {
      clock: base.clock,
    },
  );
}

/** A member row as a rule needs it, written straight into the table (no password hashing). */
export async function insertMember(
  ctx: TestContext,
  member: { email: string; nickName: string; status?: UserStatus },
): Promise<number> {
  const now = ctx.clock.now().toISOString();
  const job = await ctx.db.selectFrom('codes').select('id').where('key', '=', 'JOB_MARKETER').executeTakeFirstOrThrow();
  return insertUser(ctx.db, {
    userId: member.email,
    passwordHash: null,
    nickName: member.nickName,
    jobCodeId: job.id,
    lang: 'en',
    status: member.status ?? 'active',
    signupFrom: 'default',
    agreePrivacyAt: now,
    agreeMarketingAt: null,
    confirmedAt: member.status === 'pending' ? null : now,
    now,
  });
}
