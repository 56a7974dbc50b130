import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VISITOR_COOKIE } from '../../lib/visitor-cookie.ts';
import { createTestApp, type TestApp, testDialects } from '../../test/harness.ts';
import { xssPayloads } from '../../test/hostile-text.ts';
import { setStatus } from '../members/test-support.ts';
import { body, call, createSignedInMember, type Member } from '../posts/test-support.ts';
import { areaTree, saveArticle } from './test-support.ts';

const LIMIT = 3;

/** SPEC §5 "Solomon feedback text is required", P24: "was this helpful?" once per reader, rate limited. */
describe.each(testDialects())('knowledge feedback on %s', (dialect) => {
  let t: TestApp;
  let admin: Member;
  let memberCount = 0;
  const articles: number[] = [];
  let draft: number;

  beforeAll(async () => {
    t = await createTestApp(dialect, {
      env: { REVIEW_MAX_PER_WINDOW: String(LIMIT), REVIEW_WINDOW_SECONDS: '600' },
    });
    admin = await createSignedInMember(t.app, 'boss', { admin: true });
    const doc = await areaTree(t.app, admin, 'documentation', 'D');
    const sol = await areaTree(t.app, admin, 'solomon', 'S');
    for (let index = 0; index < 3; index += 1) {
      articles.push(
        await saveArticle(t.app, admin, { kind: 'guide', categoryId: doc.sub1a, texts: { en: `G${index}` } }),
      );
      articles.push(
        await saveArticle(t.app, admin, { kind: 'faq', categoryId: sol.sub1a, texts: { en: `F${index}` } }),
      );
    }
    draft = await saveArticle(t.app, admin, {
      kind: 'faq',
      categoryId: sol.sub1a,
      status: 'draft',
      texts: { en: 'Draft' },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const newMember = () => createSignedInMember(t.app, `fb${(memberCount += 1)}`);
  /** A browser's own call when it carries a cookie, as the same-origin rule of cookie-carrying writes wants. */
  const browser = (headers: Record<string, string>): Record<string, string> =>
    headers.cookie ? { ...headers, 'sec-fetch-site': 'same-origin' } : headers;
  const review = (who: Member | null, request: Record<string, unknown>, headers: Record<string, string> = {}) =>
    call(t.app, '/api/solomon/send_review', { lang: 'en', ...request }, who, browser(headers));
  const reviews = (articleId?: number) => {
    let query = t.app.db.selectFrom('knowledge_reviews').selectAll().orderBy('id');
    if (articleId !== undefined) query = query.where('article_id', '=', articleId);
    return query.execute();
  };
  const counts = async (id: number) => {
    const row = await t.app.db
      .selectFrom('knowledge_articles')
      .select(['helpful_yes', 'helpful_no'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return [Number(row.helpful_yes), Number(row.helpful_no)];
  };
  const fields = (response: LightMyRequestResponse) =>
    (body(response).fields ?? []).map((issue: { field: string; code: string }) => `${issue.field}:${issue.code}`);
  const visitorCookie = (response: LightMyRequestResponse) => {
    const cookie = response.cookies.find((item) => item.name === VISITOR_COOKIE);
    return cookie ? `${VISITOR_COOKIE}=${cookie.value}` : undefined;
  };

  it('takes a member’s answer once, on guides and answers, and counts it in the same write', async () => {
    const member = await newMember();
    const [guide, faq] = articles as [number, number];
    const before = await counts(guide);
    const first = await review(member, { id: guide, helpful: true });
    expect(first.statusCode, first.body).toBe(200);
    expect(body(first).data).toEqual({ helpfulCount: before[0]! + 1, notHelpfulCount: before[1] });
    const stored = (await reviews(guide)).find((row) => row.user_id === member.id)!;
    expect(stored).toMatchObject({ reader_key: `u${member.id}`, text: null, lang: 'en' });
    const second = await review(member, { id: guide, helpful: false, text: 'Changed my mind' });
    expect(second.statusCode).toBe(409);
    expect(body(second).code).toBe('ALREADY_REVIEWED');
    expect(await counts(guide)).toEqual([before[0]! + 1, before[1]]);
    const onFaq = await review(member, { id: faq, helpful: false, text: 'Missing the setup step' }, {});
    expect(onFaq.statusCode).toBe(200);
    const page = await call(t.app, '/api/documentation/get_one', { id: guide }, member);
    expect(body(page).data.myReview).toEqual({ helpful: true });
    const faqPage = await call(t.app, '/api/solomon/get_one', { id: faq }, member);
    expect(body(faqPage).data.myReview).toEqual({ helpful: false });
  });

  it('requires a text when it did not help, up to 1000 characters; refusals store nothing', async () => {
    const member = await newMember();
    const [guide, faq, guide2] = articles as [number, number, number];
    const before = (await reviews()).length;
    for (const text of [undefined, '', '   \n ']) {
      const response = await review(member, { id: guide, helpful: false, ...(text === undefined ? {} : { text }) });
      expect(response.statusCode).toBe(400);
      expect(fields(response)).toEqual(['text:reviewTextPlz']);
    }
    const tooLong = await review(member, { id: guide, helpful: false, text: 'x'.repeat(1001) });
    expect(tooLong.statusCode).toBe(400);
    expect(fields(tooLong)).toEqual(['text:reviewTextMaxLength']);
    const tooLongYes = await review(member, { id: guide, helpful: true, text: '가'.repeat(1001) });
    expect(fields(tooLongYes)).toEqual(['text:reviewTextMaxLength']);
    for (const wrong of [
      { id: guide, helpful: 'no', text: 'x' },
      { id: guide, helpful: false, text: 5 },
      { helpful: true },
      { id: 'one', helpful: true },
      { id: guide, helpful: true, extra: 1 },
    ]) {
      const response = await review(member, wrong);
      expect(response.statusCode, JSON.stringify(wrong)).toBe(400);
    }
    expect(await reviews()).toHaveLength(before);
    // Refused bodies did not count against the limit: three answers still pass.
    const exact = await review(member, { id: guide, helpful: false, text: 'y'.repeat(1000) });
    expect(exact.statusCode, exact.body).toBe(200);
    expect((await reviews(guide)).find((row) => row.user_id === member.id)!.text).toBe('y'.repeat(1000));
    expect((await review(member, { id: faq, helpful: true, text: '  Clear enough  ' })).statusCode).toBe(200);
    expect((await reviews(faq)).find((row) => row.user_id === member.id)!.text).toBe('Clear enough');
    expect((await review(member, { id: guide2, helpful: true })).statusCode).toBe(200);
  });

  it('answers 404 for drafts and unknown articles, and stores nothing', async () => {
    const member = await newMember();
    for (const id of [draft, 999_999]) {
      const response = await review(member, { id, helpful: true });
      expect(response.statusCode).toBe(404);
      expect(body(response).code).toBe('NOT_FOUND');
    }
    expect(await reviews(draft)).toEqual([]);
  });

  it('tells visitors apart by the signed visitor cookie, issued on the first answer', async () => {
    const [guide] = articles as [number];
    const first = await review(null, { id: guide, helpful: true });
    expect(first.statusCode, first.body).toBe(200);
    const cookie = visitorCookie(first);
    expect(cookie).toBeDefined();
    const stored = (await reviews(guide)).at(-1)!;
    expect(stored.reader_key).toMatch(/^v[A-Za-z0-9_-]{22}$/);
    expect(stored.user_id).toBeNull();
    const again = await review(null, { id: guide, helpful: false, text: 'no' }, { cookie: cookie! });
    expect(again.statusCode).toBe(409);
    expect(body(again).code).toBe('ALREADY_REVIEWED');
    expect(visitorCookie(again)).toBeUndefined();
    const page = await call(t.app, '/api/documentation/get_one', { id: guide }, null, browser({ cookie: cookie! }));
    expect(body(page).data.myReview).toEqual({ helpful: true });
    // A forged cookie is no reader: a new one is issued and counted as another visitor.
    const forged = await review(
      null,
      { id: guide, helpful: true },
      { cookie: `${VISITOR_COOKIE}=forged.2026-01-01.x` },
    );
    expect(forged.statusCode).toBe(200);
    expect(visitorCookie(forged)).toBeDefined();
  });

  it('refuses a signed-out member’s refused token (banned) instead of taking them for a visitor', async () => {
    const banned = await newMember();
    await setStatus(t.app, banned.id, 'banned');
    const response = await review(banned, { id: articles[0], helpful: true });
    expect(response.statusCode).toBe(401);
    expect(body(response).code).toBe('TOKEN_INVALID');
  });

  it('limits answers per reader: exactly the limit passes, one more is REVIEW_ABUSING with Retry-After', async () => {
    const member = await newMember();
    for (const id of articles.slice(0, LIMIT)) {
      const response = await review(member, { id, helpful: true });
      expect(response.statusCode, response.body).toBe(200);
    }
    const before = (await reviews()).length;
    const past = await review(member, { id: articles[LIMIT], helpful: true });
    expect(past.statusCode).toBe(429);
    expect(body(past).code).toBe('REVIEW_ABUSING');
    expect(Number(past.headers['retry-after'])).toBeGreaterThan(0);
    expect(await reviews()).toHaveLength(before);
    // Another reader is not affected; the member again after the window.
    expect((await review(await newMember(), { id: articles[LIMIT], helpful: true })).statusCode).toBe(200);
    t.clock.advance(601_000);
    const later = await review(member, { id: articles[LIMIT], helpful: true });
    expect(later.statusCode, later.body).toBe(200);
  });

  it('limits a visitor by their cookie', async () => {
    const first = await review(null, { id: articles[1], helpful: true });
    const cookie = visitorCookie(first)!;
    for (const id of articles.slice(2, LIMIT + 1)) {
      expect((await review(null, { id, helpful: true }, { cookie })).statusCode).toBe(200);
    }
    const past = await review(null, { id: articles[LIMIT + 1], helpful: true }, { cookie });
    expect(past.statusCode).toBe(429);
    expect(body(past).code).toBe('REVIEW_ABUSING');
  });

  it('stores every XSS payload as the plain text it is and returns it as text', async () => {
    const [, faq] = articles as [number, number];
    const accepted: string[] = [];
    for (const payload of xssPayloads()) {
      const response = await review(null, { id: faq, helpful: false, text: payload });
      const text = payload.trim();
      if (text === '') {
        expect(fields(response)).toEqual(['text:reviewTextPlz']);
      } else if ([...text].length > 1000) {
        expect(response.statusCode).toBe(400);
      } else {
        expect(response.statusCode, payload).toBe(200);
        accepted.push(text);
      }
    }
    expect(accepted.length).toBeGreaterThan(200);
    const stored = (await reviews(faq)).map((row) => row.text);
    for (const text of accepted) expect(stored).toContain(text);
    const listed = await call(
      t.app,
      '/api/knowledge/admin/review/get_list',
      { articleId: faq, helpful: false, pageSize: 100 },
      admin,
    );
    expect(listed.statusCode).toBe(200);
    for (const row of body(listed).data.rows as Array<{ text: string }>) {
      expect(stored).toContain(row.text);
    }
    expect(body(listed).data.total).toBeGreaterThanOrEqual(accepted.length);
  });
});
