import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../lib/clock.ts';
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

const DAY = 24 * 60 * 60 * 1000;

/** DECISIONS P18: one view per reader per post per day; the author's own views never count. */
describe.each(testDialects())('view counting on %s', (dialect) => {
  let t: TestApp;
  let author: Member;
  let reader: Member;
  let postId: number;

  beforeEach(async () => {
    t = await createTestApp(dialect, { env: POSTS_TEST_ENV, clock: new ManualClock('2026-03-10T23:50:00.000Z') });
    author = await createSignedInMember(t.app, 'author');
    reader = await createSignedInMember(t.app, 'reader');
    postId = await createPost(t.app, author);
  });
  afterEach(async () => {
    await t.close();
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
    expect(response.headers['set-cookie']).toBeUndefined();
    return body(response).data.viewCount as number;
  };
  const stored = async () =>
    Number(
      (await t.app.db.selectFrom('posts').select('view_count').where('id', '=', postId).executeTakeFirstOrThrow())
        .view_count,
    );

  it('counts a member once a day, the answer including the view just counted', async () => {
    expect(await read(reader)).toBe(1);
    expect(await read(reader)).toBe(1);
    // Another address or browser is still the same member.
    expect(await read(reader, { ip: '198.51.100.1', agent: 'Other/2.0' })).toBe(1);
    // The UTC day changes ten minutes later.
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

  it('counts a visitor by address and browser, without a cookie and without storing either', async () => {
    expect(await read(null)).toBe(1);
    expect(await read(null)).toBe(1);
    expect(await read(null, { agent: 'Other/2.0' })).toBe(2);
    expect(await read(null, { ip: '198.51.100.1' })).toBe(3);
    t.clock.advance(DAY);
    expect(await read(null)).toBe(4);
    const rows = await t.app.db.selectFrom('post_views').select(['viewer_key', 'user_id']).execute();
    for (const row of rows) {
      expect(row.viewer_key).toMatch(/^[0-9a-f]{64}$/);
      expect(row.user_id).toBeNull();
    }
    // A member on the same browser is a different reader.
    expect(await read(await signInAgain(t.app, reader))).toBe(5);
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
