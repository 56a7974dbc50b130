import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_DOWNLOAD_PATH } from '../../../common/contracts/admin/moderation.ts';
import { createTestApp, type TestApp, testDialects } from '../../test/harness.ts';
import { createPost, createSignedInMember, type Member } from '../posts/test-support.ts';

/**
 * Issue 32's authorization matrix: every administrators-only call, for every kind of caller
 * that is not an administrator (visitor, member, banned member, withdrawn member, banned
 * administrator, a member whose body claims to be someone else), is refused, writes nothing,
 * and the administrator gets through. The console's calls (P31, ADR 0033) answer 404; the few
 * administrative calls of other features answer 403 or 404 as their feature decides.
 *
 * The console's calls are read from the app's own OpenAPI document, by path, so a console call
 * added later is in the matrix without anyone listing it: `/api/admin/…` and
 * `/api/knowledge/admin/…` are the console's. SPEC §7.3's reads under `/api/admin/` are public
 * (the sign-up and writing forms need them) and are checked as such.
 */

const CONSOLE_PREFIXES = ['/api/admin/', '/api/knowledge/admin/'];

/** SPEC §7.3: reference reads that live under /api/admin/ and answer everyone. */
const PUBLIC_UNDER_ADMIN = new Set([
  '/api/admin/code/get_list',
  '/api/admin/code/get_one',
  '/api/admin/postGroupingCode/get_list',
  '/api/admin/postGroupingCode/get_one',
  '/api/admin/postGroupingCode/get_group_list',
]);

/** Administrative calls of other features, with a body an administrator's call would send. */
const ELSEWHERE: Array<{ method: 'GET' | 'POST'; path: string; body?: Record<string, unknown> }> = [
  { method: 'GET', path: REPORT_DOWNLOAD_PATH },
  { method: 'POST', path: '/api/search/get_unanswered_list', body: { lang: 'ko' } },
  { method: 'POST', path: '/api/brochure/get_list', body: { lang: 'ko' } },
  // The post's id is set once it exists (beforeAll): a valid body, so the refusal is the guard's.
  { method: 'POST', path: '/api/post/update_reference', body: { lang: 'ko', id: 1, solomonReference: true } },
];

/** What a stranger's body may claim, added to every call. */
const CLAIMS = { userInfoId: 0, admin: true, isAdmin: true, role: 'admin' };

interface Caller {
  name: string;
  headers: Record<string, string>;
  /** Added to the body: who the caller claims to be. */
  claims?: Record<string, unknown>;
}

