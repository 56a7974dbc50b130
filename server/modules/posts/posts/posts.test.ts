import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialects } from '../../../test/harness.ts';
import {
  body,
  call,
  countRows,
  createPost,
  createSignedInMember,
  fieldCodes,
  findCategory,
  insertReplyRow,
  type Member,
  POSTS_TEST_ENV,
  postBody,
} from '../test-support.ts';

const emoji = '🍞';

describe.each(testDialects())('writing posts on %s', (dialect) => {
  let t: TestApp;
  let author: Member;
  let admin: Member;

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: POSTS_TEST_ENV });
    author = await createSignedInMember(t.app, 'writer');
    admin = await createSignedInMember(t.app, 'boss', { admin: true });
  });
  afterAll(async () => {
    await t.close();
  });

  const storedCounts = async () => ({
    posts: await countRows(t.app, 'posts'),
    keywords: await countRows(t.app, 'keywords'),
    postKeywords: await countRows(t.app, 'post_keywords'),
  });

  /** Adds with overrides; on a refusal, checks that nothing at all was stored. */
  async function add(overrides: Record<string, unknown>, type: 'forum' | 'careers' | 'casestudy' = 'forum') {
    const before = await storedCounts();
    const response = await call(t.app, '/api/post/add', await postBody(t.app, type, overrides), author);
    if (response.statusCode !== 200) expect(await storedCounts()).toEqual(before);
    return response;
  }

  const stored = (id: number) =>
    t.app.db.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('stores a post with its category path, text, tags and plain-text title', async () => {
    const leaf = await findCategory(t.app, 'forum');
    expect(leaf.path).toHaveLength(3);
    const response = await add({
      title: '  <b>Funnels</b> & "drop-off"  ',
      categoryId: leaf.id,
      content: '<p>Step <strong>one</strong></p><script>alert(1)</script>',
      tags: ['GA4', 'Funnels'],
    });
    expect(response.statusCode).toBe(200);
    const row = await stored(body(response).data.id);
    expect(row).toMatchObject({
      user_id: author.id,
      grouping_type: 'forum',
      category_id: leaf.id,
      category1_id: leaf.path[0],
      category2_id: leaf.path[1],
      category3_id: leaf.path[2],
      lang: 'ko',
      title: '<b>Funnels</b> & "drop-off"',
      company_name: null,
      visibility: 'public',
      status: 'visible',
      admin_content: null,
    });
    expect(row.content).not.toContain('<script');
    expect(row.content_text).toContain('Step');
    expect(row.content_text).not.toContain('alert');
    const tags = await t.app.db
      .selectFrom('post_keywords')
      .innerJoin('keywords', 'keywords.id', 'post_keywords.keyword_id')
      .select(['keywords.keyword', 'post_keywords.position'])
      .where('post_keywords.post_id', '=', row.id)
      .orderBy('post_keywords.position')
      .execute();
    expect(tags).toEqual([
      { keyword: 'GA4', position: 0 },
      { keyword: 'Funnels', position: 1 },
    ]);
  });

  it('stores the ancestors of a depth-2 leaf and of a depth-1 leaf', async () => {
    const mid = await findCategory(t.app, 'forum', { depth: 2, leaf: true });
    const midRow = await stored(body(await add({ categoryId: mid.id })).data.id);
    expect([midRow.category1_id, midRow.category2_id, midRow.category3_id]).toEqual([mid.path[0], mid.id, null]);
    const top = await findCategory(t.app, 'casestudy', { depth: 1, leaf: true });
    const topRow = await stored(body(await add({ categoryId: top.id }, 'casestudy')).data.id);
    expect([topRow.category1_id, topRow.category2_id, topRow.category3_id]).toEqual([top.id, null, null]);
  });

  it.each([
    ['a'.repeat(100), undefined],
    ['a'.repeat(101), 'title:titleMaxLength'],
    [emoji.repeat(100), undefined],
    [emoji.repeat(101), 'title:titleMaxLength'],
    [` ${'a'.repeat(100)} `, undefined],
    ['', 'title:titlePlz'],
    ['   \n\t ', 'title:titlePlz'],
    // Only invisible characters: zero-width spaces, the Hangul filler, a byte-order mark.
    ['\u200B\u200B', 'title:titlePlz'],
    ['\u3164', 'title:titlePlz'],
    [' \uFEFF\u2060 ', 'title:titlePlz'],
  ])('title of %j → %s', async (title, issue) => {
    const response = await add({ title });
    if (issue) {
      expect(response.statusCode).toBe(400);
      expect(body(response).code).toBe('VALIDATION_FAILED');
      expect(fieldCodes(response)).toEqual([issue]);
    } else {
      expect(response.statusCode).toBe(200);
      expect((await stored(body(response).data.id)).title).toBe(title.trim());
    }
  });

  it.each([
    ['a\u0007\u001b[31mb', 'a[31mb'],
    ['line\nbreak\u2028here', 'line break here'],
    ['invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['\u2066isolated\u2069 title', 'isolated title'],
  ])('stores the title %j as one clean line: %j', async (title, expected) => {
    const response = await add({ title });
    expect(response.statusCode, response.body).toBe(200);
    expect((await stored(body(response).data.id)).title).toBe(expected);
  });

  it('counts the content as its text, 60,000 characters at most', async () => {
    const ok = await add({ content: `<p>${'a'.repeat(60_000)}</p>` });
    expect(ok.statusCode).toBe(200);
    expect((await stored(body(ok).data.id)).content_text).toHaveLength(60_000);
    // Markup does not count: the same text inside more tags is still 60,000.
    expect(
      (await add({ content: `<p><strong>${'a'.repeat(30_000)}</strong>${'b'.repeat(30_000)}</p>` })).statusCode,
    ).toBe(200);
    const over = await add({ content: `<p>${'a'.repeat(60_001)}</p>` });
    expect(over.statusCode).toBe(400);
    expect(fieldCodes(over)).toEqual(['content:contentMaxLength']);
    const emojiOver = await add({ content: `<p>${emoji.repeat(60_001)}</p>` });
    expect(fieldCodes(emojiOver)).toEqual(['content:contentMaxLength']);
  });

  it('holds the HTML to 400,000 characters as sent and as stored, with its own message (ADR 0010)', async () => {
    const sent = await call(
      t.app,
      '/api/post/add',
      await postBody(t.app, 'forum', { content: `<p>${'a'.repeat(399_994)}</p>`, lang: 'en' }),
      author,
    );
    expect(body(sent).fields).toEqual([
      {
        field: 'content',
        code: 'contentHtmlMaxLength',
        message:
          'The content has too much formatting to be saved. Remove some formatting or split it into several posts.',
      },
    ]);
    // 97 links of 4,000 ampersands each: under the ceiling as sent, five times over it once each & is written &amp;.
    const link = `<a href="https://e.example/?${'&'.repeat(4_000)}">x</a>`;
    const growing = `<p>${link.repeat(97)}</p>`;
    expect(growing.length).toBeLessThanOrEqual(400_000);
    expect(fieldCodes(await add({ content: growing }))).toEqual(['content:contentHtmlMaxLength']);
    // Exactly at the ceiling once written out is fine; an & in its text, written &amp;, is over.
    const atCeiling = await add({ content: `<p>${'a'.repeat(59_997)}</p>${'<hr>'.repeat(84_999)}` });
    expect(atCeiling.statusCode, atCeiling.body.slice(0, 200)).toBe(200);
    expect((await stored(body(atCeiling).data.id)).content).toHaveLength(400_000);
    const ampersand = await add({ content: `<p>&${'a'.repeat(59_996)}</p>${'<hr>'.repeat(84_999)}` });
    expect(fieldCodes(ampersand)).toEqual(['content:contentHtmlMaxLength']);
  });

  it('refuses an image that names no upload: the post would show it broken', async () => {
    const madeUp = await add({ content: '<p>Look</p><p><img src="/uploads/2026/01/AAAAAAAAAAAAAAAAAAAAAA.png"></p>' });
    expect([madeUp.statusCode, fieldCodes(madeUp)]).toEqual([400, ['content:imageUnavailable']]);
  });

  it('refuses a guide link while no guide exists (P24), and takes none', async () => {
    expect(fieldCodes(await add({ guideId: 1 }))).toEqual(['guideId:guideNotFound']);
    const none = await add({ guideId: null });
    expect((await stored(body(none).data.id)).guide_id).toBeNull();
  });

  it.each(['', '<p>   </p>', '<script>alert(1)</script>', '<p><br></p>', '<p>\u200B\u3164</p>'])(
    'refuses content without text or image (%j)',
    async (content) => {
      expect(fieldCodes(await add({ content }))).toEqual(['content:contentPlz']);
    },
  );

  it.each([
    ['a'.repeat(20), undefined],
    [emoji.repeat(20), undefined],
    ['a'.repeat(21), 'companyName:companyNameMaxLength'],
    ['   ', 'companyName:companyNamePlz'],
    ['\u200B', 'companyName:companyNamePlz'],
    [null, 'companyName:companyNamePlz'],
    [undefined, 'companyName:companyNamePlz'],
  ])('careers company %j → %s', async (companyName, issue) => {
    const response = await add({ companyName }, 'careers');
    if (issue) expect(fieldCodes(response)).toEqual([issue]);
    else expect((await stored(body(response).data.id)).company_name).toBe(companyName);
  });

  it('stores no company outside careers', async () => {
    const response = await add({ companyName: 'Ignored Ltd' });
    expect((await stored(body(response).data.id)).company_name).toBeNull();
  });

  it('accepts ten tags and refuses eleven', async () => {
    const ten = Array.from({ length: 10 }, (_, index) => `tag${index}`);
    expect((await add({ tags: ten })).statusCode).toBe(200);
    const eleven = await add({ tags: [...ten, 'tag10'] });
    expect(eleven.statusCode).toBe(400);
    expect(fieldCodes(eleven)).toEqual(['tags:tagsMaxCount']);
  });

  it.each([
    ['bad!tag', 'tagFormat'],
    ['<script>', 'tagFormat'],
    ['-dash', 'tagFormat'],
    ['   ', 'tagPlz'],
    ['#', 'tagPlz'],
    ['a'.repeat(31), 'tagMaxLength'],
  ])('refuses the tag %j with %s at its index', async (tag, code) => {
    expect(fieldCodes(await add({ tags: ['fine', tag] }))).toEqual([`tags.1:${code}`]);
  });

  it('accepts tags of any script, trims them and merges duplicates whatever the case', async () => {
    const response = await add({ tags: ['#Heat  Map ', 'heat map', 'HEAT MAP', '히트맵', 'C++', 'a'.repeat(30)] });
    expect(response.statusCode).toBe(200);
    const id = body(response).data.id;
    const one = await call(t.app, '/api/post/get_one', { id }, author);
    expect(body(one).data.tags).toEqual(['Heat Map', '히트맵', 'C++', 'a'.repeat(30)]);
    // A later post reuses the keyword whatever its spelling there.
    const before = await countRows(t.app, 'keywords');
    const again = await add({ tags: ['HEAT map'] });
    expect(await countRows(t.app, 'keywords')).toBe(before);
    expect(body(await call(t.app, '/api/post/get_one', { id: body(again).data.id }, author)).data.tags).toEqual([
      'Heat Map',
    ]);
  });

  it('folds the case of every script and the width of letters, the same on both databases', async () => {
    const first = await add({ tags: ['Äpfel', 'ÉCOLE', 'ＧＡ４ｘ', 'Ωmega'] });
    expect(first.statusCode).toBe(200);
    const before = await countRows(t.app, 'keywords');
    const second = await add({ tags: ['äpfel', 'école', 'ga4X', 'ωMEGA'] });
    expect(await countRows(t.app, 'keywords')).toBe(before);
    expect(body(await call(t.app, '/api/post/get_one', { id: body(second).data.id }, author)).data.tags).toEqual([
      'Äpfel',
      'ÉCOLE',
      'ＧＡ４ｘ',
      'Ωmega',
    ]);
    // Within one post too: the second spelling is the same tag.
    const merged = await add({ tags: ['Straße', 'STRASSE', 'straße', 'Ärger', 'äRGER'] });
    expect(body(await call(t.app, '/api/post/get_one', { id: body(merged).data.id }, author)).data.tags).toEqual([
      'Straße',
      'STRASSE',
      'Ärger',
    ]);
  });

  it('accepts a leaf category of the grouping only', async () => {
    const parent = await findCategory(t.app, 'forum', { depth: 2, leaf: false });
    expect(fieldCodes(await add({ categoryId: parent.id }))).toEqual(['categoryId:categoryPlz']);
    const root = await findCategory(t.app, 'forum', { depth: 1, leaf: false });
    expect(fieldCodes(await add({ categoryId: root.id }))).toEqual(['categoryId:categoryPlz']);
    const foreign = await findCategory(t.app, 'careers');
    expect(fieldCodes(await add({ categoryId: foreign.id }))).toEqual(['categoryId:categoryPlz']);
    expect(fieldCodes(await add({ categoryId: 2_000_000_000 }))).toEqual(['categoryId:categoryPlz']);
  });

  it('reports every field issue at once', async () => {
    const parent = await findCategory(t.app, 'careers', { depth: 1, leaf: false });
    const response = await add(
      { categoryId: parent.id, title: ' ', content: '<p></p>', companyName: '', tags: ['ok', 'no!'] },
      'careers',
    );
    expect(response.statusCode).toBe(400);
    expect(fieldCodes(response).sort()).toEqual(
      [
        'categoryId:categoryPlz',
        'companyName:companyNamePlz',
        'content:contentPlz',
        'tags.1:tagFormat',
        'title:titlePlz',
      ].sort(),
    );
    // Localized messages in the request's language.
    const en = await call(
      t.app,
      '/api/post/add',
      { ...(await postBody(t.app, 'forum')), title: '', lang: 'en' },
      author,
    );
    expect(body(en).fields).toEqual([{ field: 'title', code: 'titlePlz', message: 'Enter a title.' }]);
  });

  it('refuses missing fields, wrong types and unknown fields with 400, storing nothing', async () => {
    const before = await storedCounts();
    const missing = await call(t.app, '/api/post/add', {}, author);
    expect(missing.statusCode).toBe(400);
    expect(fieldCodes(missing)).toEqual(
      expect.arrayContaining(['type:required', 'postLang:required', 'categoryId:required', 'title:titlePlz']),
    );
    expect(fieldCodes(missing)).toEqual(expect.arrayContaining(['content:contentPlz', 'visibility:visibilityPlz']));
    const valid = await postBody(t.app, 'forum');
    for (const [field, value] of [
      ['title', 5],
      ['content', ['x']],
      ['categoryId', '12'],
      ['categoryId', 2_147_483_648],
      ['categoryId', 1.5],
      ['tags', 'one'],
      ['tags', [1]],
      ['visibility', 'friends'],
      ['postLang', 'fr'],
      ['type', 'blog'],
      ['adminContent', 7],
      ['guideId', -1],
    ] as const) {
      const response = await call(t.app, '/api/post/add', { ...valid, [field]: value }, author);
      expect(response.statusCode, `${field} = ${JSON.stringify(value)}`).toBe(400);
      expect(body(response).code).toBe('VALIDATION_FAILED');
    }
    const unknown = await call(t.app, '/api/post/add', { ...valid, status: 'hidden', viewCount: 9 }, author);
    expect(unknown.statusCode).toBe(400);
    expect(fieldCodes(unknown).sort()).toEqual(['status:unknownField', 'viewCount:unknownField']);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/post/add',
      payload: '{"title":',
      headers: { ...author.headers, 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
    expect(await storedCounts()).toEqual(before);
  });

  it('asks visitors to sign in', async () => {
    const response = await call(t.app, '/api/post/add', await postBody(t.app), null);
    expect(response.statusCode).toBe(401);
    expect(body(response).code).toBe('LOGIN_REQUIRED');
  });

  it('edits: same rules, new tags, new date, the grouping kept', async () => {
    const id = await createPost(t.app, author, 'forum', { tags: ['old', 'kept'] });
    const createdAt = (await stored(id)).created_at;
    t.clock.advance(60_000);
    const other = await findCategory(t.app, 'forum', { skip: 1 });
    const edit = await call(
      t.app,
      '/api/post/edit',
      {
        ...(await postBody(t.app, 'forum')),
        type: undefined,
        id,
        categoryId: other.id,
        title: 'Edited',
        tags: ['kept', 'new'],
        visibility: 'private',
      },
      author,
    );
    expect(edit.statusCode).toBe(200);
    const row = await stored(id);
    expect(row).toMatchObject({
      title: 'Edited',
      category_id: other.id,
      visibility: 'private',
      grouping_type: 'forum',
    });
    expect(new Date(row.updated_at).getTime()).toBeGreaterThan(new Date(createdAt).getTime());
    expect(body(await call(t.app, '/api/post/get_one', { id }, author)).data.tags).toEqual(['kept', 'new']);

    // The grouping never changes: a careers category is not one of this post's, and `type` is not a field of edit.
    const before = await stored(id);
    const careers = await findCategory(t.app, 'careers');
    const editBody = { ...(await postBody(t.app, 'forum')), type: undefined, id };
    expect(fieldCodes(await call(t.app, '/api/post/edit', { ...editBody, categoryId: careers.id }, author))).toEqual([
      'categoryId:categoryPlz',
    ]);
    expect(fieldCodes(await call(t.app, '/api/post/edit', { ...editBody, type: 'careers' }, author))).toEqual([
      'type:unknownField',
    ]);
    expect(fieldCodes(await call(t.app, '/api/post/edit', { ...editBody, title: 'x'.repeat(101) }, author))).toEqual([
      'title:titleMaxLength',
    ]);
    expect(await stored(id)).toEqual(before);
    expect(body(await call(t.app, '/api/post/get_one', { id }, author)).data.tags).toEqual(['kept', 'new']);
  });

  it('edit and delete of unknown posts are 404, of deleted ones 410', async () => {
    const editBody = { ...(await postBody(t.app, 'forum')), type: undefined };
    expect(body(await call(t.app, '/api/post/edit', { ...editBody, id: 2_000_000_000 }, author)).code).toBe(
      'NOT_FOUND',
    );
    expect(body(await call(t.app, '/api/post/delete', { id: 2_000_000_000 }, author)).code).toBe('NOT_FOUND');
    const id = await createPost(t.app, author);
    expect((await call(t.app, '/api/post/delete', { id }, author)).statusCode).toBe(200);
    const again = await call(t.app, '/api/post/delete', { id }, author);
    expect([again.statusCode, body(again).code]).toEqual([410, 'POST_REMOVE']);
    const edit = await call(t.app, '/api/post/edit', { ...editBody, id }, author);
    expect([edit.statusCode, body(edit).code]).toEqual([410, 'POST_REMOVE']);
    expect(body(await call(t.app, '/api/post/get_one', { id }, author)).code).toBe('NOT_FOUND');
  });

  it('deleting a post deletes every reply under it', async () => {
    const reader = await createSignedInMember(t.app, 'replier');
    const id = await createPost(t.app, author);
    const first = await insertReplyRow(t.app, { postId: id, authorId: reader.id });
    const answer = await insertReplyRow(t.app, { postId: id, authorId: author.id, parentId: first });
    const hidden = await insertReplyRow(t.app, { postId: id, authorId: reader.id, status: 'hidden' });
    const gone = await insertReplyRow(t.app, { postId: id, authorId: reader.id, status: 'deleted' });
    const elsewhere = await insertReplyRow(t.app, { postId: await createPost(t.app, author), authorId: reader.id });
    t.clock.advance(1000);
    expect((await call(t.app, '/api/post/delete', { id }, author)).statusCode).toBe(200);
    const post = await stored(id);
    expect(post.status).toBe('deleted');
    expect(post.deleted_at).not.toBeNull();
    expect(post.reply_count).toBe(0);
    const replies = await t.app.db.selectFrom('replies').select(['id', 'status', 'deleted_at']).orderBy('id').execute();
    const statusOf = (replyId: number) => replies.find((reply) => reply.id === replyId)?.status;
    expect([first, answer, hidden, gone].map(statusOf)).toEqual(['deleted', 'deleted', 'deleted', 'deleted']);
    expect(statusOf(elsewhere)).toBe('visible');
    expect(replies.find((reply) => reply.id === first)?.deleted_at).not.toBeNull();
  });

  it('keeps the administrators’ content away from members and gives it to administrators', async () => {
    const refused = await add({ adminContent: '<p>secret</p>' });
    expect([refused.statusCode, body(refused).code]).toEqual([403, 'ADMIN_ONLY']);
    // null is "none": a member's form may send it.
    expect((await add({ adminContent: null })).statusCode).toBe(200);

    // An administrator adds it to a member's post; it is sanitized like content (P15).
    const id = await createPost(t.app, author);
    const editBody = { ...(await postBody(t.app, 'forum')), type: undefined, id };
    const response = await call(
      t.app,
      '/api/post/edit',
      { ...editBody, adminContent: '<p>Moderation note</p><img src=x onerror=alert(1)>' },
      admin,
    );
    expect(response.statusCode).toBe(200);
    const adminContent = (await stored(id)).admin_content;
    expect(adminContent).toContain('Moderation note');
    expect(adminContent).not.toContain('onerror');

    // The author's edit never touches it; an administrator's null clears it.
    expect((await call(t.app, '/api/post/edit', editBody, author)).statusCode).toBe(200);
    expect((await stored(id)).admin_content).toBe(adminContent);
    const memberEdit = await call(t.app, '/api/post/edit', { ...editBody, adminContent: '<p>mine</p>' }, author);
    expect(body(memberEdit).code).toBe('ADMIN_ONLY');
    expect((await call(t.app, '/api/post/edit', { ...editBody, adminContent: null }, admin)).statusCode).toBe(200);
    expect((await stored(id)).admin_content).toBeNull();
  });

  it('writes whatsnew for administrators only', async () => {
    const refused = await add({ categoryId: (await findCategory(t.app, 'whatsnew')).id, type: 'whatsnew' });
    expect([refused.statusCode, body(refused).code]).toEqual([403, 'ADMIN_ONLY']);
    const response = await call(t.app, '/api/post/add', await postBody(t.app, 'whatsnew'), admin);
    expect(response.statusCode).toBe(200);
  });
});

