import SqliteDatabase from 'better-sqlite3';
import { Kysely, sql, SqliteDialect } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabaseOutage, QUIET_MS } from './outage.ts';

/** The outage watch on a real in-memory SQLite, with a clock the test moves and its log lines kept. */
function watched() {
  let time = 1_000_000;
  const lines: Array<{ level: 'warn' | 'info'; fields: object; message: string }> = [];
  const outage = createDatabaseOutage(() => time);
  outage.attach({
    warn: (fields, message) => lines.push({ level: 'warn', fields, message }),
    info: (fields, message) => lines.push({ level: 'info', fields, message }),
  });
  const db = new Kysely<{ t: { n: number } }>({
    dialect: new SqliteDialect({ database: new SqliteDatabase(':memory:') }),
    plugins: [outage.plugin],
  });
  return { outage, db, lines, advance: (ms: number) => (time += ms) };
}

const coded = (code: string) => Object.assign(new Error(code), { code });

describe('one outage, one warning and one recovery line (ADR 0024)', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => close?.());

  it('logs the first unavailable error only, ends with the first query that started after it, and says how long', async () => {
    const { outage, db, lines, advance } = watched();
    close = () => db.destroy();
    expect(outage.report(coded('23505'))).toBe(false);
    expect(outage.report(coded('ECONNREFUSED'))).toBe(true);
    advance(1500);
    expect(outage.report(coded('57P03'))).toBe(true);
    expect(outage.active).toBe(true);
    await sql`select 1`.execute(db);
    expect(outage.active).toBe(false);
    expect(lines).toEqual([
      { level: 'warn', fields: { reason: 'ECONNREFUSED: ECONNREFUSED' }, message: 'database is unavailable; retrying' },
      { level: 'info', fields: { downMs: 1500 }, message: 'database is available again after 1500 ms' },
    ]);
  });

  it('is not ended by a query that was already running when the outage began', async () => {
    const outage = createDatabaseOutage();
    // A query sent before the report, whose answer reaches the outage's plugin after it.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const db = new Kysely<{ t: { n: number } }>({
      dialect: new SqliteDialect({ database: new SqliteDatabase(':memory:') }),
      plugins: [
        {
          transformQuery: (args) => args.node,
          transformResult: async (args) => {
            await held;
            return args.result;
          },
        },
        outage.plugin,
      ],
    });
    close = () => db.destroy();
    const inFlight = sql`select 1`.execute(db);
    await new Promise((resolve) => setImmediate(resolve));
    outage.report(coded('ECONNRESET'));
    release();
    await inFlight;
    expect(outage.active).toBe(true);
    // The next query started after the report: it ends the outage.
    await sql`select 1`.execute(db);
    expect(outage.active).toBe(false);
  });

  it('a SQLite refusal ends with a write a second after the last refusal, not with a read', async () => {
    const { outage, db, lines, advance } = watched();
    close = () => db.destroy();
    await sql`create table t (n integer)`.execute(db);
    outage.report(coded('SQLITE_FULL'));
    await db.selectFrom('t').selectAll().execute();
    await db.insertInto('t').values({ n: 1 }).execute();
    expect(outage.active).toBe(true);
    advance(QUIET_MS);
    await db.insertInto('t').values({ n: 2 }).execute();
    expect(outage.active).toBe(false);
    expect(lines.map((line) => line.level)).toEqual(['warn', 'info']);
  });
});
