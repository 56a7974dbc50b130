import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import routes from '../web/routes.ts';
import { createConfirmedMember, SAME_ORIGIN, uniqueMember } from './account-helpers.ts';
import { expect, test } from './fixtures.ts';
import { ADMIN, adminRequest, knowledgeFixture } from './knowledge-helpers.ts';
import { call } from './post-reading-helpers.ts';

/**
 * Issue 32's page matrix (P31): every page of the console answers 404 to visitors, members and
 * banned members, and 200 to an administrator. Plain HTTP, no browser: the status is the
 * server's (the console layout's loader), whatever the page would draw.
 *
 * The pages are read from the web's route table (web/routes.ts), every route under `admin`, so
 * a console page added later is in the matrix without anyone listing it; a path parameter gets
 * the id of something that exists (an administrator's 404 would be the item's, not the guard's).
 */

/** Every path of the route table under /{lang}, in the table's terms ("admin/members/:id"). */
function pathsOf(entries: RouteConfigEntry[], prefix = ''): string[] {
  return entries.flatMap((entry) => {
    const path = [prefix, entry.path ?? ''].filter(Boolean).join('/');
    return [...(entry.path && !entry.index ? [path] : []), ...pathsOf(entry.children ?? [], path)];
  });
}

const CONSOLE_PATTERNS = pathsOf(routes)
  .filter((path) => path === ':lang/admin' || path.startsWith(':lang/admin/'))
  .map((path) => path.slice(':lang'.length));

/** The console's pages with their parameters filled in, under /en. */
function consolePages(ids: { member: number; article: number }): string[] {
  return CONSOLE_PATTERNS.map((pattern) => {
    const filled = pattern
      .replace('/members/:id', `/members/${ids.member}`)
      .replace('/article/:id', `/article/${ids.article}`)
      // A new article's editor needs its kind (a guide or an answer): without one it is no page.
      .replace(/\/article\/new$/, '/article/new?kind=guide');
    expect(filled, `a value for the parameter of ${pattern}`).not.toContain(':');
    return `/en${filled}`;
  });
}

async function signedIn(baseURL: string, userId: string, password: string): Promise<APIRequestContext> {
  const request = await playwrightRequest.newContext({ baseURL });
  const response = await request.post('/api/user/signin', { data: { userId, password }, headers: SAME_ORIGIN });
  expect(response.status(), `sign-in of ${userId}`).toBe(200);
  return request;
}

/** The status of every page for one caller, as "page status" lines (one failure names them all). */
async function statuses(request: APIRequestContext, pages: string[]): Promise<string[]> {
  const lines: string[] = [];
  for (const page of pages) {
    const response = await request.get(page, { maxRedirects: 0 });
    lines.push(`${page} ${response.status()}`);
  }
  return lines;
}

/** The signed-in member's e-mail according to the server, or null: the cookies did sign them in. */
async function signedInAs(request: APIRequestContext): Promise<string | null> {
  const response = await request.get('/api/user/check');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { user: { userId: string } | null } }).data.user?.userId ?? null;
}

const expectEvery = (lines: string[], status: number) =>
  expect(lines).toEqual(lines.map((line) => `${line.slice(0, line.lastIndexOf(' '))} ${status}`));

test.describe('the console pages', () => {
  let admin: APIRequestContext;
  let pages: string[];
  let member: { email: string; password: string; id: number };

  test.beforeAll(async ({ browserName: _browser }, testInfo) => {
    const baseURL = testInfo.project.use.baseURL!;
    admin = await adminRequest(baseURL);
    const fixture = await knowledgeFixture(admin, `pgs${Date.now().toString(36)}`);
    const person = uniqueMember('pages', 'desk');
    const anonymous = await playwrightRequest.newContext({ baseURL });
    await createConfirmedMember(anonymous, person);
    await anonymous.dispose();
    const found = await call<{ rows: { id: number; email: string }[] }>(admin, '/api/admin/member/get_list', {
      lang: 'en',
      query: person.email,
    });
    const id = found.rows.find((row) => row.email === person.email)!.id;
    member = { email: person.email, password: person.password, id };
    pages = consolePages({ member: id, article: fixture.guide });
  });
  test.afterAll(async () => {
    await admin.dispose();
  });

  test('are read from the route table: every section of the console', () => {
    for (const section of [
      '/en/admin',
      '/en/admin/reports',
      '/en/admin/content',
      '/en/admin/members',
      '/en/admin/members/withdrawn',
      `/en/admin/members/${member.id}`,
      '/en/admin/reference',
      '/en/admin/audit',
      '/en/admin/admins',
      '/en/admin/knowledge',
      '/en/admin/knowledge/article/new?kind=guide',
      '/en/admin/knowledge/feedback',
      '/en/admin/knowledge/gaps',
    ]) {
      expect(pages).toContain(section);
    }
  });

  test('answer 404 to a visitor', async ({ baseURL }) => {
    const visitor = await playwrightRequest.newContext({ baseURL });
    expectEvery(await statuses(visitor, pages), 404);
    await visitor.dispose();
  });

  test('answer 404 to a member', async ({ baseURL }) => {
    const signedInMember = await signedIn(baseURL!, member.email, member.password);
    expectEvery(await statuses(signedInMember, pages), 404);
    // Refused as the member they are, not as a visitor whose cookies went missing.
    expect(await signedInAs(signedInMember)).toBe(member.email);
    await signedInMember.dispose();
  });

  test('answer 404 to a member banned while signed in', async ({ baseURL }) => {
    const person = uniqueMember('pagesban', 'desk');
    const anonymous = await playwrightRequest.newContext({ baseURL });
    await createConfirmedMember(anonymous, person);
    await anonymous.dispose();
    const banned = await signedIn(baseURL!, person.email, person.password);
    expect(await signedInAs(banned)).toBe(person.email);
    const found = await call<{ rows: { id: number; email: string }[] }>(admin, '/api/admin/member/get_list', {
      lang: 'en',
      query: person.email,
    });
    const id = found.rows.find((row) => row.email === person.email)!.id;
    await call(admin, '/api/admin/member/ban', { lang: 'en', id, reason: 'The page matrix' });
    // Their cookies are still sent, but the ban ended the session behind them (P12): the first
    // page signs them out and goes to the language's root, as any page would (SPEC §4)…
    const first = await banned.get(pages[0]!, { maxRedirects: 0 });
    expect(first.status()).toBe(302);
    expect(first.headers().location).toBe('/en');
    // …and from then on, no console page exists for them.
    expectEvery(await statuses(banned, pages), 404);
    await banned.dispose();
  });

  test('answer 200 to an administrator', async ({ baseURL }) => {
    const administrator = await signedIn(baseURL!, ADMIN.userId, ADMIN.password);
    expectEvery(await statuses(administrator, pages), 200);
    expect(await signedInAs(administrator)).toBe(ADMIN.userId);
    await administrator.dispose();
  });
});
