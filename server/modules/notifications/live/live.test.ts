import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialects } from '../../../test/harness.ts';
import { body, call, createPost, createSignedInMember, type Member, POSTS_TEST_ENV } from '../../posts/test-support.ts';
import { ALARM_STREAM_PATH } from './routes.ts';
import { openSse, type SseClient, within } from './test-support.ts';

/**
 * Issue 29 point 3, the live bell, on a real listening server: what a member's open tab is
 * sent over /api/alarm/stream when their bell changes.
 */

async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

describe.each(testDialects('api'))('the live bell on %s', (dialect) => {
  let t: TestApp;
  let origin: string;
  let names = 0;
  const clients: SseClient[] = [];
  const member = () => createSignedInMember(t.app, `live${dialect.slice(0, 2)}${++names}`);
  const connect = async (who: Member, headers: Record<string, string> = {}) => {
    const client = await openSse(`${origin}${ALARM_STREAM_PATH}`, { ...who.headers, ...headers });
    clients.push(client);
    return client;
  };
  const reply = async (who: Member, postId: number) => {
    const answer = await call(t.app, '/api/post/reply/add', { postId, content: '<p>x</p>' }, who);
    expect(answer.statusCode).toBe(200);
  };
  const alarmCount = async (who: Member) => body(await call(t.app, '/api/user/get_alarm_count', {}, who)).data;

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: POSTS_TEST_ENV });
    // Pings every 100 ms instead of 20 s, so that the heartbeat can be seen.
    t.app.alarmStreams.settings.heartbeatMs = 100;
    origin = await listen(t);
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await t?.close();
  });

  it('answers a visitor 401 with the error envelope', async () => {
    const response = await fetch(`${origin}${ALARM_STREAM_PATH}`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ success: false, code: 'LOGIN_REQUIRED' });
  });

  it('sends retry, then the current state at once, uncompressed, uncached, with the API headers', async () => {
    const author = await member();
    const stream = await connect(author, { 'accept-encoding': 'gzip, br' });
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers.get('cache-control')).toBe('no-store');
    expect(stream.response.headers.get('x-accel-buffering')).toBe('no');
    expect(stream.response.headers.get('content-encoding')).toBeNull();
    // What the app's hooks add to every API answer is there too (the reply is written directly).
    expect(stream.response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(stream.response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(stream.response.headers.get('x-request-id')).toMatch(/^[\w-]+$/);
    const state = await stream.waitFor((frame) => frame.event === 'alarms');
    expect(stream.frames[0]).toEqual({ retry: 3000 });
    expect(JSON.parse(state.data!)).toEqual({ count: 0, unread: 0, latestId: 0 });
    expect(Number(state.id)).toBeGreaterThan(0);
  });

  it('sends count + 1 within 2 s when another member replies, and count 0 once the panel is opened', async () => {
    const author = await member();
    const replier = await member();
    const postId = await createPost(t.app, author);
    const stream = await connect(author);
    await stream.waitForState((state) => state.count === 0);
    const from = stream.frames.length;

    await reply(replier, postId);
    const after = await stream.waitForState((state) => state.count === 1, { from, timeoutMs: 2000 });
    const list = body(await call(t.app, '/api/user/get_alarm_list', {}, author)).data;
    expect(after).toEqual({ count: 1, unread: 1, latestId: list.rows[0].id });
    expect(await alarmCount(author)).toBe(1);

    const opened = stream.frames.length;
    expect((await call(t.app, '/api/user/open_alarm', {}, author)).statusCode).toBe(200);
    // Opening the panel resets the badge; the notification stays unread until it is read.
    expect(await stream.waitForState((state) => state.count === 0, { from: opened })).toEqual({
      count: 0,
      unread: 1,
      latestId: list.rows[0].id,
    });
  });

  it('accepts Last-Event-ID on a reconnection and sends the state again, with a later id', async () => {
    const author = await member();
    const replier = await member();
    const postId = await createPost(t.app, author);
    const first = await connect(author);
    const seen = await first.waitFor((frame) => frame.event === 'alarms');
    first.close();
    await reply(replier, postId);

    const again = await connect(author, { 'last-event-id': seen.id! });
    expect(again.response.status).toBe(200);
    const state = await again.waitFor((frame) => frame.event === 'alarms');
    expect(JSON.parse(state.data!)).toMatchObject({ count: 1, unread: 1 });
    expect(Number(state.id)).toBeGreaterThan(Number(seen.id));
  });

  it('tells every open tab of the member, and only that member', async () => {
    const author = await member();
    const other = await member();
    const replier = await member();
    const postId = await createPost(t.app, author);
    const tabs = [await connect(author), await connect(author)];
    const bystander = await connect(other);
    for (const tab of [...tabs, bystander]) await tab.waitForState((state) => state.count === 0);

    await reply(replier, postId);
    for (const tab of tabs) await tab.waitForState((state) => state.count === 1);
    // The bystander's stream goes on (its pings arrive) but carries one state only.
    const pingsBefore = bystander.frames.length;
    await bystander.waitFor((frame) => frame.comment === 'ping', { from: pingsBefore });
    expect(bystander.states()).toEqual([{ count: 0, unread: 0, latestId: 0 }]);
  });

  it('sends a ping comment on the heartbeat', async () => {
    const stream = await connect(await member());
    await stream.waitFor((frame) => frame.event === 'alarms');
    const ping = await stream.waitFor((frame) => frame.comment === 'ping', { timeoutMs: 2000 });
    expect(ping).toEqual({ comment: 'ping' });
  });

  it('coalesces a burst of events into a read at its start and one after it', async () => {
    const author = await member();
    const replier = await member();
    const postId = await createPost(t.app, author);
    const stream = await connect(author);
    await stream.waitForState((state) => state.count === 0);
    const from = stream.frames.length;
    const at = t.clock.now().toISOString();
    for (let n = 0; n < 50; n += 1) void t.app.bus.emit('alarms.changed', { userIds: [author.id], at });
    await reply(replier, postId);
    await stream.waitForState((state) => state.count === 1, { from });
    // 51 events: the burst's first read, its trailing read, and at most one for the reply.
    const sent = stream.frames.slice(from).filter((frame) => frame.event === 'alarms');
    expect(sent.length).toBeLessThanOrEqual(3);
  });

  it('refuses a stream with 503 and Retry-After once the process holds as many as it may', async () => {
    const who = await member();
    const settings = t.app.alarmStreams.settings;
    const bound = settings.total;
    settings.total = 0;
    try {
      const response = await fetch(`${origin}${ALARM_STREAM_PATH}`, { headers: who.headers });
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(await response.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
    } finally {
      settings.total = bound;
    }
  });

  it('keeps at most 10 streams per member, closing the oldest', async () => {
    const author = await member();
    const tabs: SseClient[] = [];
    for (let n = 0; n < 10; n += 1) tabs.push(await connect(author));
    for (const tab of tabs) await tab.waitFor((frame) => frame.event === 'alarms');
    const eleventh = await connect(author);
    await eleventh.waitFor((frame) => frame.event === 'alarms');
    await within(tabs[0]!.ended, 2000, 'the oldest stream ends');
    // The others stay open: they still get pings.
    const from = tabs[1]!.frames.length;
    await tabs[1]!.waitFor((frame) => frame.comment === 'ping', { from });
  });
});

describe.each(testDialects('api'))('closing the app with live bells open on %s', (dialect) => {
  it('ends every stream, and the close does not wait for the clients', async () => {
    const t = await createTestApp(dialect, { env: POSTS_TEST_ENV });
    try {
      const origin = await listen(t);
      const author = await createSignedInMember(t.app, 'closing');
      const streams = [
        await openSse(`${origin}${ALARM_STREAM_PATH}`, author.headers),
        await openSse(`${origin}${ALARM_STREAM_PATH}`, author.headers),
      ];
      for (const stream of streams) await stream.waitFor((frame) => frame.event === 'alarms');
      await within(t.app.close(), 5000, 'the app closes with streams open');
      await within(Promise.all(streams.map((stream) => stream.ended)), 2000, 'the streams end');
      expect(t.app.alarmStreams.size).toBe(0);
    } finally {
      await t.close();
    }
  });
});
