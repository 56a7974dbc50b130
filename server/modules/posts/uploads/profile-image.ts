import type { Kysely } from 'kysely';
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_SIDE } from '../../../../common/validation/member.ts';
import type { Database } from '../../../db/database.ts';
import { enqueueJob, type JobContext } from '../../../jobs/queue.ts';
import { AppError } from '../../../lib/errors.ts';
import type { PostsContext } from '../context.ts';
import { processProfileImage } from './image-processing.ts';
import { schedulePurge } from './purge.ts';
import { insertUpload } from './repository.ts';
import { newUploadKey, uploadUrl } from './storage.ts';

/**
 * Profile images (issue 14) are uploads like the editor's: the same storage, the same served
 * address with its safe headers, the same purge. The members feature keeps which one is the
 * member's (users.profile_upload_id); the purge spares an upload a member shows (repository.ts).
 */
export type ProfileImageContext = Pick<
  PostsContext,
  'transaction' | 'clock' | 'storage' | 'log' | 'config' | 'uploadLimit' | 'db'
>;

/** The uploads row's draft key of profile images: no post ever claims them. */
const PROFILE_DRAFT_KEY = 'profile-image';

export interface StoredProfileImage {
  uploadId: number;
  path: string;
  bytes: number;
}

/**
 * Counts the upload against the member's upload limit before reading, checks the size (300 KB,
 * SPEC §9), re-encodes it as a square and stores it with its row. Its purge is scheduled like
 * every upload's: if the member's profile never comes to show it, it goes.
 */
export async function storeProfileImage(
  context: ProfileImageContext,
  userId: number,
  read: () => Promise<Buffer>,
): Promise<StoredProfileImage> {
  await context.uploadLimit.check(userId);
  const data = await read();
  if (data.length > PROFILE_IMAGE_MAX_BYTES) throw new AppError('PROFILE_IMAGE_SIZE_EXCEEDED');
  const image = await processProfileImage(data, PROFILE_IMAGE_SIDE);
  const storageKey = newUploadKey(context.clock.now(), image.extension);
  await context.storage.put(storageKey, image.data);
  try {
    const uploadId = await context.transaction(async (trx) => {
      const id = await insertUpload(trx, {
        userId,
        draftKey: PROFILE_DRAFT_KEY,
        storageKey,
        mimeType: image.mimeType,
        bytes: image.data.length,
        width: image.width,
        height: image.height,
        createdAt: context.clock.now().toISOString(),
      });
      await schedulePurge(trx, id, context);
      return id;
    });
    return { uploadId, path: uploadUrl(storageKey), bytes: image.data.length };
  } catch (error) {
    await context.storage.remove(storageKey).catch(() => undefined);
    throw error;
  }
}

/**
 * An upload a profile no longer shows (replaced, or erased with P11's personal data): its purge
 * runs now, in the caller's transaction, and removes it unless something still shows it.
 */
export async function releaseProfileImage(db: Kysely<Database>, uploadId: number, context: JobContext): Promise<void> {
  await enqueueJob(db, { type: 'upload.purgeIfUnused', payload: { uploadId }, runAt: context.clock.now() }, context);
}
