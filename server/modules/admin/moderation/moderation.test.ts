import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvents } from '../../../lib/events.ts';
import { createTestApp, type TestApp, testDialects } from '../../../test/harness.ts';
import {
  addPost,
  banMember,
  body,
  call,
  createPost,
  createSignedInMember,
  fieldCodes,
  insertReplyRow,
  type Member,
  POSTS_TEST_ENV,
  postCounts,
} from '../../posts/test-support.ts';

const BOM = '\uFEFF';

for (const dialect of testDialects('api')) {
  describe(`console moderation (${dialect})`, () => {
    let t: TestApp;
    let admin: Member;
    let author: Member;
    let reporters: Member[];
    let stranger: Member;
    let banned: Member;
    let withdrawn: Member;
    let bannedAdmin: Member;
    const hiddenEvents: DomainEvents['content.hidden'][] = [];

    beforeAll(async () => {
      t = await createTestApp(dialect, { env: POSTS_TEST_ENV });
      admin = await createSignedInMember(t.app, 'boss', { admin: true });
      author = await createSignedInMember(t.app, 'author');
      reporters = [];
      for (const name of ['ann', 'ben', 'cat']) reporters.push(await createSignedInMember(t.app, name));
      stranger = await createSignedInMember(t.app, 'stranger');
      banned = await createSignedInMember(t.app, 'banned');
      await banMember(t.app, admin, banned.id);
      // A withdrawn member whose token is still presented, and claims to be an administrator.
      withdrawn = await createSignedInMember(t.app, 'gone', { admin: true });
      await t.app.db.updateTable('users').set({ status: 'withdrawn' }).where('id', '=', withdrawn.id).execute();
      // Bans refuse administrators: the flag is set after the ban, which ended the session.
      bannedAdmin = await createSignedInMember(t.app, 'badboss');
      await banMember(t.app, admin, bannedAdmin.id);
      await t.app.db.updateTable('users').set({ admin: true }).where('id', '=', bannedAdmin.id).execute();
      t.app.bus.on('content.hidden', (event) => void hiddenEvents.push(event));
    });
    afterAll(async () => {
      await t.close();
    });

    const reportBy = (who: Member, targetType: 'post' | 'reply', targetId: number, reasonKey = 'spam') =>
      call(t.app, '/api/report/add', { targetType, targetId, reasonKey }, who);
    const score = async (userId: number) =>
      Number(
        (
          await t.app.db
            .selectFrom('users')
            .select('temperature_tenths')
            .where('id', '=', userId)
            .executeTakeFirstOrThrow()
        ).temperature_tenths,
      );
    const indexed = async (postId: number) =>
      (
        await t.app.db
          .selectFrom('search_documents')
          .select('id')
          .where('kind', '=', 'post')
          .where('item_id', '=', postId)
          .execute()
      ).length;
    const alarms = async (userId: number, key: string) =>
      Number(
        (
          await t.app.db
            .selectFrom('alarms')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('user_id', '=', userId)
            .where('key', '=', key)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const audits = (action: string, targetId: number) =>
      t.app.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', action)
        .where('target_id', '=', String(targetId))
        .execute();
    const download = (query: string, who: Member | null) =>
      t.app.inject({ method: 'GET', url: `/api/post/reportDownload${query}`, headers: who?.headers ?? {} });

    const CALLS: [string, Record<string, unknown>][] = [
      ['/api/admin/report/get_list', {}],
      ['/api/admin/report/uphold', { targetType: 'post', targetId: 1 }],
      ['/api/admin/report/dismiss', { targetType: 'post', targetId: 1 }],
      ['/api/admin/content/get_list', {}],
      ['/api/admin/content/hide', { targetType: 'post', targetId: 1, reason: 'x' }],
      ['/api/admin/content/restore', { targetType: 'post', targetId: 1, reason: 'x' }],
      ['/api/admin/content/delete', { targetType: 'post', targetId: 1, reason: 'x' }],
    ];

    it('answers 404 NOT_FOUND to visitors, members, banned and withdrawn members and a banned admin, whatever the body', async () => {
      const postId = await addPost(t.app, author.id);
      for (const [url, payload] of CALLS) {
        for (const who of [null, stranger, banned, withdrawn, bannedAdmin]) {
          for (const sent of [{ ...payload, targetId: postId }, { nonsense: true }]) {
            const response = await call(t.app, url, sent, who);
            expect([url, who?.nickName, response.statusCode, body(response).code]).toEqual([
              url,
              who?.nickName,
              404,
              'NOT_FOUND',
            ]);
          }
        }
      }
      for (const who of [null, stranger, banned, withdrawn, bannedAdmin]) {
        const response = await download('', who);
        expect([response.statusCode, body(response).code]).toEqual([404, 'NOT_FOUND']);
      }
      expect((await postCounts(t.app, postId)).status).toBe('visible');
      expect(
        await t.app.db.selectFrom('audit_log').select('id').where('target_id', '=', String(postId)).execute(),
      ).toEqual([]);
      // The administrator gets through, and a malformed body is then a 400.
      expect((await call(t.app, '/api/admin/report/get_list', {}, admin)).statusCode).toBe(200);
      expect((await call(t.app, '/api/admin/content/get_list', {}, admin)).statusCode).toBe(200);
      expect((await call(t.app, '/api/admin/report/uphold', { nonsense: true }, admin)).statusCode).toBe(400);
      expect((await download('', admin)).statusCode).toBe(200);
    });

    it('lists the reported items with their reasons, reporters and content, also when hidden, newest report first', async () => {
      const postId = await addPost(t.app, author.id, { title: 'Spammy title' });
      const replyId = await insertReplyRow(t.app, { postId, authorId: author.id, text: 'bad reply' });
      await reportBy(reporters[0]!, 'reply', replyId, 'harassment');
      t.clock.advance(1000);
      await reportBy(reporters[0]!, 'post', postId, 'spam');
      await reportBy(reporters[1]!, 'post', postId, 'hate');
      await reportBy(reporters[2]!, 'post', postId, 'spam'); // hidden at three
      const response = await call(t.app, '/api/admin/report/get_list', { state: 'waiting', pageSize: 50 }, admin);
      const rows = body(response).data.rows as Record<string, unknown>[];
      const mine = rows.filter((row) => row.postId === postId);
      expect(mine.map((row) => [row.targetType, row.targetId])).toEqual([
        ['post', postId],
        ['reply', replyId],
      ]);
      expect(mine[0]).toMatchObject({
        title: 'Spammy title',
        text: 'Body',
        state: 'hidden',
        reportState: 'waiting',
        reportCount: 3,
        author: { id: author.id, nickname: 'author' },
        reasons: [
          { reasonKey: 'spam', count: 2 },
          { reasonKey: 'hate', count: 1 },
        ],
      });
      expect((mine[0]!.reporters as { nickname: string }[]).map((r) => r.nickname)).toEqual(['ann', 'ben', 'cat']);
      expect(mine[1]).toMatchObject({
        text: 'bad reply',
        state: 'visible',
        reasons: [{ reasonKey: 'harassment', count: 1 }],
      });
      const upheld = await call(t.app, '/api/admin/report/get_list', { state: 'upheld' }, admin);
      expect((body(upheld).data.rows as { postId: number }[]).some((row) => row.postId === postId)).toBe(false);
    });

    it('uphold hides the content, tells the author once, closes the reports and records the audit row', async () => {
      const postId = await createPost(t.app, author);
      await reportBy(reporters[0]!, 'post', postId);
      await t.app.bus.drain();
      const before = await alarms(author.id, 'POST_REPORT');
      const response = await call(
        t.app,
        '/api/admin/report/uphold',
        { targetType: 'post', targetId: postId, reason: 'clearly spam' },
        admin,
      );
      expect(body(response).data).toEqual({
        targetType: 'post',
        targetId: postId,
        state: 'hidden',
        resolvedReports: 1,
      });
      await t.app.bus.drain();
      expect(await alarms(author.id, 'POST_REPORT')).toBe(before + 1);
      expect(hiddenEvents.filter((e) => e.targetId === postId && e.target === 'post')).toHaveLength(1);
      const again = await call(t.app, '/api/admin/report/uphold', { targetType: 'post', targetId: postId }, admin);
      expect([again.statusCode, body(again).code]).toEqual([409, 'REPORTS_NOT_WAITING']);
      await t.app.bus.drain();
      expect(await alarms(author.id, 'POST_REPORT')).toBe(before + 1);
      const [row] = await audits('report.uphold', postId);
      expect(row).toMatchObject({ actor_id: admin.id, target_type: 'post', reason: 'clearly spam' });
      expect(JSON.parse(row!.before_json!)).toMatchObject({ state: 'visible', waitingReports: 1 });
      expect(JSON.parse(row!.after_json!)).toMatchObject({ state: 'hidden', waitingReports: 0 });

      // A reply: POST_REPLY_REPORT.
      const replyId = await insertReplyRow(t.app, { postId: await addPost(t.app, stranger.id), authorId: author.id });
      await reportBy(reporters[1]!, 'reply', replyId);
      const replyBefore = await alarms(author.id, 'POST_REPLY_REPORT');
      await call(t.app, '/api/admin/report/uphold', { targetType: 'reply', targetId: replyId }, admin);
      await t.app.bus.drain();
      expect(await alarms(author.id, 'POST_REPLY_REPORT')).toBe(replyBefore + 1);
    });

    it('dismiss closes the reports and leaves the content visible', async () => {
      const postId = await addPost(t.app, author.id);
      await reportBy(reporters[0]!, 'post', postId);
      const response = await call(t.app, '/api/admin/report/dismiss', { targetType: 'post', targetId: postId }, admin);
      expect(body(response).data).toMatchObject({ state: 'visible', resolvedReports: 1 });
      expect((await postCounts(t.app, postId)).status).toBe('visible');
      const dismissed = await call(t.app, '/api/admin/report/get_list', { state: 'dismissed', pageSize: 100 }, admin);
      const row = (body(dismissed).data.rows as { postId: number; reportState: string }[]).find(
        (r) => r.postId === postId,
      );
      expect(row?.reportState).toBe('dismissed');
      expect(await audits('report.dismiss', postId)).toHaveLength(1);
    });

    it('restore after hide brings counters, search and score back exactly once; a second restore is 409', async () => {
      const postId = await createPost(t.app, author, 'forum', { title: 'Restorable funnel post' });
      await call(t.app, '/api/post/reply/add', { postId, content: '<p>an answer</p>' }, stranger);
      await t.app.bus.drain();
      const state = async () => ({
        status: (await postCounts(t.app, postId)).status,
        replies: (await postCounts(t.app, postId)).reply_count,
        score: await score(author.id),
        indexed: await indexed(postId),
        listed: Number(
          body(await call(t.app, '/api/user/post', { userInfoId: author.id }, stranger)).data?.total ?? -1,
        ),
      });
      const visible = await state();
      expect(visible).toMatchObject({ status: 'visible', replies: 1, indexed: 1 });
      expect(visible.score).toBeGreaterThan(0);

      const hide = await call(
        t.app,
        '/api/admin/content/hide',
        { targetType: 'post', targetId: postId, reason: 'checking' },
        admin,
      );
      expect(body(hide).data.state).toBe('hidden');
      const hidden = await state();
      expect(hidden).toMatchObject({ status: 'hidden', replies: 1, indexed: 0 });
      expect(hidden.score).toBeLessThan(visible.score);
      expect(hidden.listed).toBe(visible.listed - 1);

      const restore = await call(
        t.app,
        '/api/admin/content/restore',
        { targetType: 'post', targetId: postId, reason: 'mistake' },
        admin,
      );
      expect(body(restore).data.state).toBe('visible');
      expect(await state()).toEqual(visible);

      const twice = await call(
        t.app,
        '/api/admin/content/restore',
        { targetType: 'post', targetId: postId, reason: 'again' },
        admin,
      );
      expect([twice.statusCode, body(twice).code]).toEqual([409, 'CONTENT_NOT_HIDDEN']);
      expect(await state()).toEqual(visible);
      expect(await audits('post.hide', postId)).toHaveLength(1);
      expect(await audits('post.restore', postId)).toHaveLength(1);

      // Hidden a second time and restored again: taken and paid back once more, never twice.
      await call(t.app, '/api/admin/content/hide', { targetType: 'post', targetId: postId, reason: 'again' }, admin);
      expect((await state()).score).toBe(hidden.score);
      await call(t.app, '/api/admin/content/restore', { targetType: 'post', targetId: postId, reason: 'again' }, admin);
      expect(await state()).toEqual(visible);
    });

    it('restores a reply hidden at three reports: its author’s points come back once, the post’s count never moved', async () => {
      const postId = await createPost(t.app, stranger);
      const added = await call(t.app, '/api/post/reply/add', { postId, content: '<p>reported answer</p>' }, author);
      const replyId = body(added).data.id as number;
      await t.app.bus.drain();
      const before = { score: await score(author.id), replies: (await postCounts(t.app, postId)).reply_count };
      for (const reporter of reporters) await reportBy(reporter, 'reply', replyId);
      expect(await score(author.id)).toBeLessThan(before.score);
      expect((await postCounts(t.app, postId)).reply_count).toBe(before.replies);
      const restore = await call(
        t.app,
        '/api/admin/content/restore',
        { targetType: 'reply', targetId: replyId, reason: 'fine' },
        admin,
      );
      expect(body(restore).data.state).toBe('visible');
      expect({ score: await score(author.id), replies: (await postCounts(t.app, postId)).reply_count }).toEqual(before);
      const twice = await call(
        t.app,
        '/api/admin/content/restore',
        { targetType: 'reply', targetId: replyId, reason: 'fine' },
        admin,
      );
      expect(body(twice).code).toBe('CONTENT_NOT_HIDDEN');
      expect(await score(author.id)).toBe(before.score);
    });

    it('hide, restore and delete need a reason of at most 500 characters', async () => {
      const postId = await addPost(t.app, author.id);
      for (const url of ['/api/admin/content/hide', '/api/admin/content/restore', '/api/admin/content/delete']) {
        const missing = await call(t.app, url, { targetType: 'post', targetId: postId, lang: 'en' }, admin);
        expect([missing.statusCode, fieldCodes(missing)]).toEqual([400, ['reason:moderationReasonPlz']]);
        const blank = await call(t.app, url, { targetType: 'post', targetId: postId, reason: '   ' }, admin);
        expect(fieldCodes(blank)).toEqual(['reason:moderationReasonPlz']);
        const long = await call(t.app, url, { targetType: 'post', targetId: postId, reason: 'x'.repeat(501) }, admin);
        expect([long.statusCode, fieldCodes(long)]).toEqual([400, ['reason:moderationReasonMaxLength']]);
      }
      expect((await postCounts(t.app, postId)).status).toBe('visible');
      const hide = await call(
        t.app,
        '/api/admin/content/hide',
        { targetType: 'post', targetId: postId, reason: '가'.repeat(500) },
        admin,
      );
      expect(hide.statusCode).toBe(200);
      expect((await audits('post.hide', postId))[0]?.reason).toBe('가'.repeat(500));
      const del = await call(
        t.app,
        '/api/admin/content/delete',
        { targetType: 'post', targetId: postId, reason: 'gone for good' },
        admin,
      );
      expect(body(del).data.state).toBe('deleted');
      expect((await postCounts(t.app, postId)).status).toBe('deleted');
      expect(await audits('post.delete', postId)).toHaveLength(1);
      const gone = await call(
        t.app,
        '/api/admin/content/delete',
        { targetType: 'post', targetId: postId, reason: 'x' },
        admin,
      );
      expect([gone.statusCode, body(gone).code]).toEqual([410, 'POST_REMOVE']);
    });

    it('lists every post by state and title text, hidden and deleted included', async () => {
      const hiddenId = await addPost(t.app, author.id, { title: 'Zebra hidden', status: 'hidden' });
      const deletedId = await addPost(t.app, author.id, { title: 'Zebra deleted', status: 'deleted' });
      const shownId = await addPost(t.app, author.id, { title: 'Zebra shown' });
      const list = async (filters: Record<string, unknown>) =>
        (
          body(await call(t.app, '/api/admin/content/get_list', { text: 'zebra', ...filters }, admin)).data.rows as {
            targetId: number;
          }[]
        ).map((row) => row.targetId);
      expect(await list({})).toEqual([shownId, deletedId, hiddenId]);
      expect(await list({ state: 'hidden' })).toEqual([hiddenId]);
      expect(await list({ state: 'deleted' })).toEqual([deletedId]);
      expect(await list({ text: '100%' })).toEqual([]);
    });

    it('downloads the reports as CSV: BOM, Korean intact, formulas neutralised, quotes doubled', async () => {
      const titles = ['=SUM(A1)', '+1+1', '-2', '@cmd', '한국어 "인용" 제목'];
      const ids: number[] = [];
      for (const title of titles) {
        const postId = await addPost(t.app, author.id, { title });
        ids.push(postId);
        await reportBy(reporters[0]!, 'post', postId, 'hate');
      }
      const response = await download('?lang=ko&state=waiting', admin);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="reports-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const raw = response.rawPayload;
      expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = raw.toString('utf8');
      expect(text.startsWith(BOM)).toBe(true);
      const lines = text.slice(1).split('\r\n');
      expect(lines[0]).toContain('"신고 번호"');
      expect(lines[0]).toContain('"제목"');
      expect(text).toContain(`"'=SUM(A1)"`);
      expect(text).toContain(`"'+1+1"`);
      expect(text).toContain(`"'-2"`);
      expect(text).toContain(`"'@cmd"`);
      expect(text).toContain('"한국어 ""인용"" 제목"');
      expect(text).toContain('"혐오 표현"');
      expect(text).not.toMatch(/(^|,)"[=+\-@]/m);
      // A reason renamed by an administrator is written as reporters now read it.
      const hate = await t.app.db
        .selectFrom('report_reasons')
        .select(['id', 'name_ko', 'name_en', 'name_ja'])
        .where('key', '=', 'hate')
        .executeTakeFirstOrThrow();
      const rename = (names: { ko: string; en: string; ja: string }) =>
        call(t.app, '/api/admin/reportReason/update', { id: hate.id, names }, admin);
      expect((await rename({ ko: '차별과 혐오', en: 'Hate and bias', ja: '差別' })).statusCode).toBe(200);
      expect((await download('?lang=ko&state=waiting', admin)).rawPayload.toString('utf8')).toContain('"차별과 혐오"');
      await rename({ ko: hate.name_ko, en: hate.name_en, ja: hate.name_ja });
      const english = await download('?lang=en&state=waiting', admin);
      expect(english.rawPayload.toString('utf8').slice(1).split('\r\n')[0]).toContain('"Report no."');
      const dated = await download('?from=2000-01-01&to=2000-01-31', admin);
      expect(dated.headers['content-disposition']).toBe('attachment; filename="reports-2000-01-01_2000-01-31.csv"');
      expect(dated.rawPayload.toString('utf8').slice(1).split('\r\n').filter(Boolean)).toHaveLength(1);
    });

    it('keeps hostile text as text in the queue', async () => {
      const payload = '<img src=x onerror=alert(1)>';
      const postId = await addPost(t.app, author.id, { title: payload });
      await reportBy(reporters[1]!, 'post', postId);
      const rows = body(await call(t.app, '/api/admin/report/get_list', { pageSize: 100 }, admin)).data.rows as {
        postId: number;
        title: string;
      }[];
      expect(rows.find((row) => row.postId === postId)?.title).toBe(payload);
    });
  });
}
