import type { UploadResult } from '../../../../common/contracts/posts/uploads.ts';
import { IMAGE_MAX_BYTES, POST_UPLOADS_MAX_BYTES } from '../../../../common/validation/post.ts';
import { AppError } from '../../../lib/errors.ts';
import type { Viewer } from '../../../lib/viewer.ts';
import type { PostsContext } from '../context.ts';
import { processImage } from './image-processing.ts';
import { schedulePurge } from './purge.ts';
import { draftBytes, findUploadByKey, insertUpload, lockMemberUploads } from './repository.ts';
import { isUploadKey, newUploadKey, uploadUrl } from './storage.ts';

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

export {
  type ProfileImageContext,
  releaseProfileImage,
  type StoredProfileImage,
  storeProfileImage,
} from './profile-image.ts';
