import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { UploadResult } from '../../../../common/contracts/posts.ts';
import { IMAGE_MAX_BYTES, POST_UPLOADS_MAX_BYTES } from '../../../../common/validation/post.ts';
import type { Dialect } from '../../../db/connection.ts';
import type { Database } from '../../../db/database.ts';
import type { Clock } from '../../../lib/clock.ts';
import { AppError } from '../../../lib/errors.ts';
import { processImage } from './image-processing.ts';
import { type PurgeContext, schedulePurge } from './purge.ts';
import { newUploadKey, type UploadStorage, uploadUrl } from './storage.ts';
import { draftBytes, insertUpload, lockMemberUploads } from './upload-repository.ts';

export interface UploadService {
  /** Checks, re-encodes and stores one editor image of a member's draft (P19). */
  store(input: { userId: number; draftKey: string; data: Buffer }): Promise<UploadResult>;
}

export function createUploadService(deps: {
  db: Kysely<Database>;
  dialect: Dialect;
  clock: Clock;
  storage: UploadStorage;
  log: FastifyBaseLogger;
  config: PurgeContext['config'];
}): UploadService {
  return {
    async store({ userId, draftKey, data }) {
      // The routes stop reading at this size already; the rule is written here once more for any other caller.
      if (data.length > IMAGE_MAX_BYTES) throw new AppError('FILE_SIZE_EXCEEDED');
      // The costly decoding runs before the transaction, so that no lock waits for it.
      const image = await processImage(data);
      const storageKey = newUploadKey(deps.clock.now(), image.extension);
      let stored = false;
      try {
        return await deps.db.transaction().execute(async (trx) => {
          await lockMemberUploads(trx, deps.dialect, userId);
          // The draft's total counts stored bytes (what the post will weigh), against 15 MB.
          const before = await draftBytes(trx, userId, draftKey);
          const total = before + image.data.length;
          if (total > POST_UPLOADS_MAX_BYTES) throw new AppError('POST_UPLOADS_EXCEEDED');
          await deps.storage.put(storageKey, image.data);
          stored = true;
          const id = await insertUpload(trx, {
            userId,
            draftKey,
            storageKey,
            mimeType: image.mimeType,
            bytes: image.data.length,
            width: image.width,
            height: image.height,
            createdAt: deps.clock.now().toISOString(),
          });
          await schedulePurge(trx, id, { clock: deps.clock, config: deps.config });
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
          await deps.storage.remove(storageKey).catch((removeError: unknown) => {
            deps.log.error({ err: removeError, storageKey }, 'could not remove an upload whose row was not saved');
          });
        }
        throw error;
      }
    },
  };
}
