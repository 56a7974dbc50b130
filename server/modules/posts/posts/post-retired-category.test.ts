import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialects } from '../../../test/harness.ts';
import {
  body,
  call,
  createPost,
  createSignedInMember,
  fieldCodes,
  findCategory,
  type Member,
  postBody,
  POSTS_TEST_ENV,
} from '../test-support.ts';

/**
 * A retired category takes no new post (migration 2026-12-08T0900-category-retirement): add
 * refuses it, and so does an edit that would move a post into it. A post already filed there
 * may be edited and stay.
 */
describe.each(testDialects())('posts and retired categories on %s', (dialect) => {
  let t: TestApp;
  let admin: Member;
  let author: Member;
  let open: number;
  let retired: number;
  let otherRetired: number;
  /** A post written before its category was retired. */
  let keptPost: number;
  /** A post in a category still open. */
  let openPost: number;

  const retire = async (id: number, value: boolean) => {
    const response = await call(t.app, '/api/admin/category/retire', { id, retired: value }, admin);
    expect(response.statusCode, response.body).toBe(200);
  };
  const categoryOf = async (postId: number) =>
    (await t.app.db.selectFrom('posts').select('category_id').where('id', '=', postId).executeTakeFirstOrThrow())
      .category_id;
  const titleOf = async (postId: number) =>
    (await t.app.db.selectFrom('posts').select('title').where('id', '=', postId).executeTakeFirstOrThrow()).title;
  const edit = async (postId: number, categoryId: number, title: string, as: Member = author) => {
    const { type: _type, ...fields } = await postBody(t.app, 'forum', { categoryId, title });
    return call(t.app, '/api/post/edit', { ...fields, id: postId }, as);
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: POSTS_TEST_ENV });
    admin = await createSignedInMember(t.app, 'RetireChief', { admin: true });
    author = await createSignedInMember(t.app, 'RetireAuthor');
    open = (await findCategory(t.app, 'forum')).id;
    retired = (await findCategory(t.app, 'forum', { skip: 1 })).id;
    otherRetired = (await findCategory(t.app, 'forum', { skip: 2 })).id;
    keptPost = await createPost(t.app, author, 'forum', { categoryId: retired, title: 'Filed before retirement' });
    openPost = await createPost(t.app, author, 'forum', { categoryId: open, title: 'In an open category' });
    await retire(retired, true);
    await retire(otherRetired, true);
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a new post in a retired category (the error an edit must share)', async () => {
    const refused = await call(t.app, '/api/post/add', await postBody(t.app, 'forum', { categoryId: retired }), author);
    expect(refused.statusCode).toBe(400);
    expect(fieldCodes(refused)).toContain('categoryId:categoryPlz');
  });

  it('refuses an edit moving a post from an open category into a retired one, with the same error as add', async () => {
    const add = await call(t.app, '/api/post/add', await postBody(t.app, 'forum', { categoryId: retired }), author);
    const moved = await edit(openPost, retired, 'Moved into a retired one');
    expect(moved.statusCode).toBe(400);
    expect(body(moved).code).toBe(body(add).code);
    expect(fieldCodes(moved)).toEqual(fieldCodes(add).filter((code) => code.startsWith('categoryId:')));
    expect(await categoryOf(openPost)).toBe(open);
    expect(await titleOf(openPost)).toBe('In an open category');
  });

  it('refuses moving a post from one retired category into another retired one', async () => {
    const moved = await edit(keptPost, otherRetired, 'Across retired ones');
    expect(moved.statusCode).toBe(400);
    expect(fieldCodes(moved)).toContain('categoryId:categoryPlz');
    expect(await categoryOf(keptPost)).toBe(retired);
  });

  it('refuses it to an administrator too: retirement is about the category, not the writer', async () => {
    const moved = await edit(openPost, retired, 'An administrator moving it', admin);
    expect(moved.statusCode).toBe(400);
    expect(fieldCodes(moved)).toContain('categoryId:categoryPlz');
    expect(await categoryOf(openPost)).toBe(open);
  });

  it('lets a post already in a retired category be edited and stay there', async () => {
    const kept = await edit(keptPost, retired, 'Edited, still filed there');
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await categoryOf(keptPost)).toBe(retired);
    expect(await titleOf(keptPost)).toBe('Edited, still filed there');
  });

  it('lets a post leave a retired category for an open one, and not come back', async () => {
    const post = await createPost(t.app, author, 'forum', { categoryId: open, title: 'Leaving soon' });
    await retire(open, true);
    try {
      // Filed in `open` while it was open; retired now, the post may stay…
      expect((await edit(post, open, 'Staying put')).statusCode).toBe(200);
      await retire(open, false);
      const other = (await findCategory(t.app, 'forum', { skip: 3 })).id;
      expect((await edit(post, other, 'Moved out')).statusCode).toBe(200);
      await retire(open, true);
      // …but once moved out, the retired category is closed to it like to any other.
      const back = await edit(post, open, 'Moving back');
      expect(back.statusCode).toBe(400);
      expect(fieldCodes(back)).toContain('categoryId:categoryPlz');
      expect(await categoryOf(post)).toBe(other);
    } finally {
      await retire(open, false);
    }
  });

  it('takes posts again once the category is restored, by edit and by add', async () => {
    await retire(otherRetired, false);
    expect((await edit(openPost, otherRetired, 'Into a restored one')).statusCode).toBe(200);
    expect(await categoryOf(openPost)).toBe(otherRetired);
    const added = await call(
      t.app,
      '/api/post/add',
      await postBody(t.app, 'forum', { categoryId: otherRetired }),
      author,
    );
    expect(added.statusCode, added.body).toBe(200);
  });
});
