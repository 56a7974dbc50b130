import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, testDialects, type TestApp } from '../../test/harness.ts';
import { xssPayloads } from '../../test/hostile-text.ts';
import { body, call, createPost, createSignedInMember, findCategory, type Member } from '../posts/test-support.ts';

type Piece = { text: string; hit: boolean };
const joined = (pieces: Piece[]) => pieces.map((piece) => piece.text).join('');

describe.each(testDialects('sql'))('search calls (%s)', (dialect) => {
  let t: TestApp;
  let author: Member;
  let reader: Member;
  let admin: Member;

  const search = (text: string, extra: object = {}, member: Member | null = reader) =>
    call(t.app, '/api/post/get_search_list', { lang: 'ko', text, ...extra }, member);
  const ids = async (text: string, extra: object = {}, member: Member | null = reader) => {
    const response = await search(text, extra, member);
    expect(response.statusCode, response.body).toBe(200);
    return (body(response).data.rows as Array<{ id: number }>).map((row) => row.id);
  };

  beforeEach(async () => {
    t = await createTestApp(dialect);
    author = await createSignedInMember(t.app, 'author');
    reader = await createSignedInMember(t.app, 'reader');
    admin = await createSignedInMember(t.app, 'admin', { admin: true });
  });
  afterEach(async () => t.close());

  it('takes texts up to 1,000 characters and refuses one more, in the language of the call', async () => {
    await createPost(t.app, author, 'forum', { title: '퍼널 분석 입문' });
    const atLimit = await search(`퍼널 ${'가'.repeat(997)}`);
    expect(atLimit.statusCode).toBe(200);
    expect(body(atLimit).data.total).toBe(0);
    const over = await call(t.app, '/api/post/get_search_list', { lang: 'en', text: 'a'.repeat(1001) }, reader);
    expect(over.statusCode).toBe(400);
    expect(body(over).fields).toEqual([
      { field: 'text', code: 'searchTextMaxLength', message: 'Search text can be up to 1,000 characters.' },
    ]);
    for (const wrong of [
      { text: 42 },
      {},
      { text: '퍼널', pageSize: 51 },
      { text: '퍼널', pageNum: 0 },
      { text: '퍼널', sort: 'best' },
      { text: '퍼널', field: 'body' },
    ]) {
      const response = await call(t.app, '/api/post/get_search_list', { lang: 'ko', ...wrong }, reader);
      expect(response.statusCode, JSON.stringify(wrong)).toBe(400);
      expect(body(response).code).toBe('VALIDATION_FAILED');
    }
    // Nothing searchable is a clear empty answer, never an error.
    for (const text of ['', '   ', '!!! ??? ...', '🔥🔥🔥', '#', '""']) {
      const response = await search(text);
      expect(response.statusCode, text).toBe(200);
      expect(body(response).data).toMatchObject({ total: 0, rows: [], understood: { kind: 'nothing' } });
    }
  });

  it('never finds private, report-hidden or deleted posts; admin-only content only for administrators', async () => {
    const open = await createPost(t.app, author, 'forum', { title: '코호트 분석 공개 글' });
    await createPost(t.app, author, 'forum', { title: '코호트 분석 비공개 글', visibility: 'private' });
    const reported = await createPost(t.app, author, 'forum', { title: '코호트 분석 신고된 글' });
    for (const name of ['r1', 'r2', 'r3']) {
      const reporter = await createSignedInMember(t.app, name);
      const response = await call(
        t.app,
        '/api/report/add',
        { targetType: 'post', targetId: reported, reasonKey: 'spam' },
        reporter,
      );
      expect(response.statusCode, response.body).toBe(200);
    }
    const deleted = await createPost(t.app, author, 'forum', { title: '코호트 분석 지운 글' });
    expect((await call(t.app, '/api/post/delete', { id: deleted }, author)).statusCode).toBe(200);
    const secret = await createPost(t.app, admin, 'forum', {
      title: '운영 공지',
      content: '<p>모두에게 보이는 본문</p>',
      adminContent: '<p>비밀단어 잠금해제</p>',
    });

    for (const member of [reader, author, null]) expect(await ids('코호트', {}, member)).toEqual([open]);
    expect(await ids('코호트', {}, admin)).toEqual([open]);
    const counts = await call(t.app, '/api/post/get_search_list_by_type', { lang: 'ko', text: '코호트' }, reader);
    expect(body(counts).data).toMatchObject({ total: 1, counts: [{ type: 'forum', count: 1 }] });

    expect(await ids('잠금해제', {}, reader)).toEqual([]);
    expect(await ids('잠금해제', {}, null)).toEqual([]);
    expect(await ids('잠금해제', {}, admin)).toEqual([secret]);
    const suggestions = await call(t.app, '/api/search/autoComplete', { lang: 'ko', text: '코호' }, reader);
    expect(body(suggestions).data.rows).toEqual([{ kind: 'post', id: open, type: 'forum', title: expect.any(Array) }]);
    // The excerpt is the body's: nothing of the admin-only content reaches anyone's result.
    const result = body(await search('운영', {}, admin)).data.rows[0];
    expect(joined(result.excerpt)).not.toContain('비밀단어');
  });

  it('reads hostile text as text: as queries, and as titles found and highlighted', async () => {
    for (const payload of xssPayloads()) {
      const response = await search(payload);
      // Past 1,000 characters a text is refused with its code; never a 500.
      expect(response.statusCode, payload).toBe([...payload].length > 1000 ? 400 : 200);
    }
    const title = `<img src=x onerror=alert(1)> 히트맵 "</script><script>alert(2)</script>`;
    const id = await createPost(t.app, author, 'forum', { title });
    const response = await search('히트맵');
    const row = body(response).data.rows[0];
    expect(row.id).toBe(id);
    expect(joined(row.title)).toBe(title);
    expect(row.title.filter((piece: Piece) => piece.hit).map((piece: Piece) => piece.text)).toEqual(['히트맵']);
  });

  it('filters by field, grouping and category, sorts, pages, and counts per grouping', async () => {
    const forumCategory = await findCategory(t.app, 'forum');
    const inTitle = await createPost(t.app, author, 'forum', { title: '대시보드 만들기', content: '<p>차트</p>' });
    const inBody = await createPost(t.app, author, 'casestudy', { title: '사례', content: '<p>대시보드 개편기</p>' });
    const inTag = await createPost(t.app, author, 'forum', { title: '주간 리포트', tags: ['대시보드'] });
    expect(await ids('대시보드', { field: 'title' })).toEqual([inTitle]);
    expect(await ids('대시보드', { field: 'content' })).toEqual([inBody]);
    expect(await ids('대시보드', { field: 'tag' })).toEqual([inTag]);
    expect((await ids('대시보드')).sort()).toEqual([inTitle, inBody, inTag].sort());
    expect(await ids('대시보드', { type: 'casestudy' })).toEqual([inBody]);
    expect((await ids('대시보드', { categoryId: forumCategory.id })).sort()).toEqual([inTitle, inTag].sort());
    expect(await ids('대시보드', { categoryId: 2_000_000 })).toEqual([]);
    expect(await ids('대시보드', { sort: 'newest' })).toEqual([inTag, inBody, inTitle]);
    const first = await ids('대시보드', { sort: 'newest', pageSize: 2 });
    const second = await ids('대시보드', { sort: 'newest', pageSize: 2, pageNum: 2 });
    expect([...first, ...second]).toEqual([inTag, inBody, inTitle]);
    // A counted view moves a post up "most viewed".
    expect((await call(t.app, '/api/post/get_one', { id: inBody }, reader)).statusCode).toBe(200);
    await t.app.bus.drain();
    expect((await ids('대시보드', { sort: 'views' }))[0]).toBe(inBody);
    const counts = body(
      await call(t.app, '/api/post/get_search_list_by_type', { lang: 'ko', text: '대시보드', type: 'forum' }, reader),
    ).data;
    expect(counts.total).toBe(3);
    expect(
      Object.fromEntries(counts.counts.map((row: { type: string; count: number }) => [row.type, row.count])),
    ).toEqual({
      forum: 2,
      casestudy: 1,
    });
  });

  it('searches tags with or without # (SPEC §5)', async () => {
    const tagged = await createPost(t.app, author, 'forum', { title: '이벤트 설계', tags: ['GA4', 'C++'] });
    await createPost(t.app, author, 'forum', { title: 'GA4 본문에만', tags: [] });
    expect(await ids('#ga4')).toEqual([tagged]);
    expect(await ids('#ＧＡ４')).toEqual([tagged]);
    expect(await ids('#c++')).toEqual([tagged]);
    // Tags hold no #: a further one is part of the tag asked, which no post carries.
    const further = await search('#ga4#x');
    expect(body(further).data).toMatchObject({ total: 0, understood: { kind: 'tag', text: 'ga4#x' } });
    const keyword = await call(t.app, '/api/post/get_search_keyword_list', { lang: 'ko', keyword: 'GA4' }, reader);
    expect(body(keyword).data.rows.map((row: { id: number }) => row.id)).toEqual([tagged]);
    const counts = await call(
      t.app,
      '/api/post/get_search_keyword_list_by_type',
      { lang: 'ko', keyword: '#GA4' },
      reader,
    );
    expect(body(counts).data).toMatchObject({ total: 1, understood: { kind: 'tag', text: 'ga4' } });
  });

  it('records each search once, without the member, and lists the week’s terms that found something', async () => {
    await createPost(t.app, author, 'forum', { title: '리텐션 분석' });
    await ids('리텐션');
    await ids('리텐션', { pageNum: 2 });
    await ids('  리텐션  ', {}, null);
    await ids('없는단어조합');
    const rows = await t.app.db.selectFrom('search_queries').selectAll().orderBy('id').execute();
    expect(rows.map((row) => [row.scope, row.lang, row.text, row.result_count])).toEqual([
      ['site', 'ko', '리텐션', 1],
      ['site', 'ko', '리텐션', 1],
      ['site', 'ko', '없는단어조합', 0],
    ]);
    expect(Object.keys(rows[0]!).some((column) => /user|member|ip/.test(column))).toBe(false);
    const terms = await call(t.app, '/api/search/get_term_list', { lang: 'ko' }, null);
    expect(body(terms).data.rows).toEqual([{ term: '리텐션', count: 2 }]);
    t.clock.advance(8 * 24 * 60 * 60 * 1000);
    expect(body(await call(t.app, '/api/search/get_term_list', { lang: 'ko' }, null)).data.rows).toEqual([]);
  });

  it('suggests tags and titles as a member types, unfinished words included', async () => {
    const dashboards = await createPost(t.app, author, 'forum', {
      postLang: 'en',
      title: 'Dashboard tips for analysts',
      tags: ['Dashboards'],
    });
    const heatmap = await createPost(t.app, author, 'forum', { title: '히트맵으로 본 스크롤', tags: ['히트맵'] });
    const suggest = async (text: string, lang = 'ko') =>
      body(await call(t.app, '/api/search/autoComplete', { lang, text }, reader)).data.rows;
    expect(await suggest('dashb', 'en')).toEqual([
      { kind: 'tag', keyword: 'Dashboards', count: 1 },
      { kind: 'post', id: dashboards, type: 'forum', title: expect.any(Array) },
    ]);
    expect(await suggest('히')).toEqual([
      { kind: 'tag', keyword: '히트맵', count: 1 },
      { kind: 'post', id: heatmap, type: 'forum', title: expect.any(Array) },
    ]);
    // "히트ㅁ": the last syllable is being typed.
    expect((await suggest('히트ㅁ')).map((row: { kind: string }) => row.kind)).toContain('post');
    expect(await suggest('   ')).toEqual([]);
  });

  it('asks a question of three words or more again with any of its words when all of them find nothing', async () => {
    const answer = await createPost(t.app, author, 'forum', {
      postLang: 'en',
      title: 'Keeping BigQuery costs down with GA4 exports',
      content: '<p>Query only the partitions you need.</p>',
    });
    await createPost(t.app, author, 'forum', { postLang: 'en', title: 'Weekly dashboard review' });
    expect(await ids('How do I keep BigQuery costs low?', { lang: 'en' })).toEqual([answer]);
    const counts = body(
      await call(
        t.app,
        '/api/post/get_search_list_by_type',
        { lang: 'en', text: 'How do I keep BigQuery costs low?' },
        reader,
      ),
    ).data;
    expect(counts.total).toBe(1);
    // Two words that find nothing together stay nothing: the usual right answer.
    expect(await ids('BigQuery blockchain', { lang: 'en' })).toEqual([]);
  });

  it('offers posts that look like a title being written, never the one being edited', async () => {
    const same = await createPost(t.app, author, 'forum', { title: 'GA4 전환율이 갑자기 떨어졌어요' });
    await createPost(t.app, author, 'casestudy', { title: 'GA4 전환율 개선 사례' });
    await createPost(t.app, author, 'forum', { title: '채용 공고 문의' });
    const similar = async (extra: object) =>
      body(await call(t.app, '/api/search/similar', { lang: 'ko', title: 'GA4 전환율 하락 원인', ...extra }, reader))
        .data.rows;
    expect(await similar({})).toEqual([
      { id: same, type: 'forum', title: 'GA4 전환율이 갑자기 떨어졌어요', replyCount: 0 },
    ]);
    expect(await similar({ excludeId: same })).toEqual([]);
  });
});
