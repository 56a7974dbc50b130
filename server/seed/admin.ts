import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { hashPassword } from '../lib/password.ts';

export const DEFAULT_ADMIN_EMAIL = 'admin@hearth.local';

/**
 * DECISIONS P12: an administrator exists from the first start, from ADMIN_EMAIL and
 * ADMIN_PASSWORD when set, otherwise with a generated password printed once to the log.
 * Creates nothing when any administrator already exists. Runs after the reference data seed.
 *
 * Safe when several processes start at once even without the start-up lock (ADR 0019): the
 * insert does nothing when another process's administrator took the address or nickname
 * first, and only the process whose row went in says it created one. One line is logged
 * either way.
 */
export async function ensureAdministrator(
  db: Kysely<Database>,
  options: { email?: string; password?: string; now: Date },
  log: FastifyBaseLogger,
): Promise<{ created: boolean; email?: string; generatedPassword?: string }> {
  const existing = await findAdministrator(db);
  if (existing) {
    log.info({ email: existing.user_id }, 'administrator found; none created');
    return { created: false };
  }

  const email = (options.email ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
  const password = options.password ?? randomBytes(12).toString('base64url');
  const now = options.now.toISOString();
  // The admin job label of SPEC §6; reference data is seeded before this runs.
  const adminJob = await db.selectFrom('codes').select('id').where('key', '=', 'JOB_ADMIN').executeTakeFirst();
  const inserted = await db
    .insertInto('users')
    .values({
      user_id: email,
      password_hash: await hashPassword(password),
      nick_name: 'admin',
      job_code_id: adminJob?.id ?? null,
      lang: 'ko',
      admin: true,
      status: 'active',
      created_at: now,
      updated_at: now,
    })
    // Any unique key: the address, or the nickname "admin" in any case.
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();

  if (!inserted) {
    // Another process inserted its administrator between our read and our insert.
    const winner = await findAdministrator(db);
    if (!winner) {
      throw new Error(
        `The first administrator cannot be created: the address ${email} or the nickname "admin" belongs to a member who is not an administrator`,
      );
    }
    log.info({ email: winner.user_id }, 'administrator found; none created');
    return { created: false };
  }
  if (options.password) {
    log.info({ email }, 'administrator created from ADMIN_EMAIL and ADMIN_PASSWORD');
  } else {
    // Printed once, on purpose: it is the only way an operator learns the first password.
    log.warn({ email, password }, 'administrator created with a generated password; change it after signing in');
  }
  // main.ts repeats a generated password in the block that ends the start (issue 35 item 2).
  return options.password ? { created: true, email } : { created: true, email, generatedPassword: password };
}

function findAdministrator(db: Kysely<Database>) {
  return db.selectFrom('users').select('user_id').where('admin', '=', true).orderBy('id').limit(1).executeTakeFirst();
}
