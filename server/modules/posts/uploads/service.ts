import type { Transaction } from 'kysely';
import type { UploadResult } from '../../../../common/contracts/posts/uploads.ts';
import { IMAGE_MAX_BYTES, POST_UPLOADS_MAX_BYTES } from '../../../../common/validation/post.ts';
import { AppError } from '../../../lib/errors.ts';
import type { Viewer } from '../../../lib/viewer.ts';
import type { PostsContext } from '../context.ts';
import { processImage } from './image-processing.ts';
import type { Database } from '../../../db/database.ts';
import { type PurgeContext, schedulePurge } from './purge.ts';
import {
  draftBytes,
  findUploadByKey,
  findUploadsByKeys,
  insertUpload,
  lockMemberUploads,
  releaseUploadsOfArticle,
  setArticleOfUploads,
} from './repository.ts';
import { isUploadKey, newUploadKey, uploadKeyOfUrl, uploadUrl } from './storage.ts';

/** Editor images (P19): storing one for a member's draft, and reading one back. */
type UploadContext = Pick<
  PostsContext,
  'db' | 'dialect' | 'transaction' | 'clock' | 'storage' | 'log' | 'config' | 'uploadLimit'
>;

/** An image as the request carried it: the multipart part or the decoded data address. */
export interface ImageUpload {
  draftKey: string;
  data: Buffer;
}

/**
 * Counts the upload against the member's limit (UploadLimit) before the body is read or
 * decoded, so a refused upload costs no work; then stores it.
 */
export async function uploadImage(
  context: UploadContext,
  viewer: Pick<Viewer, 'id'>,
  read: () => Promise<ImageUpload>,
): Promise<UploadResult> {
  await context.uploadLimit.check(viewer.id);
  const { draftKey, data } = await read();
  return storeImage(context, { userId: viewer.id, draftKey, data });
}

/** Checks, re-encodes and stores one editor image of a member's draft (P19). */
async function storeImage(
  context: UploadContext,
  { userId, draftKey, data }: ImageUpload & { userId: number },
): Promise<UploadResult> {
  // The routes stop reading at this size already; the rule is written here once more for any other caller.
  if (data.length > IMAGE_MAX_BYTES) throw new AppError('FILE_SIZE_EXCEEDED');
  // The costly decoding runs before the transaction, so that no lock waits for it.
  const image = await processImage(data);
  const storageKey = newUploadKey(context.clock.now(), image.extension);
  let stored = false;
  try {
    return await context.transaction(async (trx) => {
      await lockMemberUploads(trx, context.dialect, userId);
      // The draft's total counts stored bytes (what the post will weigh), against 15 MB.
      const before = await draftBytes(trx, userId, draftKey);
      const total = before + image.data.length;
      if (total > POST_UPLOADS_MAX_BYTES) throw new AppError('POST_UPLOADS_EXCEEDED');
      await context.storage.put(storageKey, image.data);
      stored = true;
      const id = await insertUpload(trx, {
        userId,
        draftKey,
        storageKey,
        mimeType: image.mimeType,
        bytes: image.data.length,
        width: image.width,
        height: image.height,
        createdAt: context.clock.now().toISOString(),
      });
      await schedulePurge(trx, id, context);
      return {
        id,
        url: uploadUrl(storageKey),
        width: image.width,
        height: image.height,
        bytes: image.data.length,
        draftKey,
        draftBytes: total,
      };
    });
  } catch (error) {
    // Nothing half-stored: a file whose row did not commit is removed.
    if (stored) {
      await context.storage.remove(storageKey).catch((removeError: unknown) => {
        context.log
          .child({ component: 'uploads' })
          .error({ err: removeError, storageKey }, 'could not remove an upload whose row was not saved');
      });
    }
    throw error;
  }
}

/** A stored image by its key, with its type: only keys the uploads table knows are served. */
export async function openUpload(context: Pick<PostsContext, 'db' | 'storage'>, key: string) {
  const upload = isUploadKey(key) ? await findUploadByKey(context.db, key) : undefined;
  const file = upload ? await context.storage.open(key) : null;
  if (!upload || !file) throw new AppError('NOT_FOUND');
  return { mimeType: upload.mimeType, file };
}

/**
 * Issue 31: the editor images a knowledge article shows (its texts' /uploads/… addresses) become
 * the article's, so the purge keeps them; images it no longer shows are released and checked
 * again by the purge (their posts or replies, if any, still keep them). An address naming no
 * upload would show a broken image: refused as posts refuse it (`imageUnavailable` on `field`).
 * Runs inside the article's saving transaction.
 */
export async function markArticleUploads(
  trx: Transaction<Database>,
  context: PurgeContext,
  input: { articleId: number; imageUrls: string[]; field: string },
): Promise<void> {
  const keys = [...new Set(input.imageUrls.map(uploadKeyOfUrl).filter((key): key is string => key !== null))];
  const uploads = await findUploadsByKeys(trx, keys);
  if (uploads.length < keys.length) {
    throw new AppError('VALIDATION_FAILED', { fields: [{ field: input.field, code: 'imageUnavailable' }] });
  }
  const ids = uploads.map((upload) => upload.id);
  await releaseArticleUploads(trx, context, input.articleId, ids);
  await setArticleOfUploads(trx, ids, input.articleId);
}

/** A deleted article's images (or those an edit removed, but `keepIds`) go back to the purge. */
export async function releaseArticleUploads(
  trx: Transaction<Database>,
  context: PurgeContext,
  articleId: number,
  keepIds: readonly number[] = [],
): Promise<void> {
  for (const id of await releaseUploadsOfArticle(trx, articleId, keepIds)) await schedulePurge(trx, id, context);
}

export {
  type ProfileImageContext,
  releaseProfileImage,
  type StoredProfileImage,
  storeProfileImage,
} from './profile-image.ts';
