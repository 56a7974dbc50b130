import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replySchema } from '../../../../common/contracts/posts/replies.ts';
import type { DomainEvents } from '../../../lib/events.ts';
import { createTestApp, type TestApp, testDialects } from '../../../test/harness.ts';
import { json, post } from '../../accounts/test-support.ts';
import { listRepliesForPost } from './thread-service.ts';
import {
  createSignedInMember,
  addPost,
  insertReplyRow,
  POSTS_TEST_ENV,
  postCounts,
  replyRow,
  type Member,
} from '../test-support.ts';

const MINUTE = 60_000;

for (const dialect of testDialects()) {
  describe(`replies (${dialect})`, () => {
    let t: TestApp;
    let author: Member;
    let alice: Member;
    let bob: Member;
    let carol: Member;
    let admin: Member;
    const created: DomainEvents['reply.created'][] = [];
    const deleted: DomainEvents['reply.deleted'][] = [];

    beforeAll(async () => {
      t = await createTestApp(dialect, { env: POSTS_TEST_ENV });
      author = await createSignedInMember(t.app, 'author');
      alice = await createSignedInMember(t.app, 'alice');
      bob = await createSignedInMember(t.app, 'bob');
      carol = await createSignedInMember(t.app, 'carol');
      admin = await createSignedInMember(t.app, 'boss', { admin: true });
      t.app.bus.on('reply.created', (payload) => void created.push(payload));
      t.app.bus.on('reply.deleted', (payload) => void deleted.push(payload));
    });
    afterAll(async () => {
      await t.close();
    });

    const reply = (member: Member | null, body: Record<string, unknown>) =>
      post(t.app, '/api/post/reply/add', body, member?.headers ?? {});
    const replyOk = async (member: Member, body: Record<string, unknown>) => {
      const response = await reply(member, body);
      if (response.statusCode !== 200) throw new Error(`reply failed: ${response.body}`);
      return replySchema.parse(json(response).data);
    };

    it('threads answers three deep; an answer to a depth-3 reply stays at 3 under the same thread parent and names its member', async () => {
      const postId = await addPost(t.app, author.id, { title: 'Threads' });
      const d1 = await replyOk(alice, { postId, content: '<p>first</p>' });
      const d2 = await replyOk(bob, { postId, parentId: d1.id, content: '<p>second</p>' });
      const d3 = await replyOk(carol, { postId, parentId: d2.id, content: '<p>third</p>' });
      const d4 = await replyOk(alice, { postId, parentId: d3.id, content: '<p>fourth</p>' });
      const d5 = await replyOk(bob, { postId, parentId: d4.id, content: '<p>fifth</p>' });

      expect(d1).toMatchObject({ postId, parentId: null, threadParentId: null, depth: 1, mention: null });
      expect(d2).toMatchObject({ parentId: d1.id, threadParentId: d1.id, depth: 2, mention: null });
      expect(d3).toMatchObject({ parentId: d2.id, threadParentId: d2.id, depth: 3, mention: null });
      expect(d4).toMatchObject({
        parentId: d3.id,
        threadParentId: d2.id,
        depth: 3,
        mention: { id: carol.id, nickName: 'carol' },
      });
      expect(d5).toMatchObject({
        parentId: d4.id,
        threadParentId: d2.id,
        depth: 3,
        mention: { id: alice.id, nickName: 'alice' },
      });
      expect(d1).toMatchObject({
        author: { id: alice.id, nickName: 'alice' },
        state: 'visible',
        content: '<p>first</p>',
        contentText: 'first',
        hasImage: false,
        likeCount: 0,
        edited: false,
        viewer: { liked: false, reported: false },
        can: { edit: true, delete: true, reply: true, like: false, report: false },
      });
      expect((await postCounts(t.app, postId)).reply_count).toBe(5);

      // get_one first: bob's read pays him POST_READ (issue 28), which his card in the thread shows.
      const detail = json(await post(t.app, '/api/post/get_one', { id: postId }, bob.headers)).data;
      const list = await listRepliesForPost(t.app.services, postId, { id: bob.id, admin: false });
      expect(list.map((r) => r.id)).toEqual([d1.id, d2.id, d3.id, d4.id, d5.id]);
      expect(list.map((r) => [r.depth, r.threadParentId, r.mention?.nickName ?? null])).toEqual([
        [1, null, null],
        [2, d1.id, null],
        [3, d2.id, null],
        [3, d2.id, 'carol'],
        [3, d2.id, 'alice'],
      ]);
      for (const dto of list) replySchema.parse(dto);
      // get_one shows the same thread.
      expect(detail.replies).toEqual(list);

      await t.app.bus.drain();
      const event = created.find((e) => e.replyId === d4.id);
      expect(event).toMatchObject({
        postId,
        authorId: author.id,
        type: 'forum',
        title: 'Threads',
        replyAuthorId: alice.id,
        parentId: d3.id,
        parentAuthorId: carol.id,
        replyCount: 4,
        contentText: 'fourth',
      });
      expect(created.find((e) => e.replyId === d1.id)).toMatchObject({ parentId: null, parentAuthorId: null });
    });

    it('refuses a parent of another post, a missing one, a deleted one and a hidden one, storing nothing', async () => {
      const postId = await addPost(t.app, author.id);
      const otherPostId = await addPost(t.app, author.id);
      const foreign = await replyOk(alice, { postId: otherPostId, content: '<p>elsewhere</p>' });
      const gone = await replyOk(alice, { postId, content: '<p>gone</p>' });
      await post(t.app, '/api/post/reply/delete', { id: gone.id }, alice.headers);
      const hiddenId = await insertReplyRow(t.app, { postId, authorId: carol.id, status: 'hidden' });
      const before = await postCounts(t.app, postId);

      const cross = await reply(bob, { postId, parentId: foreign.id, content: '<p>x</p>' });
      expect([cross.statusCode, json(cross).code]).toEqual([404, 'NOT_FOUND']);
      const missing = await reply(bob, { postId, parentId: 2_000_000, content: '<p>x</p>' });
      expect([missing.statusCode, json(missing).code]).toEqual([404, 'NOT_FOUND']);
      const toDeleted = await reply(bob, { postId, parentId: gone.id, content: '<p>x</p>' });
      expect([toDeleted.statusCode, json(toDeleted).code]).toEqual([410, 'REPLY_REMOVE']);
      const toHidden = await reply(bob, { postId, parentId: hiddenId, content: '<p>x</p>' });
      expect([toHidden.statusCode, json(toHidden).code]).toEqual([410, 'REPLY_REMOVE']);

      expect((await postCounts(t.app, postId)).reply_count).toBe(before.reply_count);
      const rows = await t.app.db.selectFrom('replies').select('id').where('post_id', '=', postId).execute();
      expect(rows).toHaveLength(2);
      // The hidden reply's author still sees it as it is, and may answer it.
      const own = await reply(carol, { postId, parentId: hiddenId, content: '<p>mine</p>' });
      expect(own.statusCode).toBe(200);
    });

    it('follows the post rules: visitors sign in, private is not found, deleted and hidden are removed', async () => {
      const open = await addPost(t.app, author.id);
      const visitor = await reply(null, { postId: open, content: '<p>hi</p>' });
      expect([visitor.statusCode, json(visitor).code]).toEqual([401, 'LOGIN_REQUIRED']);
      const missing = await reply(alice, { postId: 2_000_000, content: '<p>hi</p>' });
      expect([missing.statusCode, json(missing).code]).toEqual([404, 'NOT_FOUND']);

      const secret = await addPost(t.app, author.id, { visibility: 'private' });
      expect(json(await reply(alice, { postId: secret, content: '<p>hi</p>' })).code).toBe('NOT_FOUND');
      expect((await reply(author, { postId: secret, content: '<p>mine</p>' })).statusCode).toBe(200);
      expect((await reply(admin, { postId: secret, content: '<p>admin</p>' })).statusCode).toBe(200);

      const removed = await addPost(t.app, author.id, { status: 'deleted' });
      const onRemoved = await reply(alice, { postId: removed, content: '<p>hi</p>' });
      expect([onRemoved.statusCode, json(onRemoved).code]).toEqual([410, 'POST_REMOVE']);
      const hidden = await addPost(t.app, author.id, { status: 'hidden' });
      expect(json(await reply(alice, { postId: hidden, content: '<p>hi</p>' })).code).toBe('POST_REMOVE');
      expect((await reply(author, { postId: hidden, content: '<p>mine</p>' })).statusCode).toBe(200);
    });

    it('requires content and counts 10,000 characters of text at most, markup aside', async () => {
      const postId = await addPost(t.app, author.id);
      // Invisible characters are nothing either: zero-width space, word joiner, Hangul filler.
      const invisible = '<p>\u200B\u2060\u3164</p>';
      for (const content of ['', '   ', '<p></p>', '<p> &nbsp; </p>', '<script>alert(1)</script>', invisible]) {
        const response = await reply(alice, { postId, content, lang: 'en' });
        expect([response.statusCode, json(response).code], content).toEqual([400, 'VALIDATION_FAILED']);
        expect(json(response).fields).toEqual([{ field: 'content', code: 'replyPlz', message: 'Enter your reply.' }]);
      }
      const missing = await reply(alice, { postId });
      expect(json(missing).fields?.map((f: { field: string }) => f.field)).toEqual(['content']);

      const atLimit = await replyOk(alice, { postId, content: `<p>${'a'.repeat(10_000)}</p>` });
      expect(atLimit.contentText).toHaveLength(10_000);
      const emoji = await replyOk(alice, { postId, content: `<p>${'😀'.repeat(10_000)}</p>` });
      expect([...(emoji.contentText ?? '')]).toHaveLength(10_000);
      const over = await reply(alice, { postId, content: `<p>${'a'.repeat(10_001)}</p>` });
      expect(over.statusCode).toBe(400);
      expect(json(over).fields).toEqual([
        { field: 'content', code: 'replyMaxLength', message: '댓글은 10,000자까지 입력할 수 있어요.' },
      ]);
      const tooMuchHtml = await reply(alice, { postId, content: 'a'.repeat(60_001), lang: 'en' });
      expect(json(tooMuchHtml).fields).toEqual([
        {
          field: 'content',
          code: 'replyHtmlMaxLength',
          message: 'The reply has too much formatting to be saved. Remove some formatting.',
        },
      ]);
      // What is written out counts too: each & of an address becomes &amp; (ADR 0010).
      const growing = `<p>${`<a href="https://e.example/?${'&'.repeat(4_000)}">x</a>`.repeat(4)}</p>`;
      expect(growing.length).toBeLessThan(60_000);
      const grown = await reply(alice, { postId, content: growing });
      expect(json(grown).fields?.map((f: { code: string }) => f.code)).toEqual(['replyHtmlMaxLength']);
      const unknown = await reply(alice, { postId, content: '<p>x</p>', userId: bob.id });
      expect(json(unknown).code).toBe('VALIDATION_FAILED');
      expect((await postCounts(t.app, postId)).reply_count).toBe(2);
    });

    it('accepts an image-only reply (one of our /uploads/ images), which the list marks hasImage', async () => {
      const postId = await addPost(t.app, author.id);
      const src = '/uploads/2026/11/Vx3kQ9pLm2NbR7tYc4WzAa.png';
      // Only an image that names an upload is an image: a made-up address would show broken.
      const madeUp = await reply(alice, { postId, content: `<p><img src="${src}" alt=""></p>` });
      expect([madeUp.statusCode, json(madeUp).fields?.[0]?.code]).toEqual([400, 'imageUnavailable']);
      await t.app.db
        .insertInto('uploads')
        .values({
          user_id: alice.id,
          draft_key: 'reply-draft',
          storage_key: src.slice('/uploads/'.length),
          mime_type: 'image/png',
          bytes: 100,
          width: 10,
          height: 10,
          created_at: t.clock.now().toISOString(),
        })
        .execute();
      const picture = await replyOk(alice, { postId, content: `<p><img src="${src}" alt=""></p>` });
      expect(picture.hasImage).toBe(true);
      expect(picture.contentText).toBe('');
      expect(picture.content).toContain(`<img src="${src}"`);
      const list = await listRepliesForPost(t.app.services, postId, null);
      expect(list.find((r) => r.id === picture.id)).toMatchObject({ hasImage: true, contentText: '' });
      // An image from elsewhere is not kept (P15), so nothing is left to post.
      const foreign = await reply(alice, { postId, content: '<p><img src="https://example.com/a.png"></p>' });
      expect(json(foreign).fields?.[0]?.code).toBe('replyPlz');
      expect((await postCounts(t.app, postId)).reply_count).toBe(1);
    });

    it('edits: the author and admins only, not when deleted, with the same content rules', async () => {
      const postId = await addPost(t.app, author.id);
      const mine = await replyOk(alice, { postId, content: '<p>draft</p>' });
      const edit = (member: Member | null, body: Record<string, unknown>) =>
        post(t.app, '/api/post/reply/update', body, member?.headers ?? {});

      expect(json(await edit(null, { id: mine.id, content: '<p>x</p>' })).code).toBe('LOGIN_REQUIRED');
      const stranger = await edit(bob, { id: mine.id, content: '<p>x</p>' });
      expect([stranger.statusCode, json(stranger).code]).toEqual([403, 'FORBIDDEN']);
      expect(json(await edit(author, { id: mine.id, content: '<p>x</p>' })).code).toBe('FORBIDDEN');
      expect(json(await edit(alice, { id: 2_000_000, content: '<p>x</p>' })).code).toBe('NOT_FOUND');
      expect(json(await edit(alice, { id: mine.id, content: '<p> </p>' })).fields?.[0].code).toBe('replyPlz');
      expect(json(await edit(alice, { id: mine.id, content: `${'b'.repeat(10_001)}` })).fields?.[0].code).toBe(
        'replyMaxLength',
      );

      t.clock.advance(MINUTE);
      const byAuthor = replySchema.parse(json(await edit(alice, { id: mine.id, content: '<p>final</p>' })).data);
      expect(byAuthor).toMatchObject({ id: mine.id, content: '<p>final</p>', contentText: 'final', edited: true });
      expect(byAuthor.updatedAt > byAuthor.createdAt).toBe(true);
      t.clock.advance(MINUTE);
      const byAdmin = replySchema.parse(json(await edit(admin, { id: mine.id, content: '<p>moderated</p>' })).data);
      expect(byAdmin).toMatchObject({ content: '<p>moderated</p>', author: { id: alice.id } });
      expect((await replyRow(t.app, mine.id)).content).toBe('<p>moderated</p>');

      await post(t.app, '/api/post/reply/delete', { id: mine.id }, alice.headers);
      const afterDelete = await edit(alice, { id: mine.id, content: '<p>again</p>' });
      expect([afterDelete.statusCode, json(afterDelete).code]).toEqual([410, 'REPLY_REMOVE']);
    });

    it('deletes: the author and admins only', async () => {
      const postId = await addPost(t.app, author.id);
      const one = await replyOk(alice, { postId, content: '<p>one</p>' });
      const two = await replyOk(alice, { postId, content: '<p>two</p>' });
      const remove = (member: Member | null, id: number) =>
        post(t.app, '/api/post/reply/delete', { id }, member?.headers ?? {});

      const visitor = await remove(null, one.id);
      expect([visitor.statusCode, json(visitor).code]).toEqual([401, 'LOGIN_REQUIRED']);
      const stranger = await remove(bob, one.id);
      expect([stranger.statusCode, json(stranger).code]).toEqual([403, 'FORBIDDEN']);
      expect(json(await remove(author, one.id)).code).toBe('FORBIDDEN');
      expect((await postCounts(t.app, postId)).reply_count).toBe(2);

      expect(json(await remove(alice, one.id)).data).toEqual({ deletedIds: [one.id], replyCount: 1 });
      expect(json(await remove(admin, two.id)).data).toEqual({ deletedIds: [two.id], replyCount: 0 });
      const again = await remove(alice, one.id);
      expect([again.statusCode, json(again).code]).toEqual([410, 'REPLY_REMOVE']);
      expect(json(await remove(alice, 2_000_000)).code).toBe('NOT_FOUND');
      expect((await postCounts(t.app, postId)).reply_count).toBe(0);
    });

    it('its author edits and deletes a reply after the post went private or was hidden; others meet the post’s rules', async () => {
      const edit = (member: Member, id: number) =>
        post(t.app, '/api/post/reply/update', { id, content: '<p>second thoughts</p>' }, member.headers);
      const remove = (member: Member, id: number) => post(t.app, '/api/post/reply/delete', { id }, member.headers);
      for (const change of [{ visibility: 'private' }, { status: 'hidden' }] as const) {
        const postId = await addPost(t.app, author.id);
        const mine = await replyOk(alice, { postId, content: '<p>said before</p>' });
        await t.app.db.updateTable('posts').set(change).where('id', '=', postId).execute();

        const stranger = change.visibility === 'private' ? 'NOT_FOUND' : 'POST_REMOVE';
        expect([json(await edit(bob, mine.id)).code, json(await remove(bob, mine.id)).code]).toEqual([
          stranger,
          stranger,
        ]);
        expect(json(await edit(alice, mine.id)).data).toMatchObject({ id: mine.id, contentText: 'second thoughts' });
        expect(json(await remove(alice, mine.id)).data).toEqual({ deletedIds: [mine.id], replyCount: 0 });
        expect((await replyRow(t.app, mine.id)).status).toBe('deleted');
      }
      // A deleted post took its replies with it: nothing is left to change.
      const gone = await addPost(t.app, author.id);
      const last = await replyOk(alice, { postId: gone, content: '<p>last</p>' });
      await post(t.app, '/api/post/delete', { id: gone }, author.headers);
      expect(json(await edit(alice, last.id)).code).toBe('POST_REMOVE');
      expect(json(await remove(alice, last.id)).code).toBe('POST_REMOVE');
    });

    it('deleting a reply deletes its whole subtree, depth-3 answers of answers included, and the count drops by as many', async () => {
      const postId = await addPost(t.app, author.id, { title: 'Cascade' });
      const r1 = await replyOk(alice, { postId, content: '<p>r1</p>' });
      const r2 = await replyOk(bob, { postId, parentId: r1.id, content: '<p>r2</p>' });
      const r3 = await replyOk(carol, { postId, parentId: r2.id, content: '<p>r3</p>' });
      const r4 = await replyOk(alice, { postId, parentId: r3.id, content: '<p>r4</p>' });
      const r5 = await replyOk(carol, { postId, parentId: r4.id, content: '<p>r5</p>' });
      const r6 = await replyOk(carol, { postId, parentId: r1.id, content: '<p>r6</p>' });
      const r7 = await replyOk(bob, { postId, content: '<p>r7</p>' });
      // A depth-3 answer shows under r2's thread but descends from r6 through parent_id.
      const r8 = await replyOk(bob, { postId, parentId: r6.id, content: '<p>r8</p>' });
      const r9 = await replyOk(alice, { postId, parentId: r8.id, content: '<p>r9</p>' });
      expect(r9).toMatchObject({ depth: 3, threadParentId: r6.id });
      // A hidden answer is counted, and deleted with the rest.
      await t.app.db.updateTable('replies').set({ status: 'hidden' }).where('id', '=', r5.id).execute();
      expect((await postCounts(t.app, postId)).reply_count).toBe(9);

      const first = json(await post(t.app, '/api/post/reply/delete', { id: r2.id }, bob.headers)).data;
      expect(first).toEqual({ deletedIds: [r2.id, r3.id, r4.id, r5.id], replyCount: 5 });
      expect((await postCounts(t.app, postId)).reply_count).toBe(5);

      const second = json(await post(t.app, '/api/post/reply/delete', { id: r1.id }, admin.headers)).data;
      expect(second).toEqual({ deletedIds: [r1.id, r6.id, r8.id, r9.id], replyCount: 1 });

      const list = await listRepliesForPost(t.app.services, postId, { id: alice.id, admin: false });
      expect(list.map((r) => [r.id, r.state])).toEqual([
        [r1.id, 'deleted'],
        [r2.id, 'deleted'],
        [r3.id, 'deleted'],
        [r4.id, 'deleted'],
        [r5.id, 'deleted'],
        [r6.id, 'deleted'],
        [r7.id, 'visible'],
        [r8.id, 'deleted'],
        [r9.id, 'deleted'],
      ]);
      const gone = list.find((r) => r.id === r4.id);
      expect(gone).toMatchObject({ content: null, contentText: null, hasImage: false });
      expect(gone?.can).toEqual({ edit: false, delete: false, reply: false, like: false, report: false });
      // The row keeps its content for moderation; the API never returns it.
      expect((await replyRow(t.app, r4.id)).content).toBe('<p>r4</p>');
      expect((await replyRow(t.app, r4.id)).deleted_at).not.toBeNull();

      await t.app.bus.drain();
      const events = deleted.filter((e) => e.postId === postId);
      expect(events.map((e) => e.replyIds)).toEqual([
        [r2.id, r3.id, r4.id, r5.id],
        [r1.id, r6.id, r8.id, r9.id],
      ]);
      expect(events[0]).toMatchObject({ byUserId: bob.id, authorId: author.id, title: 'Cascade' });
      expect([...(events[0]?.replyAuthorIds ?? [])].sort()).toEqual([alice.id, bob.id, carol.id].sort());
      expect(events[1]?.byUserId).toBe(admin.id);
    });

    it('answers racing a delete either join the deleted subtree or are refused; the count stays exact', async () => {
      const postId = await addPost(t.app, author.id);
      for (let round = 0; round < 5; round += 1) {
        const r1 = await replyOk(alice, { postId, content: `<p>root ${round}</p>` });
        const r2 = await replyOk(bob, { postId, parentId: r1.id, content: '<p>child</p>' });
        const [removal, underChild, underRoot] = await Promise.all([
          post(t.app, '/api/post/reply/delete', { id: r1.id }, alice.headers),
          reply(carol, { postId, parentId: r2.id, content: '<p>late</p>' }),
          reply(bob, { postId, parentId: r1.id, content: '<p>late too</p>' }),
        ]);
        expect(removal.statusCode).toBe(200);
        for (const answer of [underChild, underRoot]) {
          expect([200, 410]).toContain(answer.statusCode);
          if (answer.statusCode === 410) expect(json(answer).code).toBe('REPLY_REMOVE');
        }
      }
      const rows = await t.app.db
        .selectFrom('replies')
        .select(['id', 'parent_id', 'status'])
        .where('post_id', '=', postId)
        .execute();
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const row of rows) {
        let ancestor = row.parent_id === null ? undefined : byId.get(row.parent_id);
        while (ancestor) {
          if (ancestor.status === 'deleted') expect(row.status, `reply ${row.id}`).toBe('deleted');
          ancestor = ancestor.parent_id === null ? undefined : byId.get(ancestor.parent_id);
        }
      }
      expect((await postCounts(t.app, postId)).reply_count).toBe(rows.filter((row) => row.status !== 'deleted').length);
    });

    it('lists hidden replies as placeholders for others and as they are for their author and admins', async () => {
      const postId = await addPost(t.app, author.id);
      const visible = await replyOk(alice, { postId, content: '<p>fine</p>' });
      const hiddenId = await insertReplyRow(t.app, { postId, authorId: bob.id, text: 'rude', status: 'hidden' });
      await post(t.app, '/api/post/reply/like', { replyId: visible.id }, carol.headers);

      const forCarol = await listRepliesForPost(t.app.services, postId, { id: carol.id, admin: false });
      expect(forCarol.find((r) => r.id === hiddenId)).toMatchObject({
        state: 'hidden',
        content: null,
        contentText: null,
        can: { edit: false, delete: false, reply: false, like: false, report: false },
      });
      expect(forCarol.find((r) => r.id === visible.id)).toMatchObject({
        likeCount: 1,
        viewer: { liked: true, reported: false },
        can: { edit: false, delete: false, reply: true, like: true, report: true },
      });
      const forBob = await listRepliesForPost(t.app.services, postId, { id: bob.id, admin: false });
      expect(forBob.find((r) => r.id === hiddenId)).toMatchObject({
        state: 'hidden',
        content: '<p>rude</p>',
        can: { edit: true, delete: true, reply: false },
      });
      const forAdmin = await listRepliesForPost(t.app.services, postId, { id: admin.id, admin: true });
      expect(forAdmin.find((r) => r.id === hiddenId)).toMatchObject({ content: '<p>rude</p>', can: { delete: true } });
      const forVisitor = await listRepliesForPost(t.app.services, postId, null);
      expect(forVisitor.find((r) => r.id === hiddenId)?.content).toBeNull();
      expect(forVisitor.find((r) => r.id === visible.id)).toMatchObject({
        viewer: { liked: false, reported: false },
        can: { edit: false, delete: false, reply: true, like: true, report: true },
      });
      expect(await listRepliesForPost(t.app.services, 2_000_000, null)).toEqual([]);
    });
  });
}