describe.each(testDialects())('the administrators-only calls on %s', (dialect) => {
  let t: TestApp;
  let admin: Member;
  let callers: Caller[];
  let consoleCalls: Array<{ method: 'GET' | 'POST'; path: string; body?: Record<string, unknown> }>;
  let publicCalls: string[];

  /** Counts of what an administrative call writes: a refused call must leave them all as they were. */
  const written = async () => {
    const count = async (table: 'audit_log' | 'categories' | 'codes' | 'posts' | 'reports') =>
      Number(
        (
          await t.app.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const admins = await t.app.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('admin', '=', true)
      .executeTakeFirstOrThrow();
    return {
      audit: await count('audit_log'),
      categories: await count('categories'),
      codes: await count('codes'),
      posts: await count('posts'),
      reports: await count('reports'),
      admins: Number(admins.n),
    };
  };

  const send = (call: { method: 'GET' | 'POST'; path: string; body?: Record<string, unknown> }, caller?: Caller) =>
    call.method === 'GET'
      ? t.app.inject({
          method: 'GET',
          url: `${call.path}?lang=ko${caller?.claims ? `&userInfoId=${admin.id}&admin=true` : ''}`,
          headers: caller?.headers ?? {},
        })
      : t.app.inject({
          method: 'POST',
          url: call.path,
          payload: { ...(call.body ?? { lang: 'ko' }), ...(caller?.claims ?? {}) },
          headers: caller?.headers ?? {},
        });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await createSignedInMember(t.app, 'matrixboss', { admin: true });
    const member = await createSignedInMember(t.app, 'matrixmember');
    const banned = await createSignedInMember(t.app, 'matrixbanned');
    const withdrawn = await createSignedInMember(t.app, 'matrixgone');
    const bannedAdmin = await createSignedInMember(t.app, 'matrixfallen', { admin: true });
    // The states set on the rows alone, sessions left standing: the refusal must come from the
    // account's state, not only from the sessions a ban or a withdrawal ends (P12).
    await t.app.db
      .updateTable('users')
      .set({ status: 'banned' })
      .where('id', 'in', [banned.id, bannedAdmin.id])
      .execute();
    await t.app.db.updateTable('users').set({ status: 'deprecated' }).where('id', '=', withdrawn.id).execute();
    // And the same states reached the ordinary way, their tokens kept from before: banned through
    // the console, withdrawn through their own call (both end the sessions, P11, P12).
    const bannedByConsole = await createSignedInMember(t.app, 'matrixbanapi');
    const ban = await t.app.inject({
      method: 'POST',
      url: '/api/admin/member/ban',
      payload: { lang: 'ko', id: bannedByConsole.id, reason: 'The authorization matrix' },
      headers: admin.headers,
    });
    expect(ban.statusCode, ban.body).toBe(200);
    const withdrawnByThemselves = await createSignedInMember(t.app, 'matrixleft');
    const withdrawal = await t.app.inject({
      method: 'POST',
      url: '/api/user/withdraw',
      payload: { lang: 'ko', reasons: ['other'], agreeDisclaimer: true },
      headers: withdrawnByThemselves.headers,
    });
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);
    // Something for the writes to act on, were they let through.
    const postId = await createPost(t.app, member, 'forum');
    ELSEWHERE.find((call) => call.path === '/api/post/update_reference')!.body!.id = postId;
    callers = [
      { name: 'visitor', headers: {} },
      { name: 'member', headers: member.headers },
      { name: 'banned member', headers: banned.headers },
      { name: 'withdrawn member', headers: withdrawn.headers },
      { name: 'banned administrator', headers: bannedAdmin.headers },
      { name: 'member banned through the console', headers: bannedByConsole.headers },
      { name: 'member who withdrew', headers: withdrawnByThemselves.headers },
      {
        name: 'member claiming to be the administrator',
        headers: member.headers,
        claims: { ...CLAIMS, userInfoId: admin.id },
      },
      { name: 'visitor claiming to be the administrator', headers: {}, claims: { ...CLAIMS, userInfoId: admin.id } },
    ];

    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const paths = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({ method: method.toUpperCase() as 'GET' | 'POST', path })),
    );
    const underConsole = paths.filter(({ path }) => CONSOLE_PREFIXES.some((prefix) => path.startsWith(prefix)));
    publicCalls = underConsole.filter(({ path }) => PUBLIC_UNDER_ADMIN.has(path)).map(({ path }) => path);
    consoleCalls = underConsole.filter(({ path }) => !PUBLIC_UNDER_ADMIN.has(path));
  });
  afterAll(async () => {
    await t.close();
  });

  it('finds the console calls in the API document: every section of issue 32 and the knowledge console', () => {
    const paths = consoleCalls.map((call) => call.path);
    for (const expected of [
      '/api/admin/dashboard',
      '/api/admin/report/uphold',
      '/api/admin/content/hide',
      '/api/admin/member/ban',
      '/api/admin/withdraw/get_list',
      '/api/admin/code/save',
      '/api/admin/category/retire',
      '/api/admin/audit/get_list',
      '/api/admin/admins/grant',
      '/api/knowledge/admin/article/save',
    ]) {
      expect(paths).toContain(expected);
    }
    expect(consoleCalls.length).toBeGreaterThanOrEqual(35);
    expect(publicCalls.sort()).toEqual([...PUBLIC_UNDER_ADMIN].sort());
  });

  it('answers every console call NOT_FOUND to everyone but administrators, and writes nothing', async () => {
    const before = await written();
    const letThrough: string[] = [];
    for (const call of consoleCalls) {
      for (const caller of callers) {
        const response = await send(call, caller);
        if (response.statusCode !== 404 || response.json().code !== 'NOT_FOUND') {
          letThrough.push(`${caller.name} → ${call.method} ${call.path}: ${response.statusCode} ${response.body}`);
        }
      }
    }
    expect(letThrough).toEqual([]);
    expect(await written()).toEqual(before);
  });

  it('refuses the administrative calls of other features to everyone but administrators, and writes nothing', async () => {
    const before = await written();
    const letThrough: string[] = [];
    for (const call of ELSEWHERE) {
      for (const caller of callers) {
        const response = await send(call, caller);
        // These calls' bodies are strict: a claimed identity is refused as an unknown field (400).
        const refusals = caller.claims ? [400, 401, 403, 404] : [401, 403, 404];
        if (!refusals.includes(response.statusCode)) {
          letThrough.push(`${caller.name} → ${call.method} ${call.path}: ${response.statusCode}`);
        }
      }
    }
    expect(letThrough).toEqual([]);
    expect(await written()).toEqual(before);
  });

  it('lets the administrator through every one of them (a bare body is a 200 or a 400, never a 404 or a 5xx)', async () => {
    const refused: string[] = [];
    for (const call of [...consoleCalls, ...ELSEWHERE]) {
      const response = await send(call, { name: 'administrator', headers: admin.headers });
      // A bare body names no item, so a 404 here can only be the guard's.
      if ([401, 403, 404].includes(response.statusCode) || response.statusCode >= 500) {
        refused.push(`${call.method} ${call.path}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
    }
    expect(refused).toEqual([]);
  });

  it('has no /api/admin/user/ban any more (replaced by /api/admin/member/ban): 404 to the administrator too', async () => {
    const target = await createSignedInMember(t.app, 'matrixoldban');
    const before = await written();
    const response = await send(
      { method: 'POST', path: '/api/admin/user/ban', body: { lang: 'ko', userInfoId: target.id, id: target.id } },
      { name: 'administrator', headers: admin.headers },
    );
    expect(response.statusCode).toBe(404);
    expect(await written()).toEqual(before);
    const row = await t.app.db
      .selectFrom('users')
      .select('status')
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('active');
  });

  it('answers SPEC §7.3’s reference reads under /api/admin/ to a visitor', async () => {
    const lists = await Promise.all(
      ['/api/admin/code/get_list', '/api/admin/postGroupingCode/get_list'].map((path) =>
        send({ method: 'POST', path, body: path.includes('code/') ? { lang: 'ko', group: 'job' } : { lang: 'ko' } }),
      ),
    );
    expect(lists.map((response) => response.statusCode)).toEqual([200, 200]);
  });
});
