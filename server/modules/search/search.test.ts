import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, testDialects, type TestApp } from '../../test/harness.ts';
import { body, call, createPost, createSignedInMember, type Member, postBody } from '../posts/test-support.ts';

/** The ids a search answers, in order. */
async function found(t: TestApp, text: string, extra: object = {}, member?: Member): Promise<number[]> {
  const response = await call(t.app, '/api/post/get_search_list', { lang: 'ko', text, ...extra }, member);
  expect(response.statusCode, response.body).toBe(200);
  return (body(response).data.rows as Array<{ id: number }>).map((row) => row.id);
}

describe.each(testDialects('sql'))('search: finding posts (%s)', (dialect) => {
  let t: TestApp;
  let author: Member;

  beforeEach(async () => {
    t = await createTestApp(dialect);
    author = await createSignedInMember(t.app, 'author');
  });
  afterEach(async () => t.close());

  it('finds Korean words inside particles and endings, two-syllable words and Latin beside Hangul', async () => {
    const data = await createPost(t.app, author, 'forum', {
      title: '데이터를 모으는 분석가는 무엇을 보나',
      content: '<p>GA4 전환율 리포트를 매주 봅니다.</p>',
      tags: ['GA4'],
    });
    const other = await createPost(t.app, author, 'forum', { title: '퍼널 설계', content: '<p>코호트 이야기</p>' });
    expect(await found(t, '데이터')).toEqual([data]);
    expect(await found(t, '데이터는')).toEqual([data]);
    expect(await found(t, '분석')).toEqual([data]);
    expect(await found(t, '퍼널')).toEqual([other]);
    expect(await found(t, 'ＧＡ４ 전환율')).toEqual([data]);
    expect(await found(t, '#ga4')).toEqual([data]);
    expect(await found(t, '"전환율 리포트"')).toEqual([data]);
    expect(await found(t, '"리포트 전환율"')).toEqual([]);
    expect(await found(t, '!!! 🔥')).toEqual([]);
  });

  it('follows edits, deletes and privacy in the same transaction', async () => {
    const id = await createPost(t.app, author, 'forum', { title: '히트맵 읽는 법' });
    expect(await found(t, '히트맵')).toEqual([id]);
    const { type: _type, ...fields } = await postBody(t.app, 'forum', { title: '스크롤 깊이' });
    const edit = await call(t.app, '/api/post/edit', { id, ...fields }, author);
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await found(t, '히트맵')).toEqual([]);
    expect(await found(t, '스크롤')).toEqual([id]);
    const remove = await call(t.app, '/api/post/delete', { id }, author);
    expect(remove.statusCode, remove.body).toBe(200);
    expect(await found(t, '스크롤')).toEqual([]);
    const hiddenFromOthers = await createPost(t.app, author, 'forum', {
      title: '비공개 스크롤',
      visibility: 'private',
    });
    expect(hiddenFromOthers).toBeGreaterThan(0);
    expect(await found(t, '스크롤', {}, author)).toEqual([]);
  });

  it('ranks by relevance: a title match before a body match', async () => {
    const body1 = await createPost(t.app, author, 'forum', {
      title: '주간 회고',
      content: '<p>리텐션 곡선을 그렸다</p>',
    });
    const title1 = await createPost(t.app, author, 'forum', { title: '리텐션 개선 사례', content: '<p>사례 공유</p>' });
    expect(await found(t, '리텐션')).toEqual([title1, body1]);
    expect(await found(t, '잔존율')).toEqual([title1, body1]);
  });
});
