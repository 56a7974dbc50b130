import net from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openPostgres, openSqlite } from '../../db/connection.ts';
import { createTestApp, type TestApp, testDialects } from '../../test/harness.ts';

describe.each(testDialects())('health checks on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('/healthz answers while the process runs, even when shutting down', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    t.app.shuttingDown = true;
    try {
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      t.app.shuttingDown = false;
    }
  });

  it('/readyz names the database and reports 503 once shutdown begins', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: dialect });
    expect(t.app.redis).toBeNull();

    t.app.shuttingDown = true;
    try {
      const stopping = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(stopping.statusCode).toBe(503);
      expect(stopping.json()).toEqual({ status: 'shutting-down' });
    } finally {
      t.app.shuttingDown = false;
    }
  });

  it('/readyz reports 503 when the database does not answer', async () => {
    const database =
      dialect === 'postgres'
        ? openPostgres(`postgres://postgres@127.0.0.1:${await refusedPort()}/nowhere`, 1)
        : openSqlite(':memory:');
    if (dialect === 'sqlite') {
      // Kysely connects lazily; a handle closed before its first query would simply reopen.
      await sql`select 1`.execute(database.db);
      await database.close();
    }
    const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test' }), database, logger: { level: 'silent' } });
    try {
      const response = await app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable', database: dialect });
    } finally {
      await app.close();
      if (dialect === 'postgres') await database.close();
    }
  });
});

/** A port that refuses connections: bound, then released. */
async function refusedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('readiness with Redis (REDIS_URL)', () => {
  it('reports 503 when Redis refuses connections, and still starts', async () => {
    const t = await createTestApp('sqlite', { env: { REDIS_URL: `redis://127.0.0.1:${await refusedPort()}` } });
    try {
      expect(t.app.redis).not.toBeNull();
      const response = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable', database: 'sqlite', redis: 'unavailable' });
    } finally {
      await t.close();
    }
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  if (!redisUrl) return;

  it('reports ready when Redis answers, and closes the connection with the app', async () => {
    const t = await createTestApp('sqlite', { env: { REDIS_URL: redisUrl } });
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready', database: 'sqlite', redis: 'ready' });
      expect(await t.app.redis?.ping()).toBe('PONG');
    } finally {
      await t.close();
    }
    expect(t.app.redis?.status).toBe('end');
  });

  it('reports 503 once the Redis connection is lost', async () => {
    const t = await createTestApp('sqlite', { env: { REDIS_URL: redisUrl } });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      t.app.redis?.disconnect();
      const gone = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(gone.statusCode).toBe(503);
      expect(gone.json()).toMatchObject({ redis: 'unavailable' });
    } finally {
      await t.close();
    }
  });
});
