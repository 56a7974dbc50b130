import net from 'node:net';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openPostgres, openSqlite } from '../../db/connection.ts';
import { createTestApp, type TestApp, testDialects } from '../../test/harness.ts';
import { privateRedisAvailable, startPrivateRedis } from '../../test/private-redis.ts';

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
  it('reports degraded, still 200, when Redis refuses connections, and still starts', async () => {
    const t = await createTestApp('sqlite', { env: { REDIS_URL: `redis://127.0.0.1:${await refusedPort()}` } });
    try {
      expect(t.app.redis).not.toBeNull();
      const response = await t.app.inject({ method: 'GET', url: '/readyz' });
      // Everything is still served without Redis (ADR 0018): a load balancer must keep this process.
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: 'degraded',
        database: 'sqlite',
        redis: 'unavailable',
        degraded: ['redis'],
      });
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

  it('reports degraded once the Redis connection is lost', async () => {
    const t = await createTestApp('sqlite', { env: { REDIS_URL: redisUrl } });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json()).toMatchObject({ status: 'ready' });
      t.app.redis?.disconnect();
      const gone = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(gone.statusCode).toBe(200);
      expect(gone.json()).toMatchObject({ status: 'degraded', redis: 'unavailable', degraded: ['redis'] });
    } finally {
      await t.close();
    }
  });
});

describe.runIf(privateRedisAvailable())('readiness through a Redis outage (a redis-server of the test’s own)', () => {
  it('is degraded while Redis is dead, paused or not subscribed to, and ready again once both connections are back', async () => {
    const server = await startPrivateRedis();
    const t = await createTestApp('sqlite', { env: { REDIS_URL: server.url } });
    const admin = new Redis(server.url, { maxRetriesPerRequest: 0 });
    admin.on('error', () => undefined);
    const readyz = async () => {
      const started = performance.now();
      const response = await t.app.inject({ method: 'GET', url: '/readyz' });
      return { statusCode: response.statusCode, body: response.json(), ms: performance.now() - started };
    };
    const degraded = (redis: string) => ({ status: 'degraded', database: 'sqlite', redis, degraded: ['redis'] });
    const ready = { status: 'ready', database: 'sqlite', redis: 'ready' };
    const untilReady = () => expect.poll(async () => (await readyz()).body, { timeout: 5000 }).toEqual(ready);
    try {
      expect((await readyz()).body).toEqual(ready);

      await server.kill();
      const dead = await readyz();
      expect([dead.statusCode, dead.body]).toEqual([200, degraded('unavailable')]);
      await server.start();
      await untilReady();

      // Commands served, but the subscriber refused: the process does not hear the others.
      await admin.call('ACL', 'SETUSER', 'default', 'resetchannels');
      await admin.call('CLIENT', 'KILL', 'TYPE', 'pubsub');
      await expect.poll(async () => (await readyz()).body, { timeout: 5000 }).toEqual(degraded('not-subscribed'));
      await admin.call('ACL', 'SETUSER', 'default', 'allchannels');
      await untilReady();

      // A paused Redis holds the readiness ping no longer than the command timeout.
      server.pause();
      const paused = await readyz();
      expect([paused.statusCode, paused.body]).toEqual([200, degraded('unavailable')]);
      expect(paused.ms).toBeLessThan(1000);
      console.info(`/readyz with Redis paused answered in ${Math.round(paused.ms)} ms`);
      server.resume();
      await untilReady();
    } finally {
      admin.disconnect();
      await t.close();
      await server.close();
    }
  });
});

describe('readiness of the database', () => {
  it('is unavailable (503) without the database even when Redis is degraded', async () => {
    const database = openSqlite(':memory:');
    await sql`select 1`.execute(database.db);
    await database.close();
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', REDIS_URL: `redis://127.0.0.1:${await refusedPort()}` }),
      database,
      logger: { level: 'silent' },
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'unavailable',
        database: 'sqlite',
        redis: 'unavailable',
        degraded: ['redis'],
      });
    } finally {
      await app.close();
    }
  });
});