describe.each(testDialects())('the P17 limit on posts on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { ABUSE_MAX_POSTS_AND_REPLIES: '2' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses the post past the limit before storing it; refused bodies and edits do not count', async () => {
    const member = await createSignedInMember(t.app, 'hasty');
    const invalid = await call(t.app, '/api/post/add', await postBody(t.app, 'forum', { title: '' }), member);
    expect(invalid.statusCode).toBe(400);
    const first = await createPost(t.app, member);
    await createPost(t.app, member);
    for (let i = 0; i < 3; i += 1) {
      const edit = await call(
        t.app,
        '/api/post/edit',
        { ...(await postBody(t.app)), type: undefined, id: first },
        member,
      );
      expect(edit.statusCode).toBe(200);
    }
    const before = await countRows(t.app, 'posts');
    const third = await call(t.app, '/api/post/add', await postBody(t.app), member);
    expect([third.statusCode, body(third).code]).toEqual([429, 'POST_REPLY_ABUSING']);
    expect(third.headers['retry-after']).toBeDefined();
    expect(await countRows(t.app, 'posts')).toBe(before);
    // Another member is not held back.
    expect(
      (await call(t.app, '/api/post/add', await postBody(t.app), await createSignedInMember(t.app, 'calm'))).statusCode,
    ).toBe(200);
  });
});
