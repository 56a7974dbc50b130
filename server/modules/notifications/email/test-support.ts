import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { Dialect } from '../../../db/connection.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { body, call, createSignedInMember, type Member, POSTS_TEST_ENV } from '../../posts/test-support.ts';

/** Set-ups of the notification e-mails' tests (issue 29 point 4): one app per dialect, mails read back. */

export const HOUR = 60 * 60 * 1000;

/** Runs the jobs that are due until none is left (fan-out, then the mails it schedules). */
export async function drain(app: FastifyInstance): Promise<void> {
  for (let pass = 0; pass < 10; pass += 1) {
    if ((await app.jobs.runDue()) === 0) return;
  }
  throw new Error('jobs kept coming');
}

export interface MailRow {
  id: number;
  to: string;
  template: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

export async function mailsTo(app: FastifyInstance, member: Member): Promise<MailRow[]> {
  const rows = await app.db
    .selectFrom('mails')
    .select(['id', 'to_address', 'template', 'subject', 'html', 'text', 'headers'])
    .where('user_id', '=', member.id)
    .where('template', 'like', 'alarm%')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    template: row.template,
    subject: row.subject,
    html: row.html,
    text: row.text,
    headers: row.headers ? (JSON.parse(row.headers) as Record<string, string>) : {},
  }));
}

export const reply = async (app: FastifyInstance, member: Member, postId: number, text: string, parentId?: number) => {
  const response = await call(app, '/api/post/reply/add', { postId, content: `<p>${text}</p>`, parentId }, member);
  expect(response.statusCode, response.body).toBe(200);
  return body(response).data.id as number;
};

/** The token of a mail's List-Unsubscribe header (RFC 8058's one-click address). */
export function headerToken(mail: MailRow): { url: URL; token: string } {
  const address = /^<(.+)>$/.exec(mail.headers['List-Unsubscribe'] ?? '')?.[1];
  if (!address) throw new Error('no List-Unsubscribe header');
  const url = new URL(address);
  return { url, token: url.searchParams.get('token')! };
}

export const settings = (app: FastifyInstance, member: Member | null, extra: object = {}) =>
  call(app, '/api/user/get_alarm_mail_setting', extra, member);
export const update = (app: FastifyInstance, member: Member | null, changes: object) =>
  call(app, '/api/user/update_alarm_mail_setting', changes, member);

/** A member of the site, named uniquely. */
export type MakeMember = (name: string, options?: { admin?: boolean; lang?: 'ko' | 'en' | 'ja' }) => Promise<Member>;

/**
 * The app of a describe block: made once, each test an hour after the last (no digest of one
 * test holds the next one's mails back, and the jobs left are run), closed at the end.
 */
export function mailSite(dialect: Dialect): { readonly t: TestApp; readonly app: FastifyInstance; member: MakeMember } {
  let t: TestApp | undefined;
  let count = 0;
  const site = {
    get t() {
      if (!t) throw new Error('the site starts in beforeAll');
      return t;
    },
    get app() {
      return site.t.app;
    },
    member: ((name, options = {}) => createSignedInMember(site.app, `${name}${(count += 1)}`, options)) as MakeMember,
  };
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      env: { ...POSTS_TEST_ENV, PUBLIC_URL: 'https://hearth.example', SITE_NAME: 'Hearth' },
    });
  });
  afterEach(async () => {
    site.t.clock.advance(2 * HOUR);
    await drain(site.app);
  });
  afterAll(async () => {
    await t?.close();
  });
  return site;
}
