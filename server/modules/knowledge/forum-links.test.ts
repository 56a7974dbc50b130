import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialects } from '../../test/harness.ts';
import {
  body,
  call,
  createPost,
  createSignedInMember,
  fieldCodes,
  type Member,
  postBody,
  setPostColumns,
} from '../posts/test-support.ts';
import { areaTree, KNOWLEDGE_TEST_ENV, saveArticle } from './test-support.ts';

/** P24: a forum post links a guide; administrators mark forum posts as Solomon references (SPEC §7.2). */
describe.each(testDialects())('forum posts and the knowledge areas on %s', (dialect) => {
  let t: TestApp;
  let admin: Member;
  let author: Member;
  let other: Member;
  let guide: number;
  let guide2: number;
  let draftGuide: number;
  let faq: number;

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: KNOWLEDGE_TEST_ENV });
    admin = await createSignedInMember(t.app, 'boss', { admin: true });
    author = await createSignedInMember(t.app, 'author');
    other = await createSignedInMember(t.app, 'other');
    const doc = await areaTree(t.app, admin, 'documentation', 'D');
    const sol = await areaTree(t.app, admin, 'solomon', 'S');
    guide = await saveArticle(t.app, admin, { kind: 'guide', categoryId: doc.sub1a, texts: { en: 'Guide' } });
    guide2 = await saveArticle(t.app, admin, { kind: 'guide', categoryId: doc.sub1a, texts: { en: 'Guide 2' } });
    draftGuide = await saveArticle(t.app, admin, {
      kind: 'guide',
      categoryId: doc.sub1b,
      status: 'draft',
      texts: { en: 'Draft guide' },
    });
    faq = await saveArticle(t.app, admin, {
      kind: 'faq',
      categoryId: sol.sub1a,
      texts: { en: 'Question' },
      linkIds: [guide],
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const guideOf = async (postId: number) =>
    (await t.app.db.selectFrom('posts').select('guide_id').where('id', '=', postId).executeTakeFirstOrThrow()).guide_id;
  /** An edit's body: the writing form's fields without the grouping, which never changes. */
  const editBody = async (id: number, overrides: Record<string, unknown>) => {
    const { type: _type, ...fields } = await postBody(t.app, 'forum', overrides);
    return { id, ...fields };
  };
  const ids = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(200);
    return (body(response).data.rows as Array<{ id: number }>).map((row) => row.id);
  };

  it('accepts a published guide in the writing form and refuses drafts, answers and unknown ids with guideNotFound', async () => {
    const post = await createPost(t.app, author, 'forum', { guideId: guide });
    expect(await guideOf(post)).toBe(guide);
    const before = await t.app.db.selectFrom('posts').select('id').execute();
    for (const guideId of [draftGuide, faq, 999_999]) {
      const response = await call(t.app, '/api/post/add', await postBody(t.app, 'forum', { guideId }), author);
      expect(response.statusCode).toBe(400);
      expect(fieldCodes(response)).toEqual(['guideId:guideNotFound']);
    }
    expect(await t.app.db.selectFrom('posts').select('id').execute()).toHaveLength(before.length);
    const edit = await call(t.app, '/api/post/edit', await editBody(post, { guideId: draftGuide }), author);
    expect(fieldCodes(edit)).toEqual(['guideId:guideNotFound']);
    expect(await guideOf(post)).toBe(guide);
    const moved = await call(t.app, '/api/post/edit', await editBody(post, { guideId: guide2 }), author);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await guideOf(post)).toBe(guide2);
    const none = await call(t.app, '/api/post/edit', await editBody(post, { guideId: null }), author);
    expect(none.statusCode).toBe(200);
    expect(await guideOf(post)).toBeNull();
  });

  it('lists the forum posts of a guide as posts’ own lists judge them (private, hidden, deleted)', async () => {
    const open = await createPost(t.app, author, 'forum', { guideId: guide });
    const privatePost = await createPost(t.app, author, 'forum', { guideId: guide, visibility: 'private' });
    const hidden = await createPost(t.app, author, 'forum', { guideId: guide });
    const deleted = await createPost(t.app, author, 'forum', { guideId: guide });
    await createPost(t.app, author, 'forum', { guideId: guide2 });
    await setPostColumns(t.app, hidden, { status: 'hidden' });
    await setPostColumns(t.app, deleted, { status: 'deleted' });
    const list = (who: Member | null) =>
      call(t.app, '/api/documentation/get_forum_post_list_by_guide', { guideId: guide, lang: 'en' }, who);
    expect(ids(await list(null))).toEqual([open]);
    expect(ids(await list(other))).toEqual([open]);
    expect(ids(await list(author))).toEqual([hidden, privatePost, open]);
    expect(ids(await list(admin))).toEqual([hidden, privatePost, open]);
    expect(body(await list(null)).data.total).toBe(1);
    const limited = await call(
      t.app,
      '/api/documentation/get_forum_post_list_by_guide',
      { guideId: guide, limit: 1 },
      admin,
    );
    expect(ids(limited)).toEqual([hidden]);
    expect(body(limited).data.total).toBe(3);
    for (const guideId of [draftGuide, faq, 999_999]) {
      expect((await call(t.app, '/api/documentation/get_forum_post_list_by_guide', { guideId })).statusCode).toBe(404);
    }
  });

  it('marks a forum post as a Solomon reference: administrators only, forum posts only', async () => {
    const post = await createPost(t.app, author, 'forum', { guideId: guide });
    const mark = (who: Member | null, id: number, solomonReference = true) =>
      call(t.app, '/api/post/update_reference', { id, solomonReference }, who);
    const flag = async (id: number) =>
      (await t.app.db.selectFrom('posts').select('solomon_reference').where('id', '=', id).executeTakeFirstOrThrow())
        .solomon_reference;
    expect((await mark(null, post)).statusCode).toBe(401);
    for (const who of [author, other]) {
      const response = await mark(who, post);
      expect(response.statusCode).toBe(403);
      expect(body(response).code).toBe('FORBIDDEN');
    }
    expect(Boolean(await flag(post))).toBe(false);
    const done = await mark(admin, post);
    expect(done.statusCode, done.body).toBe(200);
    expect(body(done).data).toEqual({ id: post, solomonReference: true });
    expect(Boolean(await flag(post))).toBe(true);
    const detail = await call(t.app, '/api/post/get_one', { id: post }, other);
    expect(body(detail).data.solomonReference).toBe(true);

    const casestudy = await createPost(t.app, author, 'casestudy');
    const wrong = await mark(admin, casestudy);
    expect(wrong.statusCode).toBe(400);
    expect(body(wrong).code).toBe('REFERENCE_FORUM_ONLY');
    expect((await mark(admin, 999_999)).statusCode).toBe(404);
    const gone = await createPost(t.app, author, 'forum');
    await setPostColumns(t.app, gone, { status: 'deleted' });
    expect((await mark(admin, gone)).statusCode).toBe(410);

    const plain = await createPost(t.app, author, 'forum', { guideId: guide2 });
    expect((await mark(admin, plain)).statusCode).toBe(200);
    const references = await call(t.app, '/api/solomon/get_reference_list', { lang: 'en', limit: 10 });
    expect(ids(references)).toEqual([plain, post]);
    // With an answer: the references linking one of its guides (guide, not guide2).
    expect(ids(await call(t.app, '/api/solomon/get_reference_list', { faqId: faq }))).toEqual([post]);
    expect((await call(t.app, '/api/solomon/get_reference_list', { faqId: guide })).statusCode).toBe(404);
    expect((await mark(admin, plain, false)).statusCode).toBe(200);
    expect(ids(await call(t.app, '/api/solomon/get_reference_list', {}))).toEqual([post]);
  });

  it('clears the guide of forum posts when the guide is deleted, in the same transaction', async () => {
    const doomed = await saveArticle(t.app, admin, {
      kind: 'guide',
      categoryId: (
        await t.app.db
          .selectFrom('knowledge_articles')
          .select('category_id')
          .where('id', '=', guide)
          .executeTakeFirstOrThrow()
      ).category_id,
      texts: { en: 'Doomed' },
    });
    const post = await createPost(t.app, author, 'forum', { guideId: doomed });
    expect(await guideOf(post)).toBe(doomed);
    const response = await call(t.app, '/api/knowledge/admin/article/delete', { id: doomed }, admin);
    expect(response.statusCode).toBe(200);
    expect(await guideOf(post)).toBeNull();
    const page = await call(t.app, '/api/post/get_one', { id: post }, author);
    expect(body(page).data.guideId).toBeNull();
  });
});
