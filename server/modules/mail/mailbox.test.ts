import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERNAL_REQUEST_HEADER } from '../../plugins/security.ts';
import { createTestApp, type TestApp, testDialects } from '../../test/harness.ts';
import { isLoopbackAddress, mailboxEnabled } from './mailbox-access.ts';
import { queueMail } from './service.ts';

const PATH = '/api/dev/mailbox/list';

describe('mailboxEnabled', () => {
  it.each([
    [{ MAILBOX_PAGE: 'auto' }, true],
    [{ MAILBOX_PAGE: 'auto', PUBLIC_URL: 'http://localhost:3000' }, true],
    [{ MAILBOX_PAGE: 'auto', PUBLIC_URL: 'http://127.0.0.1:4517' }, true],
    [{ MAILBOX_PAGE: 'auto', PUBLIC_URL: 'http://[::1]:3000' }, true],
    [{ MAILBOX_PAGE: 'auto', PUBLIC_URL: 'http://hearth.localhost:3000' }, true],
    [{ MAILBOX_PAGE: 'auto', PUBLIC_URL: 'https://hearth.example' }, false],
    [{ MAILBOX_PAGE: 'auto', PUBLIC_URL: 'http://localhost.example.com' }, false],
    [{ MAILBOX_PAGE: 'auto', PUBLIC_URL: 'http://192.168.0.10:3000' }, false],
    [{ MAILBOX_PAGE: 'auto', SMTP_URL: 'smtp://127.0.0.1:25' }, false],
    [{ MAILBOX_PAGE: 'on', PUBLIC_URL: 'https://hearth.example', SMTP_URL: 'smtp://mail.example' }, true],
    [{ MAILBOX_PAGE: 'off' }, false],
    // Issue 13 finding 2: production has no mailbox, whatever else is set, unless DEV_MAILBOX=on.
    [{ NODE_ENV: 'production', MAILBOX_PAGE: 'auto' }, false],
    [{ NODE_ENV: 'production', MAILBOX_PAGE: 'auto', PUBLIC_URL: 'http://127.0.0.1:3000' }, false],
    [{ NODE_ENV: 'production', MAILBOX_PAGE: 'on' }, false],
    [{ NODE_ENV: 'production', MAILBOX_PAGE: 'on', DEV_MAILBOX: false }, false],
    [{ NODE_ENV: 'production', MAILBOX_PAGE: 'auto', DEV_MAILBOX: true }, true],
    [{ NODE_ENV: 'production', MAILBOX_PAGE: 'off', DEV_MAILBOX: true }, false],
    [{ NODE_ENV: 'production', MAILBOX_PAGE: 'auto', DEV_MAILBOX: true, PUBLIC_URL: 'https://hearth.example' }, false],
    [{ NODE_ENV: 'development', MAILBOX_PAGE: 'auto' }, true],
    [{ NODE_ENV: 'test', MAILBOX_PAGE: 'auto' }, true],
  ] as const)('%j → %s', (config, expected) => {
    expect(mailboxEnabled(config)).toBe(expected);
  });
});

describe('isLoopbackAddress', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.10.20.30', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['203.0.113.7', false],
    ['1127.0.0.1', false],
    ['unknown', false],
    ['', false],
    [undefined, false],
  ])('%j → %s', (address, expected) => {
    expect(isLoopbackAddress(address)).toBe(expected);
  });
});

