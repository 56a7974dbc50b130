import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { SnsType } from '../../../common/validation/account.ts';
import { hashPassword } from '../../lib/password.ts';
import type { UserStatus } from '../accounts/user-repository.ts';
import { STATE_COOKIE } from './state-cookie.ts';

/** Helpers of the social API tests: one provider round trip, as a browser would make it. */

export interface StartedFlow {
  authorizeUrl: string;
  /** The Cookie header carrying the state cookie snsStart set. */
  cookie: string;
}

export async function startFlow(app: FastifyInstance, type: SnsType, lang = 'ko'): Promise<StartedFlow> {
  const response = await app.inject({ method: 'POST', url: `/api/user/signup/${type}`, payload: { lang } });
  expect(response.statusCode, response.body).toBe(200);
  const state = response.cookies.find((cookie) => cookie.name === STATE_COOKIE);
  expect(state).toBeDefined();
  return { authorizeUrl: response.json().data.url, cookie: `${STATE_COOKIE}=${state?.value}` };
}

/** Follows the authorization URL to the provider, which answers at once with a redirect back. */
export async function authorize(
  authorizeUrl: string,
  user?: { id: string; email?: string },
): Promise<{ code: string; state: string; redirect: URL }> {
  const url = new URL(authorizeUrl);
  if (user) {
    url.searchParams.set('user', user.id);
    if (user.email) url.searchParams.set('email', user.email);
  }
  const response = await fetch(url, { redirect: 'manual' });
  expect(response.status).toBe(302);
  const redirect = new URL(response.headers.get('location') ?? '');
  return { code: redirect.searchParams.get('code') ?? '', state: redirect.searchParams.get('state') ?? '', redirect };
}

export function callback(
  app: FastifyInstance,
  body: { snsType: SnsType; code: string; state: string; lang?: string },
  cookie?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/user/sns/callback',
    payload: body,
    // As the browser's own page would send it (the CSRF check refuses cross-site cookie writes).
    headers: { 'sec-fetch-site': 'same-origin', ...(cookie ? { cookie } : {}) },
  });
}

/** start → provider → callback for one provider user; returns the callback's response. */
export async function signInWith(app: FastifyInstance, type: SnsType, user: { id: string; email?: string }) {
  const flow = await startFlow(app, type);
  const { code, state } = await authorize(flow.authorizeUrl, user);
  return callback(app, { snsType: type, code, state }, flow.cookie);
}

export const PASSWORD = 'correct-horse';

export async function createMember(
  app: FastifyInstance,
  member: { email: string; nickName: string; status?: UserStatus; withdrawnAt?: string },
): Promise<number> {
  const now = app.clock.now().toISOString();
  const row = await app.db
    .insertInto('users')
    .values({
      user_id: member.email,
      password_hash: await hashPassword(PASSWORD),
      nick_name: member.nickName,
      job_code_id: null,
      status: member.status ?? 'active',
      agree_privacy_at: now,
      agree_marketing_at: null,
      mbti_id: null,
      confirmed_at: now,
      last_login_at: null,
      show_alarm_date: null,
      banned_at: member.status === 'banned' ? now : null,
      ban_reason: null,
      withdrawn_at: member.withdrawnAt ?? null,
      erased_at: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function linkMember(app: FastifyInstance, userId: number, type: SnsType, providerUserId: string) {
  await app.db
    .insertInto('social_accounts')
    .values({
      user_id: userId,
      provider: type,
      provider_user_id: providerUserId,
      email: null,
      created_at: app.clock.now().toISOString(),
    })
    .execute();
}

export async function selectableJobId(app: FastifyInstance): Promise<number> {
  const row = await app.db
    .selectFrom('codes')
    .select('id')
    .where('code_group', '=', 'job')
    .where('key', '=', 'JOB_ANALYST')
    .executeTakeFirstOrThrow();
  return row.id;
}
