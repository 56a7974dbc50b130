import type { MemberCard } from '../../../common/contracts/members.ts';
import { AppError } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { releaseProfileImage, storeProfileImage } from '../posts/uploads/service.ts';
import { loadMemberCards } from './cards.ts';
import type { MembersContext } from './context.ts';
import './events.ts';
import { findProfileRow, lockMember, updateProfileColumns } from './repository.ts';

/**
 * /api/user/myprofile_image_upload (P19): the image is checked, re-encoded as a square and
 * stored first (posts' uploads), then becomes the member's in one transaction, replacing a base
 * image; the image it replaces is released to the purge, which removes its file.
 */
export async function setProfileImage(
  ctx: Pick<MembersContext, 'db' | 'dialect' | 'transaction' | 'clock' | 'config' | 'images'>,
  viewer: Pick<Viewer, 'id'>,
  read: () => Promise<Buffer>,
): Promise<MemberCard> {
  const stored = await storeProfileImage(ctx.images, viewer.id, read);
  await ctx.transaction(async (trx, emit) => {
    await lockMember(trx, ctx.dialect, viewer.id);
    const profile = await findProfileRow(trx, viewer.id);
    if (!profile || profile.status !== 'active') throw new AppError('LOGIN_REQUIRED');
    const now = ctx.clock.now().toISOString();
    await updateProfileColumns(
      trx,
      viewer.id,
      { profile_image_path: stored.path, profile_upload_id: stored.uploadId, profile_base_image_index: null },
      now,
    );
    if (profile.profileUploadId !== null) await releaseProfileImage(trx, profile.profileUploadId, ctx);
    emit('user.profileUpdated', {
      userId: viewer.id,
      fields: ['profile_image_path'],
      introduced: profile.introduce !== null,
      at: now,
    });
  });
  const card = (await loadMemberCards(ctx.db, [viewer.id])).get(viewer.id);
  if (!card) throw new AppError('NOT_FOUND');
  return card;
}
