import type { Transaction } from 'kysely';
import { POST_UPLOADS_MAX_BYTES } from '../../../../common/validation/post.ts';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../lib/errors.ts';
import { uploadKeyOfUrl } from './storage.ts';
import { attachUploadsToPost, attachUploadsToReply, findUploadsByKeys } from './upload-repository.ts';

/**
 * Links the uploads a saved post shows (its content's /uploads/… images) to the post, and
 * refuses more than 15 MB of them (P19, POST_UPLOADS_EXCEEDED). Posts call it inside their add
 * and edit transaction, so a refusal leaves nothing saved.
 *
 * Every image the post shows counts towards its 15 MB, whoever uploaded it; addresses that name
 * no upload are ignored (the sanitizer already keeps only /uploads/ addresses). Only the saving
 * member's own uploads are linked; those already linked to this post (an administrator editing a
 * member's post) stay linked.
 */
export async function attachUploads(
  trx: Transaction<Database>,
  input: { postId: number; userId: number; imageUrls: string[] },
): Promise<void> {
  const keys = [...new Set(input.imageUrls.map(uploadKeyOfUrl).filter((key): key is string => key !== null))];
  const uploads = await findUploadsByKeys(trx, keys);
  const total = uploads.reduce((sum, upload) => sum + upload.bytes, 0);
  if (total > POST_UPLOADS_MAX_BYTES) throw new AppError('POST_UPLOADS_EXCEEDED');
  // Uploads already linked to this post stay as they are; other members' uploads are never taken over.
  const linkable = uploads.filter((upload) => upload.userId === input.userId && upload.postId !== input.postId);
  await attachUploadsToPost(
    trx,
    linkable.map((upload) => upload.id),
    input.postId,
  );
}

/**
 * Links the images a saved reply shows to the reply, so that the purge of unused uploads
 * (purge.ts) keeps them. Only the replying member's own uploads that nothing uses yet are
 * linked: an image already shown elsewhere is kept by its post or reply. Reply images do not
 * count towards the post's 15 MB (P19 counts the post's own content).
 */
export async function attachReplyUploads(
  trx: Transaction<Database>,
  input: { replyId: number; userId: number; imageUrls: string[] },
): Promise<void> {
  const keys = [...new Set(input.imageUrls.map(uploadKeyOfUrl).filter((key): key is string => key !== null))];
  const uploads = await findUploadsByKeys(trx, keys);
  const linkable = uploads.filter(
    (upload) => upload.userId === input.userId && upload.postId === null && upload.replyId === null,
  );
  await attachUploadsToReply(
    trx,
    linkable.map((upload) => upload.id),
    input.replyId,
  );
}
