import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_REASON_KEYS } from '../../../../common/validation/post.ts';
import type { DomainEvents } from '../../../lib/events.ts';
import { createTestApp, type TestApp, testDialects } from '../../../test/harness.ts';
import { json, post } from '../../accounts/test-support.ts';
import { listRepliesForPost } from '../replies/thread-service.ts';
import {
  createSignedInMember,
  addPost,
  insertReplyRow,
  POSTS_TEST_ENV,
  postCounts,
  replyRow,
  type Member,
} from '../test-support.ts';

for (const dialect of testDialects('api')) {
  describe(`reports (${dialect})`, () => {
    let t: TestApp;
    let author: Member;
    let members: Member[];
    let admin: Member;
    const reported: DomainEvents['content.reported'][] = [];
    const hidden: DomainEvents['content.hidden'][] = [];

    beforeAll(async () => {
      t = await createTestApp(dialect, { env: POSTS_TEST_ENV });
      author = await createSignedInMember(t.app, 'author');
      members = [];
      for (const name of ['ann', 'ben', 'cat', 'dan']) members.push(await createSignedInMember(t.app, name));
      admin = await createSignedInMember(t.app, 'boss', { admin: true });
      t.app.bus.on('content.reported', (payload) => void reported.push(payload));
      t.app.bus.on('content.hidden', (payload) => void hidden.push(payload));
    });
    afterAll(async () => {
      await t.close();
    });

    const member = (i: number) => members[i] as Member;
    const report = (who: Member | null, body: Record<string, unknown>) =>
      post(t.app, '/api/report/add', body, who?.headers ?? {});
    const reportRows = (targetType: string, targetId: number) =>
      t.app.db
        .selectFrom('reports')
        .select(['reporter_id', 'reason_key'])
        .where('target_type', '=', targetType)
        .where('target_id', '=', targetId)
        .orderBy('id')
        .execute();

    const countReports = async () =>
      Number(
        (
          await t.app.db
            .selectFrom('reports')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );

    it('takes each of the four reasons, and refuses another or none with reportReasonPlz', async () => {
      const postId = await addPost(t.app, author.id);
      REPORT_REASON_KEYS.forEach((key, i) => expect(key).toBe(['spam', 'obscenity', 'hate', 'harassment'][i]));
      for (const [i, reasonKey] of REPORT_REASON_KEYS.entries()) {
        const replyId = await insertReplyRow(t.app, { postId, authorId: author.id });
        const response = await report(member(i % 4), { targetType: 'reply', targetId: replyId, reasonKey });
        expect(json(response).data).toEqual({ reported: true, hidden: false });
        expect(await reportRows('reply', replyId)).toEqual([{ reporter_id: member(i % 4).id, reason_key: reasonKey }]);
        expect((await replyRow(t.app, replyId)).report_count).toBe(1);
      }
      for (const reasonKey of ['other', '', undefined]) {
        const response = await report(member(0), { targetType: 'post', targetId: postId, reasonKey, lang: 'en' });
        expect(response.statusCode).toBe(400);
        expect(json(response).fields?.[0]).toMatchObject({ field: 'reasonKey', code: 'reportReasonPlz' });
      }
      const wrongType = await report(member(0), { targetType: 'user', targetId: postId, reasonKey: 'spam' });
      expect(json(wrongType).code).toBe('VALIDATION_FAILED');
      expect(await reportRows('post', postId)).toEqual([]);
    });

    it('refuses a second report by the same member, also when both arrive at once, and stores nothing more', async () => {
      const postId = await addPost(t.app, author.id);
      const body = { targetType: 'post', targetId: postId, reasonKey: 'spam' };
      expect((await report(member(0), body)).statusCode).toBe(200);
      const again = await report(member(0), { ...body, reasonKey: 'hate' });
      expect([again.statusCode, json(again).code]).toEqual([409, 'REPORT_DUPLICATE']);
      expect((await postCounts(t.app, postId)).report_count).toBe(1);

      const raced = await addPost(t.app, author.id);
      const answers = await Promise.all(
        [0, 1, 2, 3].map(() => report(member(1), { targetType: 'post', targetId: raced, reasonKey: 'spam' })),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
      expect(answers.filter((a) => a.statusCode === 409).every((a) => json(a).code === 'REPORT_DUPLICATE')).toBe(true);
      expect(await reportRows('post', raced)).toHaveLength(1);
      expect((await postCounts(t.app, raced)).report_count).toBe(1);
    });

    it('refuses own content, visitors, and items that are gone or unseen', async () => {
      const before = await countReports();
      const postId = await addPost(t.app, author.id);
      const own = await report(author, { targetType: 'post', targetId: postId, reasonKey: 'spam' });
      expect([own.statusCode, json(own).code]).toEqual([403, 'REPORT_OWN_CONTENT']);
      const ownReply = await insertReplyRow(t.app, { postId, authorId: member(0).id });
      expect(json(await report(member(0), { targetType: 'reply', targetId: ownReply, reasonKey: 'spam' })).code).toBe(
        'REPORT_OWN_CONTENT',
      );
      const visitor = await report(null, { targetType: 'post', targetId: postId, reasonKey: 'spam' });
      expect([visitor.statusCode, json(visitor).code]).toEqual([401, 'LOGIN_REQUIRED']);

      const removed = await addPost(t.app, author.id, { status: 'deleted' });
      const gone = await report(member(0), { targetType: 'post', targetId: removed, reasonKey: 'spam' });
      expect([gone.statusCode, json(gone).code]).toEqual([410, 'POST_REMOVE']);
      const deletedReply = await insertReplyRow(t.app, { postId, authorId: author.id, status: 'deleted' });
      const goneReply = await report(member(0), { targetType: 'reply', targetId: deletedReply, reasonKey: 'spam' });
      expect([goneReply.statusCode, json(goneReply).code]).toEqual([410, 'REPLY_REMOVE']);
      const secret = await addPost(t.app, author.id, { visibility: 'private' });
      expect(json(await report(member(0), { targetType: 'post', targetId: secret, reasonKey: 'spam' })).code).toBe(
        'NOT_FOUND',
      );
      expect(json(await report(member(0), { targetType: 'reply', targetId: 2_000_000, reasonKey: 'spam' })).code).toBe(
        'NOT_FOUND',
      );
      expect(await countReports()).toBe(before);
    });

    it('hides a reply at three reports from distinct members: a placeholder for others, the content for its author and admins', async () => {
      const postId = await addPost(t.app, author.id, { title: 'Reported' });
      const replyId = await insertReplyRow(t.app, { postId, authorId: author.id, text: 'offending' });
      const body = { targetType: 'reply', targetId: replyId };
      expect(json(await report(member(0), { ...body, reasonKey: 'spam' })).data).toEqual({
        reported: true,
        hidden: false,
      });
      expect(json(await report(member(1), { ...body, reasonKey: 'hate' })).data).toEqual({
        reported: true,
        hidden: false,
      });
      expect((await replyRow(t.app, replyId)).status).toBe('visible');
      const visibleForAnn = await listRepliesForPost(t.app.services, postId, { id: member(0).id, admin: false });
      expect(visibleForAnn[0]).toMatchObject({ viewer: { reported: true }, content: '<p>offending</p>' });

      expect(json(await report(member(2), { ...body, reasonKey: 'spam' })).data).toEqual({
        reported: true,
        hidden: true,
      });
      const row = await replyRow(t.app, replyId);
      expect([row.status, row.report_count, row.hidden_at === null]).toEqual(['hidden', 3, false]);
      // Hidden content is no longer offered to others, not even to report again.
      expect(json(await report(member(3), { ...body, reasonKey: 'spam' })).code).toBe('REPLY_REMOVE');
      // The reply still counts for the post: it is hidden, not deleted.
      expect((await postCounts(t.app, postId)).reply_count).toBe(1);

      const forOthers = await listRepliesForPost(t.app.services, postId, { id: member(3).id, admin: false });
      expect(forOthers[0]).toMatchObject({ state: 'hidden', content: null, contentText: null });
      const forAuthor = await listRepliesForPost(t.app.services, postId, { id: author.id, admin: false });
      expect(forAuthor[0]).toMatchObject({ state: 'hidden', content: '<p>offending</p>' });
      const forAdmin = await listRepliesForPost(t.app.services, postId, { id: admin.id, admin: true });
      expect(forAdmin[0]).toMatchObject({ state: 'hidden', content: '<p>offending</p>' });
      expect((await listRepliesForPost(t.app.services, postId, null))[0]?.content).toBeNull();

      await t.app.bus.drain();
      const mine = reported.filter((e) => e.target === 'reply' && e.targetId === replyId);
      expect(mine.map((e) => [e.reporterId, e.reportCount, e.reasonKey])).toEqual([
        [member(0).id, 1, 'spam'],
        [member(1).id, 2, 'hate'],
        [member(2).id, 3, 'spam'],
      ]);
      expect(mine[0]).toMatchObject({ postId, authorId: author.id });
      expect(hidden.filter((e) => e.targetId === replyId && e.target === 'reply')).toEqual([
        {
          target: 'reply',
          targetId: replyId,
          postId,
          authorId: author.id,
          reportCount: 3,
          at: t.clock.now().toISOString(),
        },
      ]);
    });

    it('hides a post at three reports; an administrator may still report it without hiding it twice', async () => {
      const postId = await addPost(t.app, author.id);
      for (const i of [0, 1]) await report(member(i), { targetType: 'post', targetId: postId, reasonKey: 'obscenity' });
      expect((await postCounts(t.app, postId)).status).toBe('visible');
      const third = await report(member(2), { targetType: 'post', targetId: postId, reasonKey: 'harassment' });
      expect(json(third).data).toEqual({ reported: true, hidden: true });
      expect(await postCounts(t.app, postId)).toMatchObject({ status: 'hidden', report_count: 3 });
      const hiddenAt = await t.app.db
        .selectFrom('posts')
        .select('hidden_at')
        .where('id', '=', postId)
        .executeTakeFirstOrThrow();
      expect(hiddenAt.hidden_at).not.toBeNull();
      expect(json(await report(member(3), { targetType: 'post', targetId: postId, reasonKey: 'spam' })).code).toBe(
        'POST_REMOVE',
      );
      expect(json(await report(admin, { targetType: 'post', targetId: postId, reasonKey: 'spam' })).data).toEqual({
        reported: true,
        hidden: true,
      });
      await t.app.bus.drain();
      expect(hidden.filter((e) => e.target === 'post' && e.targetId === postId)).toHaveLength(1);
      expect(reported.filter((e) => e.target === 'post' && e.targetId === postId)).toHaveLength(4);
    });
  });
}
