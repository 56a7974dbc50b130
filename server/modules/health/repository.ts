import { sql } from 'kysely';
import type { Db } from '../../lib/context.ts';

/** The cheapest question a database answers: it is reachable and serving queries. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