for (const dialect of testDialects('api')) {
  describe(`the mailbox API on ${dialect}`, () => {
    let t: TestApp;
    const list = (
      body: Record<string, unknown> = {},
      options: { remoteAddress?: string; headers?: Record<string, string> } = {},
    ) => t.app.inject({ method: 'POST', url: PATH, payload: body, ...options });

    beforeAll(async () => {
      t = await createTestApp(dialect);
      const mail = (to: string, nickName: string) =>
        queueMail(t.app.db, t.app, {
          to,
          lang: 'en',
          template: 'passwordReset',
          params: { nickName, link: `http://localhost:3000/en/password/reset?token=${nickName}` },
        });
      await mail('first@example.com', 'one');
      t.clock.advance(1000);
      await mail('Second@Example.com', 'two');
      t.clock.advance(1000);
      await mail('first@example.com', 'three');
      await t.app.jobs.runDue();
    });
    afterAll(() => t.close());

    it('lists the outbox newest first, with both parts, to a local caller', async () => {
      const response = await list();
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      expect(data.total).toBe(3);
      expect(data.rows.map((row: { to: string }) => row.to)).toEqual([
        'first@example.com',
        'Second@Example.com',
        'first@example.com',
      ]);
      expect(data.rows[0]).toMatchObject({
        template: 'passwordReset',
        lang: 'en',
        subject: '[Hearth] Reset your password',
        status: 'kept',
        createdAt: '2026-01-01T00:00:02.000Z',
        sentAt: expect.any(String),
      });
      expect(data.rows[0].text).toContain('token=three');
      expect(data.rows[0].html).toContain('token=three');
    });

    it('filters by recipient regardless of case, and pages', async () => {
      const mine = (await list({ to: ' FIRST@example.com ' })).json().data;
      expect(mine.total).toBe(2);
      expect(mine.rows.map((row: { text: string }) => /token=(\w+)/.exec(row.text)?.[1])).toEqual(['three', 'one']);

      const second = (await list({ to: 'second@example.com' })).json().data;
      expect(second.rows.map((row: { to: string }) => row.to)).toEqual(['Second@Example.com']);

      const page2 = (await list({ pageNum: 2, pageSize: 2 })).json().data;
      expect(page2.total).toBe(3);
      expect(page2.rows).toHaveLength(1);
      expect(page2.rows[0].text).toContain('token=one');

      expect((await list({ to: 'nobody@example.com' })).json().data).toEqual({ rows: [], total: 0 });
    });

    it('answers a remote caller exactly like an unknown path, even with a bad body', async () => {
      const unknown = await t.app.inject({ method: 'POST', url: '/api/dev/nothing', payload: {} });
      for (const response of [
        await list({}, { remoteAddress: '203.0.113.7' }),
        await list({ pageSize: 'all' }, { remoteAddress: '203.0.113.7' }),
        await list({}, { remoteAddress: '::ffff:192.168.1.20' }),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(unknown.json());
      }
      // Locally, the same bad body is a validation error: the route exists there.
      expect((await list({ pageSize: 'all' })).statusCode).toBe(400);
    });

    it('refuses a request that came through a proxy, whatever the socket says', async () => {
      const proxied: Record<string, string>[] = [
        { 'x-forwarded-for': '127.0.0.1' },
        { 'x-forwarded-for': '203.0.113.7' },
        { forwarded: 'for=203.0.113.7' },
        { 'x-real-ip': '203.0.113.7' },
      ];
      for (const headers of proxied) {
        const response = await list({}, { headers });
        expect(response.statusCode, JSON.stringify(headers)).toBe(404);
        expect(response.json().code).toBe('ROUTE_NOT_FOUND');
      }
    });

    it('judges a server-side rendering call by the peer of the page request it carries', async () => {
      // server/web.ts injects with the internal token and the page request's socket address.
      const internal = { [INTERNAL_REQUEST_HEADER]: t.app.internalRequestToken };
      expect((await list({}, { headers: internal, remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
      expect((await list({}, { headers: internal, remoteAddress: '203.0.113.7' })).statusCode).toBe(404);
      expect((await list({}, { headers: internal, remoteAddress: 'unknown' })).statusCode).toBe(404);
      expect(
        (await list({}, { headers: { ...internal, 'x-forwarded-for': '203.0.113.7' }, remoteAddress: '127.0.0.1' }))
          .statusCode,
      ).toBe(404);
    });
  });

  describe(`the mailbox API when it is off on ${dialect}`, () => {
    const cases: [string, number, Record<string, string>][] = [
      ['a public PUBLIC_URL', 404, { PUBLIC_URL: 'https://hearth.example' }],
      ['SMTP_URL set', 404, { SMTP_URL: 'smtp://127.0.0.1:2525', PUBLIC_URL: 'http://localhost:3000' }],
      ['MAILBOX_PAGE=off', 404, { MAILBOX_PAGE: 'off' }],
      ['MAILBOX_PAGE=on despite a public address', 200, { MAILBOX_PAGE: 'on', PUBLIC_URL: 'https://hearth.example' }],
    ];
    it('is absent in production, to a local caller without proxy headers, unless DEV_MAILBOX=on', async () => {
      const lines: string[] = [];
      const production = await createTestApp(dialect, {
        env: { NODE_ENV: 'production' },
        logStream: { write: (line) => lines.push(line) },
      });
      try {
        const response = await production.app.inject({ method: 'POST', url: PATH, payload: {} });
        expect(response.statusCode).toBe(404);
        expect(response.json().code).toBe('ROUTE_NOT_FOUND');
        expect(lines.join('')).not.toContain('LOCAL MAILBOX');
      } finally {
        await production.close();
      }
    });

    it('with DEV_MAILBOX=on in production exists for a local caller, and the start-up log warns', async () => {
      const lines: string[] = [];
      const production = await createTestApp(dialect, {
        env: { NODE_ENV: 'production', DEV_MAILBOX: 'on' },
        logStream: { write: (line) => lines.push(line) },
      });
      try {
        expect((await production.app.inject({ method: 'POST', url: PATH, payload: {} })).statusCode).toBe(200);
        const remote = await production.app.inject({
          method: 'POST',
          url: PATH,
          payload: {},
          remoteAddress: '203.0.113.7',
        });
        expect(remote.statusCode).toBe(404);
        const warning = lines.map((line) => JSON.parse(line)).find((entry) => /LOCAL MAILBOX/.test(entry.msg));
        expect(warning?.level).toBe(40);
      } finally {
        await production.close();
      }
    });

    it.each(cases)('with %s answers %i to a local caller', async (_name, status, env) => {
      const t = await createTestApp(dialect, { env });
      try {
        const response = await t.app.inject({ method: 'POST', url: PATH, payload: {} });
        expect(response.statusCode).toBe(status);
        if (status === 404) expect(response.json().code).toBe('ROUTE_NOT_FOUND');
      } finally {
        await t.close();
      }
    });
  });
}
