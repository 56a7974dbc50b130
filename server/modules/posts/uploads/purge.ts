import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { enqueueJob, type JobContext } from '../../../jobs/queue.ts';
import type { UploadStorage } from './storage.ts';
import { deleteUnusedUpload } from './repository.ts';

declare module '../../../jobs/queue.ts' {
  interface JobPayloads {
    /** Removes an editor image that no post or reply used within UPLOAD_UNUSED_DAYS. */
    'upload.purgeIfUnused': { uploadId: number };
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

export interface PurgeContext extends JobContext {
  config: JobContext['config'] & { UPLOAD_UNUSED_DAYS: number };
}

/**
 * Every upload gets its check when it is stored, in the same transaction: a draft given up, a
 * reply never sent or an image deleted from the editor before saving would otherwise keep its
 * file for ever. Days, not hours: the editor keeps its draft across reloads (issue 4), and a
 * draft finished a week later must still find its images.
 */
export async function schedulePurge(
  trx: Transaction<Database>,
  uploadId: number,
  context: PurgeContext,
): Promise<void> {
  const runAt = new Date(context.clock.now().getTime() + context.config.UPLOAD_UNUSED_DAYS * DAY_MS);
  await enqueueJob(trx, { type: 'upload.purgeIfUnused', payload: { uploadId }, runAt }, context);
}

/**
 * The job: removes the upload if no post and no reply uses it by now, and reports whether it
 * did. The row goes first: a crash before the file is removed leaves a file nobody links to,
 * never a link to a missing file. Running it again finds no row and does nothing.
 */
export async function purgeIfUnused(
  deps: { db: Kysely<Database>; storage: UploadStorage; log: FastifyBaseLogger },
  uploadId: number,
): Promise<boolean> {
  const storageKey = await deleteUnusedUpload(deps.db, uploadId);
  if (storageKey === undefined) return false;
  await deps.storage.remove(storageKey);
  deps.log.info({ uploadId, storageKey }, 'unused upload removed');
  return true;
}
