import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialects } from '../../test/harness.ts';
import { body, call, createPost, createSignedInMember, type Member } from '../posts/test-support.ts';
import { addCategory, articleBody, KNOWLEDGE_TEST_ENV, saveArticle } from './test-support.ts';

/**
 * Issue 32, P31: every authoring call of the knowledge console, and the Solomon reference mark,
 * adds exactly one audit row in its transaction, naming the administrator, with before and after.
 */
describe.each(testDialects())('knowledge console actions in the audit log on %s', (dialect) => {
  let t: TestApp;
  let admin: Member;

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: KNOWLEDGE_TEST_ENV });
    admin = await createSignedInMember(t.app, 'boss', { admin: true });
  });
  afterAll(async () => {
    await t.close();
  });

  const lastId = async () =>
    Number(
      (
        await t.app.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.max('id').as('n'))
          .executeTakeFirstOrThrow()
      ).n ?? 0,
    );
  /** Runs the action and answers the one row it added (failing when it added none or several). */
  const oneRow = async (action: () => Promise<LightMyRequestResponse | number>) => {
    const since = await lastId();
    const result = await action();
    if (typeof result !== 'number') expect(result.statusCode, result.body).toBe(200);
    const rows = await t.app.db.selectFrom('audit_log').selectAll().where('id', '>', since).execute();
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.actor_id).toBe(admin.id);
    return {
      action: row.action,
      target: [row.target_type, row.target_id],
      before: row.before_json === null ? null : JSON.parse(row.before_json),
      after: row.after_json === null ? null : JSON.parse(row.after_json),
    };
  };
  const names = (name: string) => ({ ko: `${name} ko`, en: `${name} en`, ja: `${name} ja` });
  const kb = (path: string, request: Record<string, unknown>) =>
    call(t.app, `/api/knowledge/admin/${path}`, request, admin);

  it('records category saves, deletes and reorders', async () => {
    let top = 0;
    const added = await oneRow(async () => (top = await addCategory(t.app, admin, 'documentation', 'Top')));
    expect(added).toEqual({
      action: 'knowledge.category.save',
      target: ['category', String(top)],
      before: null,
      after: { area: 'documentation', parentId: null, names: names('Top') },
    });
    const renamed = await oneRow(() =>
      kb('category/save', { id: top, area: 'documentation', parentId: null, names: names('Renamed') }),
    );
    expect(renamed).toMatchObject({ before: { names: names('Top') }, after: { names: names('Renamed') } });
    const second = await addCategory(t.app, admin, 'documentation', 'Second');
    const reordered = await oneRow(() =>
      kb('category/reorder', { area: 'documentation', parentId: null, ids: [second, top] }),
    );
    expect(reordered).toEqual({
      action: 'knowledge.category.reorder',
      target: ['category', null],
      before: { area: 'documentation', ids: [top, second] },
      after: { area: 'documentation', ids: [second, top] },
    });
    const deleted = await oneRow(() => kb('category/delete', { id: second }));
    expect(deleted).toEqual({
      action: 'knowledge.category.delete',
      target: ['category', String(second)],
      before: { area: 'documentation', parentId: null, names: names('Second') },
      after: null,
    });
  });

  it('records article saves, deletes and reorders, and a refused call records nothing', async () => {
    const top = await addCategory(t.app, admin, 'solomon', 'Faq top');
    const sub = await addCategory(t.app, admin, 'solomon', 'Faq sub', top);
    let first = 0;
    const created = await oneRow(
      async () => (first = await saveArticle(t.app, admin, { kind: 'faq', categoryId: sub, texts: { en: 'First' } })),
    );
    expect(created).toEqual({
      action: 'knowledge.article.save',
      target: ['article', String(first)],
      before: null,
      after: { categoryId: sub, status: 'published', titles: { en: 'First' }, characters: { en: expect.any(Number) } },
    });
    expect(created.after.characters.en).toBeGreaterThan(0);
    const edited = await oneRow(() =>
      kb(
        'article/save',
        articleBody({ id: first, kind: 'faq', categoryId: sub, status: 'draft', texts: { en: 'Again' } }),
      ),
    );
    expect(edited).toMatchObject({
      before: { categoryId: sub, status: 'published', titles: { en: 'First' }, characters: created.after.characters },
      after: { status: 'draft', titles: { en: 'Again' } },
    });
    const other = await saveArticle(t.app, admin, { kind: 'faq', categoryId: sub, texts: { en: 'Other' } });
    const reordered = await oneRow(() => kb('article/reorder', { categoryId: sub, ids: [other, first] }));
    expect(reordered).toEqual({
      action: 'knowledge.article.reorder',
      target: ['category', String(sub)],
      before: { ids: [first, other] },
      after: { ids: [other, first] },
    });
    const deleted = await oneRow(() => kb('article/delete', { id: other }));
    expect(deleted).toEqual({
      action: 'knowledge.article.delete',
      target: ['article', String(other)],
      before: {
        kind: 'faq',
        categoryId: sub,
        status: 'published',
        titles: { en: 'Other' },
        characters: { en: expect.any(Number) },
      },
      after: null,
    });
    const since = await lastId();
    expect((await kb('category/delete', { id: top })).statusCode).toBe(409);
    expect(await lastId()).toBe(since);
  });

  it('records marking a forum post as a Solomon reference', async () => {
    const post = await createPost(t.app, admin, 'forum');
    const marked = await oneRow(() =>
      call(t.app, '/api/post/update_reference', { id: post, solomonReference: true }, admin),
    );
    expect(marked).toEqual({
      action: 'post.reference',
      target: ['post', String(post)],
      before: { solomonReference: false },
      after: { solomonReference: true },
    });
    expect(
      body(await call(t.app, '/api/post/update_reference', { id: post, solomonReference: false }, admin)).success,
    ).toBe(true);
  });
});
