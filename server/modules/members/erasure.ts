import type { Config } from '../../config.ts';
import type { Clock } from '../../lib/clock.ts';
import type { DbOrTrx } from '../../lib/context.ts';
import { releaseProfileImage } from '../posts/uploads/service.ts';
import { clearProfile } from './repository.ts';

/**
 * DECISIONS P11: the profile's personal data (bio, SNS links, image) goes with the rest of a
 * withdrawn member's 30 days after the withdrawal, in accounts' erasure transaction. The image's
 * upload is released to the purge, which removes its file.
 */
export async function eraseMemberProfile(
  ctx: { clock: Clock; config: Pick<Config, 'JOB_MAX_ATTEMPTS'> },
  db: DbOrTrx,
  userId: number,
): Promise<void> {
  const uploadId = await clearProfile(db, userId);
  if (uploadId !== null) await releaseProfileImage(db, uploadId, ctx);
}
