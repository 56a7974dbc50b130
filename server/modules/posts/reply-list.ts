import type { Kysely } from 'kysely';
import type { ReplyDto } from '../../../common/contracts/posts.ts';
import type { Database } from '../../db/database.ts';
import type { Viewer } from '../accounts/sessions.ts';

/** PLACEHOLDER until replies land: the thread of a post as get_one shows it, oldest first. */
export async function listRepliesForPost(
  _db: Kysely<Database>,
  _postId: number,
  _viewer: Viewer | null,
): Promise<ReplyDto[]> {
  return [];
}
