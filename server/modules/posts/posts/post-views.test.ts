import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../lib/clock.ts';
import { INTERNAL_REQUEST_HEADER } from '../../../plugins/security.ts';
import { createTestApp, type TestApp, testDialects } from '../../../test/harness.ts';
import {
  body,
  countRows,
  createPost,
  createSignedInMember,
  type Member,
  POSTS_TEST_ENV,
  setPostColumns,
  signInAgain,
} from '../test-support.ts';

/** 23:50 on 10 March in Seoul (UTC+9), where the site's days are counted (P30). */
const TEN_TO_MIDNIGHT_IN_SEOUL = '2026-03-10T14:50:00.000Z';

const DAY = 24 * 60 * 60 * 1000;

/** DECISIONS P18: one view per reader per post per day; the author's own views never count. */
describe.each(testDialects())('view counting on %s', (dialect) => {
  let t: TestApp;
  let author: Member;
  let reader: Member;
  let postId: number;

  beforeEach(async () => {
    t = await createTestApp(dialect, { env: POSTS_TEST_ENV, clock: new ManualClock(TEN_TO_MIDNIGHT_IN_SEOUL) });
    author = await createSignedInMember(t.app, 'author');
    reader = await createSignedInMember(t.app, 'reader');
    postId = await createPost(t.app, author);
  });
  afterEach(async () => {
    await t.close();
  });

  const get = (
    member: Member | null,
    client: { ip?: string; agent?: string; cookie?: string; forwardedFor?: string },
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/post/get_one',
      payload: { id: postId },
      remoteAddress: client.ip ?? '203.0.113.7',
      headers: {
        ...(member?.headers ?? {}),
        'user-agent': client.agent ?? 'Browser/1.0',
        // A browser's own call, as the same-origin rule of cookie-carrying writes wants (plugins/security.ts).
        ...(client.cookie ? { cookie: client.cookie, 'sec-fetch-site': 'same-origin' } : {}),
        ...(client.forwardedFor ? { 'x-forwarded-for': client.forwardedFor } : {}),
      },
    });
  const read = async (member: Member | null, client: { ip?: string; agent?: string } = {}, id = postId) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/post/get_one',
      payload: { id },
      remoteAddress: client.ip ?? '203.0.113.7',
      headers: { ...(member?.headers ?? {}), 'user-agent': client.agent ?? 'Browser/1.0' },
    });
    expect(response.statusCode).toBe(200);
    // Members get no visitor cookie (issue 13 finding 8); a visitor without one does.
    if (member) expect(response.headers['set-cookie']).toBeUndefined();
    else expect(String(response.headers['set-cookie'])).toMatch(/^hearth_vid=/);
    return body(response).data.viewCount as number;
  };
  /** A visitor's read with the given client; answers the view count and the visitor cookie set, if any. */
  const visit = async (client: { ip?: string; agent?: string; cookie?: string; forwardedFor?: string } = {}) => {
    const response = await get(null, client);
    expect(response.statusCode).toBe(200);
    const visitor = response.cookies.find((cookie) => cookie.name === 'hearth_vid');
    return { viewCount: body(response).data.viewCount as number, cookie: visitor && `hearth_vid=${visitor.value}` };
  };
  const stored = async () =>
    Number(
      (await t.app.db.selectFrom('posts').select('view_count').where('id', '=', postId).executeTakeFirstOrThrow())
        .view_count,
    );

  it('counts days in the site’s time zone (P30): midnight in Seoul starts one, midnight UTC does not', async () => {
    // 23:50 and 00:10 UTC are 08:50 and 09:10 in Seoul: one day there.
    t.clock.set('2026-03-11T23:50:00.000Z');
    reader = await signInAgain(t.app, reader);
    expect(await read(reader)).toBe(1);
    t.clock.set('2026-03-12T00:10:00.000Z');
    expect(await read(reader)).toBe(1);
    expect(await t.app.db.selectFrom('post_views').select('day').execute()).toEqual([{ day: '2026-03-12' }]);
    // A site in UTC counts the same two reads as two days.
    const utc = await createTestApp(dialect, {
      env: { ...POSTS_TEST_ENV, SITE_TIME_ZONE: 'UTC' },
      clock: new ManualClock('2026-03-11T23:50:00.000Z'),
    });
    try {
      const [writer, member] = [await createSignedInMember(utc.app, 'w'), await createSignedInMember(utc.app, 'r')];
      const id = await createPost(utc.app, writer);
      const readOnce = async () =>
        body(
          await utc.app.inject({ method: 'POST', url: '/api/post/get_one', payload: { id }, headers: member.headers }),
        ).data.viewCount as number;
      expect(await readOnce()).toBe(1);
      utc.clock.set('2026-03-12T00:10:00.000Z');
      expect(await readOnce()).toBe(2);
    } finally {
      await utc.close();
    }
  });

  it('counts a member once a day, the answer including the view just counted', async () => {
    expect(await read(reader)).toBe(1);
    expect(await read(reader)).toBe(1);
    // Another address or browser is still the same member.
    expect(await read(reader, { ip: '198.51.100.1', agent: 'Other/2.0' })).toBe(1);
    // The site's day (Asia/Seoul, P30) changes ten minutes later.
    t.clock.advance(10 * 60 * 1000);
    expect(await read(reader)).toBe(2);
    expect(await read(reader)).toBe(2);
    t.clock.advance(DAY);
    reader = await signInAgain(t.app, reader);
    expect(await read(reader)).toBe(3);
    expect(await stored()).toBe(3);
    const keys = await t.app.db
      .selectFrom('post_views')
      .select(['viewer_key', 'day', 'user_id'])
      .orderBy('day')
      .execute();
    expect(keys).toEqual([
      { viewer_key: `u:${reader.id}`, day: '2026-03-10', user_id: reader.id },
      { viewer_key: `u:${reader.id}`, day: '2026-03-11', user_id: reader.id },
      { viewer_key: `u:${reader.id}`, day: '2026-03-12', user_id: reader.id },
    ]);
  });

  it('never counts the author', async () => {
    expect(await read(author)).toBe(0);
    t.clock.advance(DAY);
    expect(await read(await signInAgain(t.app, author))).toBe(0);
    expect(await countRows(t.app, 'post_views')).toBe(0);
  });

  it('counts a cookie-less visitor by address alone, whatever the browser, storing digests only', async () => {
    expect(await read(null)).toBe(1);
    expect(await read(null)).toBe(1);
    // Issue 13 finding 8: another User-Agent from the same address is the same visitor.
    expect(await read(null, { agent: 'Other/2.0' })).toBe(1);
    expect(await read(null, { ip: '198.51.100.1' })).toBe(2);
    t.clock.advance(DAY);
    expect(await read(null)).toBe(3);
    const rows = await t.app.db.selectFrom('post_views').select(['viewer_key', 'address_key', 'user_id']).execute();
    for (const row of rows) {
      expect(row.viewer_key).toMatch(/^[0-9a-f]{64}$/);
      expect(row.address_key).toMatch(/^[0-9a-f]{64}$/);
      expect(row.user_id).toBeNull();
    }
    // A member on the same browser is a different reader.
    expect(await read(await signInAgain(t.app, reader))).toBe(4);
  });

  it('counts a script rotating its User-Agent without cookies once', async () => {
    for (let n = 0; n < 20; n++) expect((await visit({ agent: `Script/${n}.0 (rotating)` })).viewCount).toBe(1);
    expect(await stored()).toBe(1);
    expect(await countRows(t.app, 'post_views')).toBe(1);
  });

  it('sets a signed, HttpOnly, year-long visitor cookie, and the browser that keeps it counts once a day', async () => {
    const first = await get(null, {});
    const cookie = first.cookies.find((c) => c.name === 'hearth_vid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 365 * 24 * 60 * 60 });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{22}\.2026-03-10\.[A-Za-z0-9_-]{43}$/);
    expect(body(first).data.viewCount).toBe(1);
    const kept = `hearth_vid=${cookie!.value}`;
    for (let n = 0; n < 20; n++) {
      const again = await visit({ cookie: kept, agent: `Browser/${n}` });
      expect(again).toEqual({ viewCount: 1, cookie: undefined });
    }
    // The site's next day (ten minutes later) the browser counts again, once, from any address.
    t.clock.advance(10 * 60 * 1000);
    expect((await visit({ cookie: kept })).viewCount).toBe(2);
    expect((await visit({ cookie: kept, ip: '198.51.100.20' })).viewCount).toBe(2);
    expect((await visit({ cookie: kept })).viewCount).toBe(2);
    expect(await stored()).toBe(2);
    const texts = JSON.stringify(await t.app.db.selectFrom('post_views').selectAll().execute());
    expect(texts).not.toContain('203.0.113.7');
    expect(texts).not.toContain('198.51.100.20');
    expect(texts).not.toContain(cookie!.value);
  });

  it('treats a forged, unsigned or altered visitor cookie as none', async () => {
    const { cookie } = await visit();
    expect(cookie).toBeDefined();
    t.clock.advance(DAY);
    const [id, day, signature] = cookie!.slice('hearth_vid='.length).split('.') as [string, string, string];
    const forged = [
      'hearth_vid=anything',
      `hearth_vid=${id}.${day}`,
      `hearth_vid=${id}.2026-03-01.${signature}`,
      `hearth_vid=${'x'.repeat(22)}.${day}.${signature}`,
      `hearth_vid=${id}.${day}.${'A'.repeat(43)}`,
    ];
    // Counted as the cookie-less address, once, and each given a fresh cookie.
    for (const [n, forgery] of forged.entries()) {
      const answer = await visit({ cookie: forgery });
      expect(answer.viewCount).toBe(2);
      expect(answer.cookie).toBeDefined();
      expect(answer.cookie, `forgery ${n}`).not.toBe(forgery);
    }
    // The genuine cookie, issued yesterday, is a reader of its own.
    expect((await visit({ cookie: cookie! })).viewCount).toBe(3);
  });

  it('counts at most VIEW_MAX_VISITORS_PER_ADDRESS fresh cookies from one address a day', async () => {
    // A script collects 30 cookies (each read without one: one view, by address)…
    const cookies: string[] = [];
    for (let n = 0; n < 30; n++) {
      const { viewCount, cookie } = await visit();
      expect(viewCount).toBe(1);
      cookies.push(cookie!);
    }
    expect(new Set(cookies).size).toBe(30);
    // …and uses them the next day: the address's own view plus at most 10 distinct readers.
    t.clock.advance(DAY);
    for (const cookie of cookies) await visit({ cookie });
    expect(await stored()).toBe(1 + 10);
    // The cap is per address: the same cookies elsewhere still count (those not yet counted).
    await visit({ cookie: cookies[29]!, ip: '198.51.100.30' });
    expect(await stored()).toBe(1 + 10 + 1);
    // Members from that address are not visitors.
    expect(await read(await signInAgain(t.app, reader))).toBe(13);
  });

  it("counts the page renderer's calls by the browser's visitor cookie it carries (server/web.ts)", async () => {
    const { cookie } = await visit();
    t.clock.advance(DAY);
    // The renderer's app.inject: the browser's Cookie header and the internal token, no Sec-Fetch-Site.
    const page = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/post/get_one',
        payload: { id: postId },
        remoteAddress: '203.0.113.7',
        headers: { [INTERNAL_REQUEST_HEADER]: t.app.internalRequestToken, cookie: `i18n_redirected=ko; ${cookie!}` },
      });
    for (let n = 0; n < 3; n++) {
      const response = await page();
      expect(response.statusCode).toBe(200);
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(body(response).data.viewCount).toBe(2);
    }
  });

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    for (let n = 0; n < 10; n++) {
      expect((await visit({ forwardedFor: `198.51.100.${n + 40}`, agent: `Spoof/${n}` })).viewCount).toBe(1);
    }
    expect(await countRows(t.app, 'post_views')).toBe(1);
  });

  it('counts administrators reading a private post, not readers of a post hidden for them', async () => {
    const admin = await createSignedInMember(t.app, 'boss', { admin: true });
    await setPostColumns(t.app, postId, { visibility: 'private' });
    expect(await read(admin)).toBe(1);
    await setPostColumns(t.app, postId, { visibility: 'public', status: 'hidden' });
    expect(await read(reader)).toBe(1);
    expect(await read(null)).toBe(1);
    expect(await stored()).toBe(1);
  });

  it('counts views of separate posts separately', async () => {
    const other = await createPost(t.app, author);
    expect(await read(reader)).toBe(1);
    expect(await read(reader, {}, other)).toBe(1);
    expect(await read(reader)).toBe(1);
  });
});

describe.each(testDialects())('the visitor cookie in production on %s', (dialect) => {
  it('is Secure under an https PUBLIC_URL', async () => {
    const t = await createTestApp(dialect, {
      env: { ...POSTS_TEST_ENV, NODE_ENV: 'production', PUBLIC_URL: 'https://community.example.com' },
    });
    try {
      const author = await createSignedInMember(t.app, 'author');
      const postId = await createPost(t.app, author);
      const response = await t.app.inject({ method: 'POST', url: '/api/post/get_one', payload: { id: postId } });
      expect(response.statusCode).toBe(200);
      expect(response.cookies.find((cookie) => cookie.name === 'hearth_vid')).toMatchObject({
        secure: true,
        httpOnly: true,
        sameSite: 'Lax',
      });
    } finally {
      await t.close();
    }
  });
});
