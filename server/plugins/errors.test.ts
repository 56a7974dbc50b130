import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { z } from 'zod';
import { defineContract, langField } from '../../common/contracts/envelope.ts';
import { AppError } from '../lib/errors.ts';
import { REDIS_OPTIONS } from '../lib/redis.ts';
import { route } from '../lib/route.ts';
import { MAX_FIELD_ISSUES } from '../../common/field-issues.ts';
import { createTestApp, type TestApp, testDialects } from '../test/harness.ts';

const probe = defineContract({
  method: 'POST',
  path: '/api/test/probe',
  summary: 'test only',
  tags: ['test'],
  body: z.strictObject({
    ...langField,
    title: z.string().min(2).max(5),
    count: z.number().int().max(3),
    nickName: z
      .string()
      .regex(/^[a-z]+$/, 'nicknameFormat')
      .optional(),
    fail: z.enum(['app', 'crash', 'redis']).optional(),
  }),
  data: z.object({ title: z.string() }),
});

// Port 1 on this machine: nothing listens there, so the connection is refused.
const unreachableRedis = new Redis('redis://127.0.0.1:1', REDIS_OPTIONS);
unreachableRedis.on('error', () => undefined);
afterAll(() => unreachableRedis.disconnect());

async function probeRoutes(app: FastifyInstance) {
  route(app, probe, async (body) => {
    if (body.fail === 'app') throw new AppError('CONFLICT');
    if (body.fail === 'crash') throw new Error('secret internals: SELECT * FROM users');
    // A command on a client that cannot reach Redis, configured as the app's (fail fast).
    if (body.fail === 'redis') await unreachableRedis.incr('probe');
    return { title: body.title };
  });
}

describe.each(testDialects('api'))('API envelopes on %s', (dialect) => {
  let t: TestApp;
  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: probe.path, payload: payload as object, headers });

  beforeAll(async () => {
    t = await createTestApp(dialect, { extraRoutes: probeRoutes });
  });
  afterAll(() => t.close());

  it('wraps data in the success envelope', async () => {
    const response = await post({ title: 'ab', count: 3 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { title: 'ab' } });
    expect(response.headers['x-request-id']).toMatch(/^[\w-]+$/);
  });

  it('reports every invalid field, with codes and messages in the language of the body', async () => {
    const response = await post({ lang: 'en', title: 'abcdef', count: 'x', extra: 1 });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toBe('Some fields need your attention.');
    expect(body.fields).toEqual(
      expect.arrayContaining([
        { field: 'title', code: 'tooLong', message: 'Enter at most 5 characters.' },
        { field: 'count', code: 'invalidType', message: 'This value has the wrong type.' },
        { field: 'extra', code: 'unknownField', message: 'This field is not expected.' },
      ]),
    );
  });

  it('answers at most MAX_FIELD_ISSUES field issues, however many unknown fields a body holds', async () => {
    const extras = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, 1]));
    const atLimit = (await post({ title: 'ab', count: 3, ...extras(MAX_FIELD_ISSUES) })).json();
    expect(atLimit.fields).toHaveLength(MAX_FIELD_ISSUES);
    const flood = await post({ lang: 'en', title: 'x', count: 9, ...extras(20_000) });
    expect(flood.statusCode).toBe(400);
    const body = flood.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fields).toHaveLength(MAX_FIELD_ISSUES);
    expect(body.fields).toContainEqual({ field: 'title', code: 'tooShort', message: 'Enter at least 2 characters.' });
    expect(body.fields).toContainEqual({ field: 'k0', code: 'unknownField', message: 'This field is not expected.' });
    expect(flood.body.length).toBeLessThan(10_000);
  });

  it('bounds: exactly at the limits passes, one past fails, missing is required', async () => {
    expect((await post({ title: 'ab', count: 3 })).statusCode).toBe(200);
    expect((await post({ title: 'abcde', count: 3 })).statusCode).toBe(200);
    const short = (await post({ lang: 'ko', title: 'a', count: 4 })).json();
    expect(short.fields).toEqual([
      { field: 'title', code: 'tooShort', message: '2자 이상 입력해 주세요.' },
      { field: 'count', code: 'tooBig', message: '3 이하여야 해요.' },
    ]);
    const missing = (await post({ lang: 'ja' })).json();
    expect(missing.fields).toEqual([
      { field: 'title', code: 'required', message: '必須項目です。' },
      { field: 'count', code: 'required', message: '必須項目です。' },
    ]);
  });

  it('uses a SPEC §5 message key given by the schema as the field code', async () => {
    const body = (await post({ lang: 'en', title: 'ab', count: 1, nickName: 'Bad Name' })).json();
    expect(body.fields).toEqual([{ field: 'nickName', code: 'nicknameFormat', message: expect.any(String) }]);
  });

  it('picks the message language from body, then cookie, then Accept-Language, then ko', async () => {
    const cases: [Record<string, unknown>, Record<string, string>, string][] = [
      [
        { lang: 'ja' },
        { 'accept-language': 'en', cookie: 'i18n_redirected=en', 'sec-fetch-site': 'same-origin' },
        '既存のデータと競合しています。',
      ],
      [
        {},
        { 'accept-language': 'ja', cookie: 'i18n_redirected=en', 'sec-fetch-site': 'same-origin' },
        'This conflicts with existing data.',
      ],
      [{}, { 'accept-language': 'ja-JP,ja;q=0.9' }, '既存のデータと競合しています。'],
      [{}, { 'accept-language': 'fr' }, '이미 있는 데이터와 충돌해요.'],
    ];
    for (const [extra, headers, message] of cases) {
      const response = await post({ title: 'ab', count: 1, fail: 'app', ...extra }, headers);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ success: false, code: 'CONFLICT', message });
    }
  });

  it('hides internals of unexpected errors behind a generic 500', async () => {
    const response = await post({ lang: 'en', title: 'ab', count: 1, fail: 'crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      code: 'INTERNAL_ERROR',
      message: 'Something went wrong on our side. Please try again later.',
    });
    expect(response.body).not.toContain('SELECT');
  });

  it('answers 503 with Retry-After, at once, in the reader’s language, when Redis cannot serve a call', async () => {
    for (const [lang, message] of [
      ['en', 'The service is temporarily unavailable.'],
      ['ko', '서비스를 잠시 이용할 수 없어요.'],
      ['ja', 'サービスを一時的にご利用いただけません。'],
    ] as const) {
      const started = performance.now();
      const response = await post({ lang, title: 'ab', count: 1, fail: 'redis' });
      expect(performance.now() - started).toBeLessThan(1000);
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({ success: false, code: 'SERVICE_UNAVAILABLE', message });
    }
  });

  it('answers malformed JSON, wrong content types and unknown paths with 4xx envelopes', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: probe.path,
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: '{bad',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });

    const wrongType = await t.app.inject({
      method: 'POST',
      url: probe.path,
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });

    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/nope',
      headers: { 'accept-language': 'en' },
      payload: {},
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      success: false,
      code: 'ROUTE_NOT_FOUND',
      message: 'This API address does not exist.',
    });
  });

  it('answers a body over the limit with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: probe.path,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ title: 'x'.repeat(1024 * 1024 + 1), count: 1 }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
  });
});
