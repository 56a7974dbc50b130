import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialects } from '../../../test/harness.ts';
import { xssPayloads } from '../../../test/hostile-text.ts';
import { createMember, signIn } from '../../accounts/test-support.ts';
import { body, call, createPost, createSignedInMember, type Member, signInAgain } from '../../posts/test-support.ts';

const DAY = 24 * 60 * 60 * 1000;

/** Issue 32 item 3: the console's members, bans (P12) and recent withdrawals (P11), on both databases. */
describe.each(testDialects())('admin members on %s', (dialect) => {
  let t: TestApp;
  let admin: Member;
  let count = 0;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await createSignedInMember(t.app, 'Chief', { admin: true });
  });
  afterAll(async () => {
    await t.close();
  });

  const newMember = (prefix = 'mem') => createSignedInMember(t.app, `${prefix}${(count += 1)}`);
  const audits = (action: string, id: number) =>
    t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', action)
      .where('target_id', '=', String(id))
      .orderBy('id')
      .execute();

  const CALLS: [string, () => Record<string, unknown>][] = [
    ['/api/admin/member/get_list', () => ({})],
    ['/api/admin/member/get_one', () => ({ id: admin.id })],
    ['/api/admin/member/ban', () => ({ id: 999_999, reason: 'spam' })],
    ['/api/admin/member/unban', () => ({ id: 999_999 })],
    ['/api/admin/withdraw/get_list', () => ({})],
  ];

  it('answers NOT_FOUND to visitors, members, banned and withdrawn members, before reading the body', async () => {
    const member = await newMember();
    const banned = await newMember();
    expect((await call(t.app, '/api/admin/member/ban', { id: banned.id, reason: 'x' }, admin)).statusCode).toBe(200);
    const withdrawn = await newMember();
    const left = await call(t.app, '/api/user/withdraw', { reasons: ['other'], agreeDisclaimer: true }, withdrawn);
    expect(left.statusCode, left.body).toBe(200);
    for (const [url, valid] of CALLS) {
      for (const who of [null, member, banned, withdrawn]) {
        for (const payload of [valid(), { id: 'not a number', junk: true }]) {
          const response = await call(t.app, url, payload, who);
          expect([url, response.statusCode, body(response).code]).toEqual([url, 404, 'NOT_FOUND']);
        }
      }
      const bad = await call(t.app, url, { junk: true }, admin);
      expect([url, bad.statusCode]).toEqual([url, 400]);
    }
    const ok = await call(t.app, '/api/admin/member/get_list', {}, admin);
    expect(ok.statusCode).toBe(200);
    expect((await call(t.app, '/api/admin/withdraw/get_list', {}, admin)).statusCode).toBe(200);
    expect((await call(t.app, '/api/admin/member/get_one', { id: member.id }, admin)).statusCode).toBe(200);
  });

  it('finds members by part of the e-mail or nickname in any case, by state, page by page', async () => {
    const a = await createSignedInMember(t.app, 'ZebraFinch');
    const b = await createSignedInMember(t.app, 'zebra_cross');
    const c = await createSignedInMember(t.app, 'Zebra%Odd');
    await call(t.app, '/api/admin/member/ban', { id: b.id, reason: 'spam' }, admin);
    const list = (payload: object) => call(t.app, '/api/admin/member/get_list', payload, admin).then(body);
    const found = await list({ query: 'ZEBRA' });
    expect(found.data.total).toBe(3);
    expect(found.data.rows.map((row: { id: number }) => row.id)).toEqual([c.id, b.id, a.id]);
    expect(found.data.rows[0]).toMatchObject({
      email: 'zebra%odd@posts.example.com',
      nickName: 'Zebra%Odd',
      state: 'active',
      admin: false,
    });
    // By e-mail, and the query's own % is a literal character, not a wildcard.
    expect((await list({ query: 'finch@POSTS' })).data.rows.map((row: { id: number }) => row.id)).toEqual([a.id]);
    expect((await list({ query: 'a%o' })).data.rows.map((row: { id: number }) => row.id)).toEqual([c.id]);
    expect((await list({ query: 'zebra', state: 'banned' })).data.rows).toMatchObject([{ id: b.id, state: 'banned' }]);
    const page2 = await list({ query: 'zebra', pageNum: 2, pageSize: 2 });
    expect(page2.data).toMatchObject({ total: 3, rows: [{ id: a.id }] });
    expect((await call(t.app, '/api/admin/member/get_list', { state: 'gone' }, admin)).statusCode).toBe(400);
    expect((await call(t.app, '/api/admin/member/get_list', { pageSize: 101 }, admin)).statusCode).toBe(400);
  });

  it("shows a member's account, activity, reports against them and live sessions without tokens", async () => {
    const author = await newMember('author');
    const reporter = await newMember();
    const first = await createPost(t.app, author, 'forum', { title: 'First post' });
    const second = await createPost(t.app, author, 'forum', { title: 'Second post' });
    const report = await call(
      t.app,
      '/api/report/add',
      { targetType: 'post', targetId: second, reasonKey: 'spam' },
      reporter,
    );
    expect(report.statusCode, report.body).toBe(200);
    const response = await call(t.app, '/api/admin/member/get_one', { id: author.id }, admin);
    expect(response.statusCode, response.body).toBe(200);
    const data = body(response).data;
    expect(data).toMatchObject({
      id: author.id,
      email: `${author.nickName.toLowerCase()}@posts.example.com`,
      nickName: author.nickName,
      jobKey: 'JOB_MARKETER',
      state: 'active',
      banReason: null,
      activity: { postCount: 2, replyCount: 0 },
      reports: { count: 1, latest: [{ targetType: 'post', targetId: second, postId: second, reasonKey: 'spam' }] },
    });
    expect(data.activity.latestPosts.map((row: { id: number }) => row.id)).toEqual([second, first]);
    expect(data.sessions).toHaveLength(1);
    expect(Object.keys(data.sessions[0]).sort()).toEqual(['createdAt', 'expiresAt', 'lastSeenAt', 'userAgent']);
    expect(response.body).not.toContain(author.token);
    const missing = await call(t.app, '/api/admin/member/get_one', { id: 999_999 }, admin);
    expect([missing.statusCode, body(missing).code]).toEqual([404, 'NOT_FOUND']);
  });

  it('a ban ends the live sessions and refresh tokens, refuses sign-in, and is audited with its reason', async () => {
    const email = `banme${(count += 1)}@example.com`;
    const id = await createMember(t.app, { email, nickName: `banme${count}` });
    const session = await signIn(t.app, email);
    const headers = { authorization: `Bearer ${session.token}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/user/check', headers })).statusCode).toBe(200);

    const ban = await call(t.app, '/api/admin/member/ban', { id, reason: '  Spam links  ' }, admin);
    expect(body(ban).data).toEqual({ id, state: 'banned' });
    const next = await t.app.inject({ method: 'GET', url: '/api/user/check', headers });
    expect(body(next).code).toBe('TOKEN_INVALID');
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: session.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    const signin = await t.app.inject({
      method: 'POST',
      url: '/api/user/signin',
      payload: { userId: email, password: 'secret-pass', lang: 'en' },
    });
    expect([signin.statusCode, body(signin).code]).toEqual([403, 'USER_BANNED']);
    const page = body(await call(t.app, '/api/admin/member/get_one', { id }, admin)).data;
    expect(page).toMatchObject({ state: 'banned', banReason: 'Spam links', sessions: [] });
    expect(await audits('member.ban', id)).toMatchObject([
      { actor_id: admin.id, target_type: 'member', reason: 'Spam links' },
    ]);

    const unban = await call(t.app, '/api/admin/member/unban', { id }, admin);
    expect(body(unban).data).toEqual({ id, state: 'active' });
    expect((await signIn(t.app, email)).token).toBeTruthy();
    expect(await audits('member.unban', id)).toHaveLength(1);
  });

  it('refuses to ban oneself or another administrator, with a code, and records nothing', async () => {
    const other = await createSignedInMember(t.app, `boss${(count += 1)}`, { admin: true });
    const self = await call(t.app, '/api/admin/member/ban', { id: admin.id, reason: 'x' }, admin);
    expect([self.statusCode, body(self).code]).toEqual([409, 'BAN_SELF']);
    const peer = await call(t.app, '/api/admin/member/ban', { id: other.id, reason: 'x' }, admin);
    expect([peer.statusCode, body(peer).code]).toEqual([409, 'BAN_ADMINISTRATOR']);
    expect(await audits('member.ban', other.id)).toEqual([]);
    expect((await call(t.app, '/api/admin/member/get_list', {}, other)).statusCode).toBe(200);
  });

  it('takes a reason of 500 characters, refuses 501, none, blank or not text, and stores hostile text as text', async () => {
    const member = await newMember();
    const ban = (reason: unknown) => call(t.app, '/api/admin/member/ban', { id: member.id, reason }, admin);
    for (const reason of ['x'.repeat(501), undefined, '   ', 42, null]) {
      const response = await ban(reason);
      expect([JSON.stringify(reason)?.slice(0, 10), response.statusCode]).toEqual([
        JSON.stringify(reason)?.slice(0, 10),
        400,
      ]);
    }
    expect(await audits('member.ban', member.id)).toEqual([]);
    expect((await ban('y'.repeat(500))).statusCode).toBe(200);
    const payload = xssPayloads().find((text) => text.length <= 500 && text.includes('<script'))!;
    expect((await call(t.app, '/api/admin/member/unban', { id: member.id }, admin)).statusCode).toBe(200);
    expect((await ban(payload)).statusCode).toBe(200);
    const page = body(await call(t.app, '/api/admin/member/get_one', { id: member.id }, admin)).data;
    expect(page.banReason).toBe(payload.trim());
    const rows = await audits('member.ban', member.id);
    expect(rows.map((row) => row.reason)).toEqual(['y'.repeat(500), payload.trim()]);
  });

  it('lists the members withdrawn in the last 30 days with their reasons and purge date (P11)', async () => {
    const early = await newMember('early');
    await call(t.app, '/api/user/withdraw', { reasons: ['notUseful'], agreeDisclaimer: true }, early);
    t.clock.advance(2 * DAY);
    const late = await newMember('late');
    const left = await call(
      t.app,
      '/api/user/withdraw',
      { reasons: ['privacy', 'other'], comment: 'Bye <b>now</b>', agreeDisclaimer: true },
      late,
    );
    const withdrawnAt = body(left).data.withdrawnAt as string;
    const list = body(await call(t.app, '/api/admin/withdraw/get_list', {}, await relog())).data;
    const row = list.rows.find((item: { memberId: number }) => item.memberId === late.id);
    expect(row).toMatchObject({
      nickName: late.nickName,
      reasons: ['privacy', 'other'],
      comment: 'Bye <b>now</b>',
      withdrawnAt,
      purgeAt: new Date(new Date(withdrawnAt).getTime() + 30 * DAY).toISOString(),
    });
    expect(list.rows.map((item: { memberId: number }) => item.memberId)).toContain(early.id);
    // 29 days later the early one is past 30 days and leaves the list; the late one stays.
    t.clock.advance(29 * DAY);
    const after = body(await call(t.app, '/api/admin/withdraw/get_list', {}, await relog())).data;
    const ids = after.rows.map((item: { memberId: number }) => item.memberId);
    expect(ids).toContain(late.id);
    expect(ids).not.toContain(early.id);
  });

  /** Access tokens last a day: after moving the clock, the administrator signs in again. */
  async function relog(): Promise<Member> {
    admin = await signInAgain(t.app, admin);
    return admin;
  }
});
