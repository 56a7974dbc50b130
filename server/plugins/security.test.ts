import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialects } from '../test/harness.ts';
import { INTERNAL_REQUEST_HEADER } from './security.ts';

const PROBE = '/api/test/state-change';
const HOST = 'hearth.test';
const SITE = `http://${HOST}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function probeRoutes(calls: { count: number }) {
  return async (app: FastifyInstance) => {
    app.post(PROBE, async () => {
      calls.count += 1;
      return { success: true, data: { changed: true } };
    });
  };
}

describe.each(testDialects('api'))('security baseline on %s', (dialect) => {
  let t: TestApp;
  const calls = { count: 0 };
  const post = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: PROBE, headers: { host: HOST, ...headers }, payload: {} });

  beforeAll(async () => {
    t = await createTestApp(dialect, { extraRoutes: probeRoutes(calls) });
  });
  afterAll(() => t.close());

  it('sends nosniff, a CSP that forbids framing and a strict Referrer-Policy, but no HSTS outside production', async () => {
    for (const response of [
      await t.app.inject({ method: 'GET', url: '/healthz' }),
      await post({}),
      await t.app.inject({ method: 'POST', url: '/api/nope' }),
    ]) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('allows page scripts only by nonce, and inline styles (Radix) through their own directives', async () => {
    const page = () => t.app.inject({ method: 'GET', url: '/ko/some-page' });
    const csp = String((await page()).headers['content-security-policy']);
    const directive = (name: string) => csp.split(';').find((part) => part.trim().startsWith(`${name} `)) ?? '';
    expect(directive('script-src')).toMatch(/'nonce-[0-9a-f]{32}'/);
    expect(directive('style-src')).toMatch(/'nonce-[0-9a-f]{32}'/);
    // A nonce is good for one response only.
    expect(String((await page()).headers['content-security-policy'])).not.toBe(csp);
    expect(directive('script-src')).not.toContain('unsafe-inline');
    expect(directive('style-src')).not.toContain('unsafe-inline');
    expect(directive('style-src-attr')).toContain("'unsafe-inline'");
    expect(directive('style-src-elem')).toContain("'unsafe-inline'");
  });

  it('gives API answers a policy that allows nothing, since none of them is a page', async () => {
    for (const url of ['/healthz', '/api/category/list']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  describe('state-changing requests that carry cookies', () => {
    it('refuses another site with 403 CROSS_ORIGIN_REQUEST in the request language, before the route runs', async () => {
      const before = calls.count;
      const cases: [Record<string, string>, string][] = [
        [{ cookie: 'sid=1' }, '이 요청은 사이트 안에서만 보낼 수 있어요.'],
        [{ cookie: 'sid=1', 'accept-language': 'en-US,en;q=0.9' }, 'This request must come from the site itself.'],
        [
          { cookie: 'sid=1; i18n_redirected=ja', 'accept-language': 'en' },
          'このリクエストはサイト内からのみ送信できます。',
        ],
      ];
      for (const [headers, message] of cases) {
        const response = await post({ origin: 'https://evil.example', ...headers });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ success: false, code: 'CROSS_ORIGIN_REQUEST', message });
      }
      const refused: Record<string, string>[] = [
        { origin: 'null' },
        { origin: `${SITE}.evil.example` },
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site', origin: 'http://sub.hearth.test' },
        {},
      ];
      for (const headers of refused) {
        expect((await post({ cookie: 'sid=1', ...headers })).statusCode).toBe(403);
      }
      expect(calls.count).toBe(before);
    });

    it('allows the same origin, Sec-Fetch-Site same-origin and the renderer with the app token', async () => {
      const before = calls.count;
      const allowed: Record<string, string>[] = [
        { cookie: 'sid=1', origin: SITE },
        { cookie: 'sid=1', 'sec-fetch-site': 'same-origin' },
        { cookie: 'sid=1', origin: 'https://evil.example', [INTERNAL_REQUEST_HEADER]: t.app.internalRequestToken },
      ];
      for (const headers of allowed) {
        const response = await post(headers);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ success: true, data: { changed: true } });
      }
      expect(calls.count).toBe(before + 3);
    });

    it('refuses the internal header with a wrong token', async () => {
      for (const token of ['wrong', `${t.app.internalRequestToken}x`, '']) {
        const response = await post({
          cookie: 'sid=1',
          origin: 'https://evil.example',
          [INTERNAL_REQUEST_HEADER]: token,
        });
        expect(response.statusCode).toBe(403);
        expect(response.json().code).toBe('CROSS_ORIGIN_REQUEST');
      }
    });

    it('leaves requests without cookies (Bearer clients) and safe methods alone', async () => {
      const bearer = await post({ origin: 'https://evil.example', authorization: 'Bearer abc' });
      expect(bearer.statusCode).toBe(200);
      const get = await t.app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { host: HOST, cookie: 'sid=1', origin: 'https://evil.example' },
      });
      expect(get.statusCode).toBe(200);
    });
  });

  describe('request ids', () => {
    it('echoes a safe incoming x-request-id', async () => {
      for (const id of ['abc-123_XYZ', 'a'.repeat(64)]) {
        const response = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': id } });
        expect(response.headers['x-request-id']).toBe(id);
      }
    });

    it('replaces an unsafe or oversized one with a generated id', async () => {
      for (const id of ['bad id', '<script>alert(1)</script>', 'a'.repeat(65), 'line\\nbreak', '../etc']) {
        const response = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': id } });
        expect(response.headers['x-request-id']).toMatch(UUID);
      }
      const absent = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(absent.headers['x-request-id']).toMatch(UUID);
    });
  });
});

describe('HSTS and the public origin', () => {
  const apps: TestApp[] = [];
  const appWith = async (env: Record<string, string>) => {
    const t = await createTestApp('sqlite', { env, extraRoutes: probeRoutes({ count: 0 }) });
    apps.push(t);
    return t;
  };
  afterAll(() => Promise.all(apps.map((t) => t.close())));

  it('sends HSTS and upgrades insecure requests only in production behind an https PUBLIC_URL', async () => {
    const secure = await appWith({ NODE_ENV: 'production', PUBLIC_URL: 'https://hearth.example' });
    for (const url of ['/healthz', '/ko']) {
      const response = await secure.app.inject({ method: 'GET', url });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    }

    const insecure: Record<string, string>[] = [
      { NODE_ENV: 'production', PUBLIC_URL: 'http://hearth.example' },
      { NODE_ENV: 'production' },
      { NODE_ENV: 'test', PUBLIC_URL: 'https://hearth.example' },
    ];
    for (const env of insecure) {
      const other = await appWith(env);
      const headers = (await other.app.inject({ method: 'GET', url: '/healthz' })).headers;
      expect(headers['strict-transport-security']).toBeUndefined();
      expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    }
  });

  it('compares Origin with PUBLIC_URL when it is set, not with the Host header', async () => {
    const t = await appWith({ NODE_ENV: 'production', PUBLIC_URL: 'https://hearth.example/' });
    const post = (origin: string) =>
      t.app.inject({
        method: 'POST',
        url: PROBE,
        headers: { host: 'internal:3000', cookie: 'sid=1', origin },
        payload: {},
      });
    expect((await post('https://hearth.example')).statusCode).toBe(200);
    expect((await post('http://internal:3000')).statusCode).toBe(403);
    expect((await post('http://hearth.example')).statusCode).toBe(403);
  });
});
