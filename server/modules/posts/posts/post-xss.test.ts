import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanLine, isBlank, normalizeTag, tagIssue, textLength } from '../../../../common/validation/post.ts';
import { createTestApp, type TestApp, testDialects } from '../../../test/harness.ts';
import { xssPayloads } from '../../../test/hostile-text.ts';
import { expectNoRunnableScript } from '../../../test/no-script.ts';
import { excerptOf } from './excerpt.ts';
import {
  body,
  call,
  countRows,
  createSignedInMember,
  fieldCodes,
  type Member,
  POSTS_TEST_ENV,
  postBody,
} from '../test-support.ts';

const payloads = xssPayloads();

/**
 * The 223 hostile strings (DOMPurify's fixtures) in every text a post takes. Titles and tags
 * are plain text: stored and returned exactly as typed (React escapes them when it shows
 * them). Content is HTML: whatever survives the allowlist (P15) must not be able to run.
 */
describe.each(testDialects('api'))('hostile text in posts on %s', (dialect) => {
  let t: TestApp;
  let author: Member;

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: POSTS_TEST_ENV });
    author = await createSignedInMember(t.app, 'attacker');
  });
  afterAll(async () => {
    await t.close();
  });

  it('has all 223 payloads', () => {
    expect(payloads).toHaveLength(223);
  });

  it('stores and returns every payload as a title, as one clean line of its text, or refuses it for its length', async () => {
    let stored = 0;
    for (const payload of payloads) {
      const response = await call(t.app, '/api/post/add', await postBody(t.app, 'forum', { title: payload }), author);
      const title = cleanLine(payload);
      if (isBlank(title)) {
        expect(fieldCodes(response)).toEqual(['title:titlePlz']);
        continue;
      }
      if (textLength(title) > 100) {
        expect(response.statusCode, payload).toBe(400);
        expect(fieldCodes(response)).toEqual(['title:titleMaxLength']);
        continue;
      }
      expect(response.statusCode, payload).toBe(200);
      stored += 1;
      const id = body(response).data.id;
      const row = await t.app.db.selectFrom('posts').select('title').where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.title).toBe(title);
      const one = await call(t.app, '/api/post/get_one', { id }, null);
      expect(body(one).data.title).toBe(title);
    }
    expect(stored).toBeGreaterThan(100);
    const listed = body(await call(t.app, '/api/post/get_list', { type: 'forum', lang: 'ko', pageSize: 100 })).data;
    const stillStored = await t.app.db.selectFrom('posts').select(['id', 'title']).execute();
    for (const card of listed.rows as { id: number; title: string }[]) {
      expect(card.title).toBe(stillStored.find((row) => row.id === card.id)?.title);
    }
  });

  it('stores no runnable script from any payload as content, nor serves one', async () => {
    let accepted = 0;
    for (const payload of payloads) {
      for (const content of [payload, `<p>Intro</p>${payload}<p>Outro</p>`]) {
        const response = await call(t.app, '/api/post/add', await postBody(t.app, 'forum', { content }), author);
        if (response.statusCode !== 200) {
          expect(fieldCodes(response), content).toEqual(['content:contentPlz']);
          continue;
        }
        accepted += 1;
        const id = body(response).data.id;
        const row = await t.app.db
          .selectFrom('posts')
          .select(['content', 'content_text', 'thumbnail_url'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        expectNoRunnableScript(row.content);
        const served = body(await call(t.app, '/api/post/get_one', { id }, null)).data;
        expect(served.content).toBe(row.content);
        expectNoRunnableScript(served.content);
        // The excerpt is a slice of the stored text (shown as text, never as HTML).
        expect(served.excerpt).toBe(excerptOf(row.content_text));
        if (row.thumbnail_url !== null) expect(row.thumbnail_url).toMatch(/^\/uploads\//);
      }
    }
    expect(accepted).toBeGreaterThan(223);
  });

  it('refuses every payload as a tag with its code, or stores it as plain text', async () => {
    const before = await countRows(t.app, 'keywords');
    let kept = 0;
    for (const payload of payloads) {
      const response = await call(t.app, '/api/post/add', await postBody(t.app, 'forum', { tags: [payload] }), author);
      const issue = tagIssue(payload);
      if (payload.length > 120) {
        // Over four times the longest tag: the schema refuses it before the rules run.
        expect(fieldCodes(response)).toEqual(['tags.0:tagMaxLength']);
      } else if (issue) {
        expect(fieldCodes(response), payload).toEqual([`tags.0:${issue}`]);
      } else {
        expect(response.statusCode, payload).toBe(200);
        kept += 1;
        const one = body(await call(t.app, '/api/post/get_one', { id: body(response).data.id }, null)).data;
        expect(one.tags).toHaveLength(1);
        expect(one.tags[0].toLowerCase()).toBe(normalizeTag(payload).toLowerCase());
      }
    }
    // The tag format leaves no markup characters: nearly every payload is refused.
    expect(await countRows(t.app, 'keywords')).toBe(before + kept);
    const keywords = await t.app.db.selectFrom('keywords').select('keyword').execute();
    for (const { keyword } of keywords) expect(keyword).not.toMatch(/[<>"'`=()]/);
  });

  it('refuses a NUL character in any field of a post with 400 naming it, and stores nothing', async () => {
    const before = await t.app.db
      .selectFrom('posts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const fields = { title: 'a\u0000b', content: '<p>x\u0000y</p>', companyName: 'N\u0000UL', tags: ['t\u0000'] };
    for (const [field, value] of Object.entries(fields)) {
      const response = await call(t.app, '/api/post/add', await postBody(t.app, 'careers', { [field]: value }), author);
      expect(response.statusCode, field).toBe(400);
      expect(fieldCodes(response), field).toEqual([`${field === 'tags' ? 'tags.0' : field}:invalidCharacters`]);
    }
    const after = await t.app.db
      .selectFrom('posts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    const search = await call(t.app, '/api/keyword/get_list', { query: 'a\u0000' });
    expect(search.statusCode).toBe(400);
  });
});
