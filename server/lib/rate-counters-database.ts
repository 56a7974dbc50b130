import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { Clock } from './clock.ts';
import type { CounterRule, Counted, RateCounters } from './rate-counters.ts';

/** Rows of ended windows are deleted at most this often per process, by the reservation that finds it due. */
export const PURGE_EVERY_MS = 10 * 60_000;

interface Row {
  count: number;
  window_ends_at: number | string;
  refused: number;
}

/**
 * Fixed windows counted in the database (ADR 0017): what holds limits across processes when
 * there is no Redis, or while it does not answer. A reservation is ONE statement: the upsert
 * opens the window, starts a fresh one once it has ended, adds one only while the count is
 * under the limit, and returns whether it did. PostgreSQL's ON CONFLICT DO UPDATE locks the
 * row, SQLite writes one statement at a time: concurrent reservations of one key, from any
 * number of processes, are applied one after another and never grant more than the limit.
 */
export function databaseCounters(db: Kysely<Database>, clock: Clock): RateCounters {
  let nextPurgeAt = 0;
  const purgeIfDue = async (now: number) => {
    if (now < nextPurgeAt) return;
    nextPurgeAt = now + PURGE_EVERY_MS;
    await db.deleteFrom('rate_limit_counters').where('window_ends_at', '<=', now).execute();
  };

  return {
    async reserve(key: string, rule: CounterRule): Promise<Counted> {
      const now = clock.now().getTime();
      await purgeIfDue(now);
      const fresh = now + rule.windowMs;
      // A limit that breaks on excess (P17) restarts its window at the first refusal: the break
      // lasts a whole window from then, and count = limit + 1 marks it so later refusals do not
      // extend it. Null makes both comparisons false for the other limits.
      const breakAt = rule.breakOnExcess ? rule.limit : null;
      const ended = sql`rate_limit_counters.window_ends_at <= ${now}`;
      const { rows } = await sql<Row>`
        insert into rate_limit_counters ("key", count, window_ends_at, refused)
        values (${key}, 1, ${fresh}, 0)
        on conflict ("key") do update set
          count = case
            when ${ended} then 1
            when rate_limit_counters.count < ${rule.limit} then rate_limit_counters.count + 1
            when rate_limit_counters.count = ${breakAt} then rate_limit_counters.count + 1
            else rate_limit_counters.count end,
          window_ends_at = case
            when ${ended} then ${fresh}
            when rate_limit_counters.count = ${breakAt} then ${fresh}
            else rate_limit_counters.window_ends_at end,
          refused = case when ${ended} or rate_limit_counters.count < ${rule.limit} then 0 else 1 end
        returning count, window_ends_at, refused`.execute(db);
      const row = rows[0]!;
      const windowEndsAt = Number(row.window_ends_at);
      const granted = Number(row.refused) === 0;
      return {
        granted,
        count: Math.min(row.count, rule.limit),
        retryAfterMs: windowEndsAt - now,
        release: async () => {
          if (!granted) return;
          // Only in the window it was taken from: a new window owes nothing to the old one.
          await db
            .updateTable('rate_limit_counters')
            .set((eb) => ({ count: eb('count', '-', 1) }))
            .where('key', '=', key)
            .where('window_ends_at', '=', windowEndsAt)
            .where('count', '>', 0)
            .where('count', '<=', rule.limit)
            .execute();
        },
      };
    },
    async reset(key) {
      await db.deleteFrom('rate_limit_counters').where('key', '=', key).execute();
    },
  };
}
