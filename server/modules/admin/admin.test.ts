import { readFileSync } from 'node:fs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../lib/audit.ts';
import { createTestApp, type TestApp, testDialects } from '../../test/harness.ts';
import { setStatus } from '../members/test-support.ts';
import { body, call, createPost, createSignedInMember, type Member } from '../posts/test-support.ts';

describe.each(testDialects())('administration console calls on %s', (dialect) => {
  let t: TestApp;
  let admin: Member;
  let member: Member;
  let bannedMember: Member;
  let withdrawnMember: Member;
  let bannedAdmin: Member;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await createSignedInMember(t.app, 'boss', { admin: true });
    member = await createSignedInMember(t.app, 'member');
    bannedMember = await createSignedInMember(t.app, 'banned');
    withdrawnMember = await createSignedInMember(t.app, 'gone');
    bannedAdmin = await createSignedInMember(t.app, 'exboss', { admin: true });
    await setStatus(t.app, bannedMember.id, 'banned');
    await setStatus(t.app, bannedAdmin.id, 'banned');
    await t.app.db
      .updateTable('users')
      .set({ status: 'deprecated', withdrawn_at: t.app.clock.now().toISOString() })
      .where('id', '=', withdrawnMember.id)
      .execute();
  });
  afterAll(async () => {
    await t.close();
  });

  const ok = async (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(200);
    return body(response).data;
  };
  const auditCount = async () =>
    Number(
      (
        await t.app.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const adminFlag = async (id: number) =>
    Boolean((await t.app.db.selectFrom('users').select('admin').where('id', '=', id).executeTakeFirstOrThrow()).admin);

  it('answers NOT_FOUND to visitors, members, banned and withdrawn members and banned administrators, before validating, changing nothing', async () => {
    const calls: Array<[string, Record<string, unknown>]> = [
      ['/api/admin/dashboard', {}],
      ['/api/admin/audit/get_list', {}],
      ['/api/admin/audit/get_list', { pageSize: 'not a number' }],
      ['/api/admin/admins/get_list', {}],
      ['/api/admin/admins/grant', { id: member.id }],
      ['/api/admin/admins/grant', { unknown: true }],
      ['/api/admin/admins/revoke', { id: admin.id }],
    ];
    const before = await auditCount();
    for (const who of [null, member, bannedMember, withdrawnMember, bannedAdmin]) {
      for (const [path, request] of calls) {
        const response = await call(t.app, path, request, who);
        expect(response.statusCode, `${path} as ${who?.nickName ?? 'visitor'}`).toBe(404);
        expect(body(response).code).toBe('NOT_FOUND');
      }
    }
    expect(await auditCount()).toBe(before);
    expect(await adminFlag(member.id)).toBe(false);
    expect(await adminFlag(admin.id)).toBe(true);
    for (const [path, request] of [calls[0]!, calls[1]!, calls[3]!]) {
      expect((await call(t.app, path, request, admin)).statusCode, path).toBe(200);
    }
    expect((await call(t.app, '/api/admin/audit/get_list', { pageSize: 'x' }, admin)).statusCode).toBe(400);
  });

  it('counts the dashboard figures through each feature, for 7 and 30 days', async () => {
    const data = await ok(await call(t.app, '/api/admin/dashboard', {}, admin));
    // Every member above was created now (a pending sign-up would not count).
    expect(data.last7.newMembers).toBe(5);
    expect(data.last30.newMembers).toBe(5);
    const old = new Date(t.app.clock.now().getTime() - 10 * 24 * 3600 * 1000).toISOString();
    await t.app.db.updateTable('users').set({ created_at: old }).where('id', '=', bannedMember.id).execute();
    const now = t.app.clock.now().toISOString();
    await t.app.db
      .insertInto('search_queries')
      .values([
        { text: 'nothing', lang: 'en', scope: 'all', result_count: 0, created_at: now },
        { text: 'found', lang: 'en', scope: 'all', result_count: 3, created_at: now },
        { text: 'older', lang: 'en', scope: 'all', result_count: 0, created_at: old },
      ])
      .execute();
    const after = await ok(await call(t.app, '/api/admin/dashboard', {}, admin));
    expect(after.last7.newMembers).toBe(4);
    expect(after.last30.newMembers).toBe(5);
    expect(after.last7.unansweredSearches).toBe(1);
    expect(after.last30.unansweredSearches).toBe(2);
    for (const key of ['posts', 'replies', 'reportsWaiting', 'unhelpfulAnswers'] as const) {
      expect(after.last7[key]).toBe(0);
    }
  });

  it('counts the reports that still wait: a dismissed one leaves the figure', async () => {
    const postId = await createPost(t.app, member);
    const report = await call(
      t.app,
      '/api/report/add',
      { targetType: 'post', targetId: postId, reasonKey: 'spam' },
      admin,
    );
    expect(report.statusCode, report.body).toBe(200);
    expect((await ok(await call(t.app, '/api/admin/dashboard', {}, admin))).last7.reportsWaiting).toBe(1);
    const dismissed = await call(t.app, '/api/admin/report/dismiss', { targetType: 'post', targetId: postId }, admin);
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect((await ok(await call(t.app, '/api/admin/dashboard', {}, admin))).last7.reportsWaiting).toBe(0);
  });

  it('grants only to active members, records each change, and never removes the last administrator', async () => {
    const before = await auditCount();
    for (const who of [bannedMember, withdrawnMember]) {
      const refused = await call(t.app, '/api/admin/admins/grant', { id: who.id }, admin);
      expect(refused.statusCode).toBe(409);
      expect(body(refused).code).toBe('ADMIN_GRANT_INACTIVE');
    }
    expect((await call(t.app, '/api/admin/admins/grant', { id: 999999 }, admin)).statusCode).toBe(404);
    expect(await auditCount()).toBe(before);

    // The only active administrator cannot remove their own flag (the banned one does not count).
    const last = await call(t.app, '/api/admin/admins/revoke', { id: admin.id }, admin);
    expect(last.statusCode).toBe(409);
    expect(body(last).code).toBe('LAST_ADMIN');
    expect(await adminFlag(admin.id)).toBe(true);

    const granted = await ok(await call(t.app, '/api/admin/admins/grant', { nickName: 'MEMBER' }, admin));
    expect(granted).toMatchObject({ id: member.id, nickName: 'member' });
    expect(await adminFlag(member.id)).toBe(true);
    const list = await ok(await call(t.app, '/api/admin/admins/get_list', {}, admin));
    expect(list.rows.map((row: { id: number }) => row.id)).toEqual([admin.id, member.id]);

    // With two, one may go; then the other is the last again.
    await ok(await call(t.app, '/api/admin/admins/revoke', { id: admin.id }, member));
    expect(await adminFlag(admin.id)).toBe(false);
    const lastAgain = await call(t.app, '/api/admin/admins/revoke', { id: member.id }, member);
    expect(body(lastAgain).code).toBe('LAST_ADMIN');
    expect(await adminFlag(member.id)).toBe(true);
    // Put things back for the next tests.
    await ok(await call(t.app, '/api/admin/admins/grant', { id: admin.id }, member));

    const audit = await ok(await call(t.app, '/api/admin/audit/get_list', { action: 'member.admin.' }, admin));
    expect(audit.total).toBe(3);
    expect(audit.rows.map((row: { action: string }) => row.action)).toEqual([
      'member.admin.grant',
      'member.admin.revoke',
      'member.admin.grant',
    ]);
    expect(audit.rows[1]).toMatchObject({
      actorId: member.id,
      actorNickName: 'member',
      targetType: 'member',
      targetId: String(admin.id),
      before: { admin: true },
      after: { admin: false },
    });
  });

  it('filters the audit log by action prefix, actor, target type and dates, newest first, paged, hostile text kept as text', async () => {
    const { payloads } = JSON.parse(readFileSync('/work/shared/testdata/xss-payloads.json', 'utf8')) as {
      payloads: { payload: string }[];
    };
    const payload = payloads[0]!.payload;
    const day = (iso: string) => iso.slice(0, 10);
    await recordAudit(t.app.db, {
      actorId: admin.id,
      action: 'test_x.rename',
      target: { type: 'thing', id: 7 },
      before: { name: payload },
      after: { name: 'plain' },
      at: '2026-01-02T10:00:00.000Z',
    });
    await recordAudit(t.app.db, {
      actorId: null,
      action: 'test_x.purge',
      target: { type: 'other', id: null },
      at: '2026-01-05T23:59:59.000Z',
    });
    const list = (request: Record<string, unknown>) =>
      call(t.app, '/api/admin/audit/get_list', request, admin).then(ok);
    const both = await list({ action: 'test_x.' });
    expect(both.rows.map((row: { action: string }) => row.action)).toEqual(['test_x.purge', 'test_x.rename']);
    expect(both.rows[1].before).toEqual({ name: payload });
    // `_` is a letter in the prefix, not a wildcard.
    expect((await list({ action: 'test%' })).total).toBe(0);
    expect((await list({ action: 'test_x.', actorId: admin.id })).total).toBe(1);
    expect((await list({ action: 'test_x.', targetType: 'other' })).rows[0].actorNickName).toBeNull();
    expect((await list({ action: 'test_x.', from: '2026-01-03' })).total).toBe(1);
    expect((await list({ action: 'test_x.', to: '2026-01-05' })).total).toBe(2);
    expect((await list({ action: 'test_x.', to: '2026-01-04' })).total).toBe(1);
    expect((await list({ action: 'test_x.', from: day('2026-01-02'), to: '2026-01-02' })).total).toBe(1);
    const page2 = await list({ action: 'test_x.', pageSize: 1, pageNum: 2 });
    expect(page2).toMatchObject({ total: 2, pageNum: 2, pageSize: 1 });
    expect(page2.rows[0].action).toBe('test_x.rename');
  });
});
