import type { Transaction } from 'kysely';
import type { Database } from '../../../db/database.ts';

/**
 * PLACEHOLDER until uploads land: links the uploads a saved post shows (its content's
 * /uploads/… images) to the post, and refuses more than 15 MB of them (P19,
 * POST_UPLOADS_EXCEEDED). Posts call it inside their add/edit transaction.
 */
export async function attachUploads(
  _trx: Transaction<Database>,
  _input: { postId: number; userId: number; imageUrls: string[] },
): Promise<void> {}
