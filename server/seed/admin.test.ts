import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../lib/password.ts';
import { openTestDatabase, testDialects } from '../test/harness.ts';
import type { DatabaseHandle } from '../db/connection.ts';
import { DEFAULT_ADMIN_EMAIL, ensureAdministrator } from './admin.ts';

interface LogLine {
  level: number;
  msg: string;
  email?: string;
  password?: string;
}

/** A real pino logger writing JSON lines into memory, so the test sees what an operator would. */
function memoryLogger(): { log: FastifyBaseLogger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
  return { log: log as unknown as FastifyBaseLogger, lines };
}

const now = new Date('2026-11-21T10:00:00.000Z');

describe.each(testDialects())('ensureAdministrator (DECISIONS P12) on %s', (dialect) => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await openTestDatabase(dialect);
  });
  afterEach(() => handle.close());

  const admins = () =>
    handle.db
      .selectFrom('users')
      .select(['user_id', 'password_hash', 'nick_name', 'status'])
      .where('admin', '=', true)
      .execute();

  it('creates exactly one administrator from ADMIN_EMAIL and ADMIN_PASSWORD, without logging the password', async () => {
    const { log, lines } = memoryLogger();
    const result = await ensureAdministrator(
      handle.db,
      { email: 'Owner@Example.com', password: 'correct horse', now },
      log,
    );
    expect(result).toEqual({ created: true, email: 'owner@example.com' });

    const rows = await admins();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: 'owner@example.com', status: 'active' });
    const hash = rows[0]?.password_hash ?? '';
    expect(hash.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(hash, 'correct horse')).toBe(true);
    expect(await verifyPassword(hash, 'wrong horse')).toBe(false);

    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ email: 'owner@example.com' });
    expect(JSON.stringify(lines)).not.toContain('correct horse');
  });

  it('generates a password when none is configured and logs it exactly once', async () => {
    const { log, lines } = memoryLogger();
    const result = await ensureAdministrator(handle.db, { now }, log);
    expect(result).toEqual({ created: true, email: DEFAULT_ADMIN_EMAIL });

    const withPassword = lines.filter((line) => typeof line.password === 'string');
    expect(withPassword).toHaveLength(1);
    const generated = withPassword[0]?.password ?? '';
    expect(generated.length).toBeGreaterThanOrEqual(12);
    expect(withPassword[0]?.level).toBe(40); // warn: it must stand out in the start-up log

    const rows = await admins();
    expect(rows).toHaveLength(1);
    expect(await verifyPassword(rows[0]?.password_hash ?? '', generated)).toBe(true);
  });

  it('creates nothing and logs nothing on later starts, whatever the settings say', async () => {
    await ensureAdministrator(handle.db, { now }, memoryLogger().log);
    const before = await admins();

    for (const options of [{ now }, { email: 'other@example.com', password: 'another secret', now }]) {
      const { log, lines } = memoryLogger();
      expect(await ensureAdministrator(handle.db, options, log)).toEqual({ created: false });
      expect(lines).toEqual([]);
    }
    expect(await admins()).toEqual(before);
    const users = await handle.db.selectFrom('users').select('id').execute();
    expect(users).toHaveLength(1);
  });
});

describe.each(testDialects())('the first administrator on %s', (dialect) => {
  it('carries the admin job code of SPEC §6 once reference data is seeded', async () => {
    const { seedReferenceData } = await import('./reference.ts');
    const handle = await openTestDatabase(dialect);
    try {
      await seedReferenceData(handle.db);
      await ensureAdministrator(handle.db, { now }, memoryLogger().log);
      const row = await handle.db
        .selectFrom('users')
        .innerJoin('codes', 'codes.id', 'users.job_code_id')
        .select('codes.key')
        .where('users.admin', '=', true)
        .executeTakeFirst();
      expect(row?.key).toBe('JOB_ADMIN');
    } finally {
      await handle.close();
    }
  });
});
