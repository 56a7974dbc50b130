import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialects } from '../../../test/harness.ts';
import { xssPayloads } from '../../../test/hostile-text.ts';
import { seedReferenceData } from '../../../seed/reference.ts';
import {
  body,
  call,
  createPost,
  createSignedInMember,
  findCategory,
  type Member,
  postBody,
  POSTS_TEST_ENV,
} from '../../posts/test-support.ts';

interface TreeNode {
  id: number;
  name: string;
  children: TreeNode[];
}

/** Issue 32 item 4: codes, groupings and categories in the console, audited, on both databases. */
describe.each(testDialects())('admin reference data on %s', (dialect) => {
  let t: TestApp;
  let admin: Member;
  let count = 0;

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: POSTS_TEST_ENV });
    admin = await createSignedInMember(t.app, 'RefChief', { admin: true });
  });
  afterAll(async () => {
    await t.close();
  });

  const names = (base: string) => ({ ko: `${base} ko`, en: `${base} en`, ja: `${base} ja` });
  const newMember = () => createSignedInMember(t.app, `ref${(count += 1)}`);
  const audits = (action: string) =>
    t.app.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();
  const flatten = (nodes: TreeNode[]): TreeNode[] => nodes.flatMap((node) => [node, ...flatten(node.children)]);
  const publicTree = async (lang = 'en') =>
    flatten(body(await call(t.app, '/api/category/list', { type: 'forum', lang }, null)).data.rows);

  const CALLS: [string, object][] = [
    ['/api/admin/code/save', { group: 'job', key: 'JOB_X', names: names('x') }],
    ['/api/admin/postGroupingCode/update', { id: 1, names: names('g') }],
    ['/api/admin/reportReason/update', { id: 1, names: names('r') }],
    ['/api/admin/category/get_list', { type: 'forum' }],
    ['/api/admin/category/add', { type: 'forum', parentId: null, key: 'forum.x', names: names('c') }],
    ['/api/admin/category/rename', { id: 1, names: names('c') }],
    ['/api/admin/category/reorder', { type: 'forum', parentId: null, ids: [1] }],
    ['/api/admin/category/retire', { id: 1, retired: true }],
  ];

  it('answers NOT_FOUND to visitors, members, banned and withdrawn members, before reading the body', async () => {
    const member = await newMember();
    const banned = await newMember();
    expect((await call(t.app, '/api/admin/member/ban', { id: banned.id, reason: 'x' }, admin)).statusCode).toBe(200);
    const withdrawn = await newMember();
    await call(t.app, '/api/user/withdraw', { reasons: ['other'], agreeDisclaimer: true }, withdrawn);
    for (const [url, valid] of CALLS) {
      for (const who of [null, member, banned, withdrawn]) {
        for (const payload of [valid, { junk: true }]) {
          const response = await call(t.app, url, payload, who);
          expect([url, response.statusCode, body(response).code]).toEqual([url, 404, 'NOT_FOUND']);
        }
      }
      expect([url, (await call(t.app, url, { junk: true }, admin)).statusCode]).toEqual([url, 400]);
    }
    expect(await audits('category.retire')).toEqual([]);
  });

  it('adds a code with its key and renames it in three languages; the key stays fixed; each audited', async () => {
    const add = await call(
      t.app,
      '/api/admin/code/save',
      { group: 'job', key: 'JOB_BAKER', names: names('Baker') },
      admin,
    );
    expect(add.statusCode, add.body).toBe(200);
    const id = body(add).data.id as number;
    const again = await call(
      t.app,
      '/api/admin/code/save',
      { group: 'job', key: 'JOB_BAKER', names: names('B') },
      admin,
    );
    expect([again.statusCode, body(again).code]).toEqual([409, 'REFERENCE_KEY_TAKEN']);
    const rekey = await call(t.app, '/api/admin/code/save', { id, key: 'JOB_OTHER', names: names('B') }, admin);
    expect([rekey.statusCode, body(rekey).code]).toEqual([400, 'REFERENCE_KEY_FIXED']);
    const rename = await call(t.app, '/api/admin/code/save', { id, names: names('Pastry chef') }, admin);
    expect(rename.statusCode).toBe(200);
    const list = body(await call(t.app, '/api/admin/code/get_list', { group: 'job', lang: 'ja' }, null)).data.rows;
    expect(list.find((row: { id: number }) => row.id === id)).toMatchObject({
      key: 'JOB_BAKER',
      name: 'Pastry chef ja',
    });
    expect((await audits('code.add')).map((row) => row.target_id)).toEqual([String(id)]);
    const update = (await audits('code.update')).at(-1)!;
    expect([update.actor_id, JSON.parse(update.after_json!)]).toEqual([admin.id, { names: names('Pastry chef') }]);
  });

  it('checks names at their bounds: 100 characters, not 101, none missing, text only, hostile text as text', async () => {
    const grouping = body(await call(t.app, '/api/admin/postGroupingCode/get_one', { type: 'forum' }, null)).data;
    const save = (value: unknown) =>
      call(
        t.app,
        '/api/admin/postGroupingCode/update',
        { id: grouping.id, names: { ...names('F'), en: value } },
        admin,
      );
    for (const value of ['x'.repeat(101), undefined, '  ', 7, null]) {
      expect([String(value).slice(0, 5), (await save(value)).statusCode]).toEqual([String(value).slice(0, 5), 400]);
    }
    expect((await save('y'.repeat(100))).statusCode).toBe(200);
    const hostile = xssPayloads().find((text) => text.length <= 100 && text.includes('<img'))!;
    expect((await save(hostile)).statusCode).toBe(200);
    const stored = body(
      await call(t.app, '/api/admin/postGroupingCode/get_one', { id: grouping.id, lang: 'en' }, null),
    );
    expect(stored.data.name).toBe(hostile.trim());
    expect((await save('Forum')).statusCode).toBe(200);
    expect(await audits('grouping.rename')).toHaveLength(3);
  });

  it('adds categories three levels deep, no deeper; renames and reorders them; each audited', async () => {
    const add = (parentId: number | null, key: string) =>
      call(t.app, '/api/admin/category/add', { type: 'forum', parentId, key, names: names(key) }, admin);
    const top = body(await add(null, 'forum.kx')).data.id as number;
    const mid = body(await add(top, 'forum.kx.m')).data.id as number;
    const leafA = body(await add(mid, 'forum.kx.m.a')).data.id as number;
    const leafB = body(await add(mid, 'forum.kx.m.b')).data.id as number;
    const deeper = await add(leafA, 'forum.kx.m.a.z');
    expect([deeper.statusCode, body(deeper).code]).toEqual([400, 'CATEGORY_PARENT_INVALID']);
    expect(body(await add(null, 'forum.kx')).code).toBe('REFERENCE_KEY_TAKEN');
    expect((await publicTree()).map((node) => node.id)).toEqual(expect.arrayContaining([top, mid, leafA, leafB]));

    const rename = await call(t.app, '/api/admin/category/rename', { id: leafB, names: names('Renamed') }, admin);
    expect(rename.statusCode).toBe(200);
    expect((await publicTree('ja')).find((node) => node.id === leafB)?.name).toBe('Renamed ja');

    const reorder = (ids: number[]) =>
      call(t.app, '/api/admin/category/reorder', { type: 'forum', parentId: mid, ids }, admin);
    expect(body(await reorder([leafB])).code).toBe('CATEGORY_ORDER_MISMATCH');
    expect(body(await reorder([leafB, leafB])).code).toBe('CATEGORY_ORDER_MISMATCH');
    expect(body(await reorder([leafB, leafA, top])).code).toBe('CATEGORY_ORDER_MISMATCH');
    expect((await reorder([leafB, leafA])).statusCode).toBe(200);
    const midNode = (await publicTree()).find((node) => node.id === mid)!;
    expect(midNode.children.map((node) => node.id)).toEqual([leafB, leafA]);
    expect(await audits('category.add')).toHaveLength(4);
    expect(await audits('category.rename')).toHaveLength(1);
    expect(await audits('category.reorder')).toHaveLength(1);
  });

  it('retires a category with posts: they stay listed and readable, it leaves the picker and new posts', async () => {
    const author = await newMember();
    const leaf = await findCategory(t.app, 'forum', { skip: 1 });
    const postId = await createPost(t.app, author, 'forum', { categoryId: leaf.id, title: 'Kept in a retired one' });
    const retire = await call(t.app, '/api/admin/category/retire', { id: leaf.id, retired: true }, admin);
    expect(body(retire).data).toEqual({ id: leaf.id, retired: true });

    expect((await publicTree()).map((node) => node.id)).not.toContain(leaf.id);
    const admins = body(await call(t.app, '/api/admin/category/get_list', { type: 'forum' }, admin)).data.rows;
    expect(admins.find((row: { id: number }) => row.id === leaf.id)).toMatchObject({ retired: true, postCount: 1 });
    const one = await call(t.app, '/api/post/get_one', { id: postId }, null);
    expect(one.statusCode).toBe(200);
    const listed = body(await call(t.app, '/api/post/get_list', { type: 'forum', lang: 'ko' }, null)).data.rows;
    expect(listed.map((row: { id: number }) => row.id)).toContain(postId);
    const byParent = await call(
      t.app,
      '/api/post/get_list',
      { type: 'forum', lang: 'ko', categoryId: leaf.path[0] },
      null,
    );
    expect(body(byParent).data.rows.map((row: { id: number }) => row.id)).toContain(postId);

    const refused = await call(t.app, '/api/post/add', await postBody(t.app, 'forum', { categoryId: leaf.id }), author);
    expect(refused.statusCode).toBe(400);
    expect((body(refused).fields ?? []).map((issue: { field: string }) => issue.field)).toContain('categoryId');
    const { type: _type, ...editBody } = await postBody(t.app, 'forum', {
      categoryId: leaf.id,
      title: 'Edited, still there',
    });
    const edit = await call(t.app, '/api/post/edit', { ...editBody, id: postId }, author);
    expect(edit.statusCode, edit.body).toBe(200);
    // Another post is not moved into it by an edit, and stays where it was.
    const elsewhere = await createPost(t.app, author, 'forum', { title: 'Somewhere else' });
    const before = await t.app.db
      .selectFrom('posts')
      .select('category_id')
      .where('id', '=', elsewhere)
      .executeTakeFirstOrThrow();
    const moved = await call(t.app, '/api/post/edit', { ...editBody, id: elsewhere, title: 'Moved?' }, author);
    expect(moved.statusCode).toBe(400);
    expect((body(moved).fields ?? []).map((issue: { field: string }) => issue.field)).toEqual(['categoryId']);
    const after = await t.app.db
      .selectFrom('posts')
      .select(['category_id', 'title'])
      .where('id', '=', elsewhere)
      .executeTakeFirstOrThrow();
    expect([after.category_id, after.title]).toEqual([before.category_id, 'Somewhere else']);

    expect((await call(t.app, '/api/admin/category/retire', { id: leaf.id, retired: false }, admin)).statusCode).toBe(
      200,
    );
    expect((await publicTree()).map((node) => node.id)).toContain(leaf.id);
    expect((await audits('category.retire')).map((row) => row.target_id)).toEqual([String(leaf.id)]);
    expect(await audits('category.restore')).toHaveLength(1);
  });

  it('renames a report reason in three languages at its bounds, hostile text as text; audited; public list shows it', async () => {
    const reasons = body(await call(t.app, '/api/report/get_code', { lang: 'en' }, null)).data.rows;
    const spam = reasons.find((row: { key: string }) => row.key === 'spam');
    const save = (payload: object) => call(t.app, '/api/admin/reportReason/update', payload, admin);
    const withEn = (value: unknown) => save({ id: spam.id, names: { ...names('Spam'), en: value } });
    for (const value of ['x'.repeat(101), undefined, '  ', 7, null, ['a']]) {
      const response = await withEn(value);
      expect([String(value).slice(0, 5), response.statusCode, body(response).code]).toEqual([
        String(value).slice(0, 5),
        400,
        'VALIDATION_FAILED',
      ]);
    }
    expect(body(await save({ id: spam.id })).code).toBe('VALIDATION_FAILED');
    expect(body(await save({ id: 'one', names: names('S') })).code).toBe('VALIDATION_FAILED');
    const unknown = await save({ id: 999_999, names: names('S') });
    expect([unknown.statusCode, body(unknown).code]).toEqual([404, 'NOT_FOUND']);
    expect(await audits('reportReason.rename')).toEqual([]);

    expect((await withEn('y'.repeat(100))).statusCode).toBe(200);
    for (const hostile of xssPayloads().filter((text) => text.trim().length > 0 && text.trim().length <= 100)) {
      expect((await withEn(hostile)).statusCode).toBe(200);
      const stored = body(await call(t.app, '/api/report/get_code', { lang: 'en' }, null)).data.rows;
      expect(stored.find((row: { id: number }) => row.id === spam.id).name).toBe(hostile.trim());
    }
    expect((await save({ id: spam.id, names: names('Junk mail') })).statusCode).toBe(200);
    for (const lang of ['ko', 'en', 'ja'] as const) {
      const rows = body(await call(t.app, '/api/report/get_code', { lang }, null)).data.rows;
      expect(rows.find((row: { id: number }) => row.id === spam.id)).toMatchObject({
        key: 'spam',
        name: `Junk mail ${lang}`,
      });
    }
    const last = (await audits('reportReason.rename')).at(-1)!;
    expect([last.actor_id, last.target_type, last.target_id, JSON.parse(last.after_json!)]).toEqual([
      admin.id,
      'reportReason',
      String(spam.id),
      { names: names('Junk mail') },
    ]);
  });
  it('keeps the names an administrator chose through the next start; names nobody chose still follow the shipped ones', async () => {
    const db = t.app.db;
    const code = await db
      .selectFrom('codes')
      .select(['id', 'name_en'])
      .where('key', '=', 'JOB_ANALYST')
      .executeTakeFirstOrThrow();
    const grouping = await db
      .selectFrom('post_groupings')
      .select('id')
      .where('type', '=', 'casestudy')
      .executeTakeFirstOrThrow();
    const reason = await db
      .selectFrom('report_reasons')
      .select('id')
      .where('key', '=', 'obscenity')
      .executeTakeFirstOrThrow();
    const category = await findCategory(t.app, 'forum', { skip: 2 });
    const chosen = names('Chosen');
    for (const [path, id] of [
      ['/api/admin/code/save', code.id],
      ['/api/admin/postGroupingCode/update', grouping.id],
      ['/api/admin/reportReason/update', reason.id],
      ['/api/admin/category/rename', category.id],
    ] as const) {
      const response = await call(t.app, path, { id, names: chosen }, admin);
      expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
    }
    // A shipped name an older release wrote, never touched in the console.
    await db.updateTable('codes').set({ name_en: 'Old shipped name' }).where('key', '=', 'JOB_PM').execute();

    const summary = await seedReferenceData(db);

    const nameOf = async (table: 'codes' | 'post_groupings' | 'report_reasons' | 'categories', id: number) =>
      db.selectFrom(table).select(['name_ko', 'name_en', 'name_ja']).where('id', '=', id).executeTakeFirstOrThrow();
    const asNames = (row: { name_ko: string; name_en: string; name_ja: string }) => ({
      ko: row.name_ko,
      en: row.name_en,
      ja: row.name_ja,
    });
    expect(asNames(await nameOf('codes', code.id))).toEqual(chosen);
    expect(asNames(await nameOf('post_groupings', grouping.id))).toEqual(chosen);
    expect(asNames(await nameOf('report_reasons', reason.id))).toEqual(chosen);
    expect(asNames(await nameOf('categories', category.id))).toEqual(chosen);
    const pm = await db.selectFrom('codes').select('name_en').where('key', '=', 'JOB_PM').executeTakeFirstOrThrow();
    expect(pm.name_en).not.toBe('Old shipped name');
    expect(summary.updated).toBe(1);
  });
});
