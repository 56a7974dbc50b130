import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { hashPassword } from '../lib/password.ts';

export const DEFAULT_ADMIN_EMAIL = 'admin@hearth.local';

/**
 * DECISIONS P12: an administrator exists from the first start, from ADMIN_EMAIL and
 * ADMIN_PASSWORD when set, otherwise with a generated password printed once to the log.
 * Does nothing when any administrator already exists. Runs after the reference data seed.
 */
export async function ensureAdministrator(
  db: Kysely<Database>,
  options: { email?: string; password?: string; now: Date },
  log: FastifyBaseLogger,
): Promise<{ created: boolean; email?: string }> {
  const existing = await db.selectFrom('users').select('id').where('admin', '=', true).executeTakeFirst();
  if (existing) return { created: false };

  const email = (options.email ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
  const password = options.password ?? randomBytes(12).toString('base64url');
  const now = options.now.toISOString();
  // The admin job label of SPEC §6; reference data is seeded before this runs.
  const adminJob = await db.selectFrom('codes').select('id').where('key', '=', 'JOB_ADMIN').executeTakeFirst();
  await db
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
    .execute();

  if (options.password) {
    log.info({ email }, 'administrator created from ADMIN_EMAIL and ADMIN_PASSWORD');
  } else {
    // Printed once, on purpose: it is the only way an operator learns the first password.
    log.warn({ email, password }, 'administrator created with a generated password; change it after signing in');
  }
  return { created: true, email };
}
