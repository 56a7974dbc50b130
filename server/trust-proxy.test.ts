import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialects } from './test/harness.ts';

/**
 * Issue 13 finding 3: only TRUST_PROXY's peers may name the client in X-Forwarded-For. A forged
 * header from anyone else changes nothing: not request.ip, not the per-IP sign-in limit.
 */
const probe = async (app: FastifyInstance) => {
  app.get('/api/test/ip', async (request) => ({ ip: request.ip, ips: request.ips ?? null }));
};

const SPOOFS: Record<string, string>[] = [
  { 'x-forwarded-for': '198.51.100.1' },
  { 'x-forwarded-for': '198.51.100.2, 198.51.100.3' },
  { 'x-forwarded-for': '127.0.0.1' },
  { 'x-real-ip': '198.51.100.4' },
  { forwarded: 'for=198.51.100.5' },
  { 'x-forwarded-for': 'not-an-address' },
];

const ipOf = async (t: TestApp, headers: Record<string, string>, remoteAddress = '203.0.113.9') =>
  (await t.app.inject({ method: 'GET', url: '/api/test/ip', headers, remoteAddress })).json().ip as string;

/** Sign-ins of unknown IDs (each a different one, so no per-account count interferes). */
async function signInAttempts(t: TestApp, count: number, headersOf: (n: number) => Record<string, string>) {
  const codes: string[] = [];
  for (let n = 0; n < count; n += 1) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/signin',
      payload: { userId: `nobody-${n}@example.com`, password: 'whatever-1' },
      headers: headersOf(n),
      remoteAddress: '203.0.113.9',
    });
    codes.push(response.json().code);
  }
  return codes;
}

for (const dialect of testDialects()) {
  describe(`client addresses with no trusted proxy, in production (${dialect})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect, {
        env: { NODE_ENV: 'production', LOGIN_MAX_ATTEMPTS_PER_IP: '3' },
        extraRoutes: probe,
      });
    });
    afterAll(() => t.close());

    it('request.ip is the socket peer whatever the forwarding headers say', async () => {
      for (const headers of SPOOFS) expect(await ipOf(t, headers), JSON.stringify(headers)).toBe('203.0.113.9');
    });

    it('a made-up X-Forwarded-For on every attempt does not escape the per-IP sign-in limit', async () => {
      const codes = await signInAttempts(t, 6, (n) => ({ 'x-forwarded-for': `198.51.100.${n + 10}` }));
      expect(codes).toEqual([
        'userNotfound',
        'userNotfound',
        'userNotfound',
        'LOGIN_THROTTLED',
        'LOGIN_THROTTLED',
        'LOGIN_THROTTLED',
      ]);
    });
  });

  describe(`client addresses behind TRUST_PROXY (${dialect})`, () => {
    it('with one hop, the last forwarded address is the client and counts for the per-IP limit', async () => {
      const t = await createTestApp(dialect, {
        env: { NODE_ENV: 'production', TRUST_PROXY: '1', LOGIN_MAX_ATTEMPTS_PER_IP: '3' },
        extraRoutes: probe,
      });
      try {
        expect(await ipOf(t, { 'x-forwarded-for': '198.51.100.1' })).toBe('198.51.100.1');
        // A client's own forged entry stays to the left of what the proxy appended.
        expect(await ipOf(t, { 'x-forwarded-for': '10.9.9.9, 198.51.100.2' })).toBe('198.51.100.2');
        const codes = await signInAttempts(t, 5, (n) => ({ 'x-forwarded-for': `198.51.100.${n + 10}` }));
        expect(codes).toEqual(Array(5).fill('userNotfound'));
        const same = await signInAttempts(t, 4, () => ({ 'x-forwarded-for': '198.51.100.99' }));
        expect(same).toEqual(['userNotfound', 'userNotfound', 'userNotfound', 'LOGIN_THROTTLED']);
      } finally {
        await t.close();
      }
    });

    it('with a list, only those peers are believed', async () => {
      const t = await createTestApp(dialect, {
        env: { NODE_ENV: 'production', TRUST_PROXY: '10.0.0.0/8, 192.0.2.1' },
        extraRoutes: probe,
      });
      try {
        const forwarded = { 'x-forwarded-for': '198.51.100.1' };
        expect(await ipOf(t, forwarded, '10.1.2.3')).toBe('198.51.100.1');
        expect(await ipOf(t, forwarded, '192.0.2.1')).toBe('198.51.100.1');
        expect(await ipOf(t, forwarded, '203.0.113.9')).toBe('203.0.113.9');
        expect(await ipOf(t, forwarded, '192.0.2.2')).toBe('192.0.2.2');
      } finally {
        await t.close();
      }
    });
  });
}
