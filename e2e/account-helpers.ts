import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures.ts';
import { latestMailLink } from './mailbox-helpers.ts';

/** Cookie-carrying writes must come from the site itself (server/plugins/security.ts). */
export const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

export interface Member {
  email: string;
  password: string;
  nickName: string;
}

/**
 * Both browser projects run in parallel against one server: every test gets its own e-mail
 * address and nickname (at most 12 characters, SPEC §5).
 */
export function uniqueMember(prefix: string, tag: string): Member {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return {
    email: `${prefix}-${tag}-${id}@hearth.test`,
    password: 'first-secret-1',
    nickName: `${prefix.slice(0, 1)}${id}`.slice(0, 12),
  };
}

/** Signs up through the API and confirms with the link of the confirmation mail, as a person would. */
export async function createConfirmedMember(
  request: APIRequestContext,
  member: Member,
  lang = 'en',
  jobKey = 'JOB_ANALYST',
): Promise<void> {
  const jobs = await request.post('/api/admin/code/get_list', { data: { lang, group: 'job' }, headers: SAME_ORIGIN });
  const job = ((await jobs.json()) as { data: { rows: { id: number; key: string }[] } }).data.rows.find(
    (row) => row.key === jobKey,
  );
  const signup = await request.post('/api/user/signup', {
    data: {
      lang,
      userId: member.email,
      password: member.password,
      nickName: member.nickName,
      jobCodeId: job?.id,
      agreePrivacy: true,
    },
    headers: SAME_ORIGIN,
  });
  expect(signup.status(), 'sign-up through the API').toBe(200);
  const link = await latestMailLink(request, member.email, `/${lang}/signup/confirm`);
  const token = new URL(link).searchParams.get('token');
  const confirm = await request.post('/api/user/signupConfirm', { data: { token }, headers: SAME_ORIGIN });
  expect(confirm.status(), 'confirmation through the API').toBe(200);
}
