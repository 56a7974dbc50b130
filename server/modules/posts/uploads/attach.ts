import type { Transaction } from 'kysely';
import { POST_UPLOADS_MAX_BYTES } from '../../../../common/validation/post.ts';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../lib/errors.ts';
import { uploadKeyOfUrl } from './storage.ts';
import { attachUploadsToPost, attachUploadsToReply, findUploadsByKeys, type UploadRow } from './repository.ts';

/**
 * The uploads named by the /uploads/ images a content shows. Each must be one the member may
 * show: linked to a post or reply already (kept as long as it is), or the member's own image not
 * used yet. An address that names no upload, and another member's image not used yet (its purge
 * would remove it, purge.ts), would show as a broken image: the content is refused with
 * `imageUnavailable`, and nothing is saved, since this runs inside the saving transaction.
 */
async function usableUploads(trx: Transaction<Database>, userId: number, imageUrls: string[]): Promise<UploadRow[]> {
  const keys = [...new Set(imageUrls.map(uploadKeyOfUrl).filter((key): key is string => key !== null))];
  const uploads = await findUploadsByKeys(trx, keys);
  const unused = (upload: UploadRow) => upload.postId === null && upload.replyId === null;
  if (uploads.length < keys.length || uploads.some((upload) => unused(upload) && upload.userId !== userId)) {
    throw new AppError('VALIDATION_FAILED', { fields: [{ field: 'content', code: 'imageUnavailable' }] });
  }
  return uploads;
}

/**
 * Links the uploads a saved post shows (its content's /uploads/… images, usableUploads) to the
 * post, and refuses more than 15 MB of them (P19, POST_UPLOADS_EXCEEDED). Posts call it inside
 * their add and edit transaction, so a refusal leaves nothing saved.
 *
 * Every image the post shows counts towards its 15 MB, whoever uploaded it. Only the saving
 * member's own uploads are linked; those already linked to this post (an administrator editing a
 * member's post) stay linked.
 */
export async function attachUploads(
  trx: Transaction<Database>,
  input: { postId: number; userId: number; imageUrls: string[] },
): Promise<void> {
  const uploads = await usableUploads(trx, input.userId, input.imageUrls);
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
 * Links the images a saved reply shows (usableUploads) to the reply, so that the purge of unused
 * uploads (purge.ts) keeps them. Only the replying member's own uploads that nothing uses yet are
 * linked: an image already shown elsewhere is kept by its post or reply. Reply images do not
 * count towards the post's 15 MB (P19 counts the post's own content).
 */
export async function attachReplyUploads(
  trx: Transaction<Database>,
  input: { replyId: number; userId: number; imageUrls: string[] },
): Promise<void> {
  const uploads = await usableUploads(trx, input.userId, input.imageUrls);
  const linkable = uploads.filter(
    (upload) => upload.userId === input.userId && upload.postId === null && upload.replyId === null,
  );
  await attachUploadsToReply(
    trx,
    linkable.map((upload) => upload.id),
    input.replyId,
  );
}
