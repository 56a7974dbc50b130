import type { z } from 'zod';
import type { userUpdate } from '../../../common/contracts/members.ts';
import type { CharacterKey } from '../../../common/contracts/reference.ts';
import { jobIssue } from '../../../common/validation/account.ts';
import { AppError } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { applyAccountChanges, assertNicknameAvailable, findUserById, type User } from '../accounts/service.ts';
import { releaseProfileImage } from '../posts/uploads/service.ts';
import type { MembersContext } from './context.ts';
import './events.ts';
import { canEditProfile } from './policy.ts';
import {
  addCharacter,
  characterOfMbti,
  findProfileRow,
  jobKeyOf,
  listCollectedCharacters,
  lockMember,
  type ProfileColumns,
  replaceSnsLinks,
  updateProfileColumns,
} from './repository.ts';

type UpdateInput = Omit<z.output<(typeof userUpdate)['body']>, 'lang'>;
type UpdateContext = Pick<MembersContext, 'transaction' | 'clock' | 'config' | 'dialect'>;

const invalid = (field: string, code: string) => new AppError('VALIDATION_FAILED', { fields: [{ field, code }] });

/**
 * /api/user/update: the signed-in member's profile (SPEC §5; DECISIONS P22) and account facts,
 * all in one transaction: any refused field (a taken nickname, a job that is not one, a
 * character not collected) leaves everything as it was. The contract has checked each field's
 * form (nickname, bio, SNS links, base image); what needs the database is checked here.
 */
export async function updateMember(ctx: UpdateContext, viewer: Viewer, input: UpdateInput): Promise<User> {
  if (!canEditProfile(viewer, input.id ?? viewer.id)) throw new AppError('FORBIDDEN');
  return ctx.transaction(async (trx, emit) => {
    await lockMember(trx, ctx.dialect, viewer.id);
    const user = await findUserById(trx, viewer.id);
    const profile = await findProfileRow(trx, viewer.id);
    if (!user || !profile || user.status !== 'active') throw new AppError('LOGIN_REQUIRED');
    const now = ctx.clock.now().toISOString();
    const changes: ProfileColumns = {};

    if (input.nickName !== undefined && input.nickName !== user.nickName) {
      // Free, or one's own in another case; never a member's who left in the last 30 days (P11).
      await assertNicknameAvailable(ctx, trx, input.nickName, user.id);
      changes.nick_name = input.nickName;
    }
    if (input.jobCodeId !== undefined && input.jobCodeId !== user.jobCodeId) {
      const issue = jobIssue(await jobKeyOf(trx, input.jobCodeId));
      if (issue) throw invalid('jobCodeId', issue);
      changes.job_code_id = input.jobCodeId;
    }
    let main: CharacterKey | undefined;
    if (input.mbtiId !== undefined && input.mbtiId !== user.mbtiId) {
      changes.mbti_id = input.mbtiId;
      if (input.mbtiId !== null) {
        // P22: the type's character joins the collection and becomes the main one.
        const character = await characterOfMbti(trx, input.mbtiId);
        if (!character) throw invalid('mbtiId', 'field.invalidValue');
        await addCharacter(trx, user.id, character, now);
        main = character;
      } else {
        // "None / I don't know" (the character page): the member stays with dough, keeping what they collected.
        main = 'dough';
      }
      emit('user.mbtiChanged', { userId: user.id, mbtiId: input.mbtiId, at: now });
    }
    if (input.mainCharacter !== undefined) {
      const owned = new Set<CharacterKey>(['dough', ...(await listCollectedCharacters(trx, user.id))]);
      if (!owned.has(input.mainCharacter)) throw invalid('mainCharacter', 'characterNotOwned');
      main = input.mainCharacter;
    }
    if (main !== undefined) changes.main_character_key = main;
    if (input.introduce !== undefined) changes.introduce = input.introduce === '' ? null : input.introduce;
    if (input.profileBaseImageIndex !== undefined) {
      changes.profile_base_image_index = input.profileBaseImageIndex;
      // A base image replaces the uploaded one (the avatar is one or the other).
      if (input.profileBaseImageIndex !== null && profile.profileUploadId !== null) {
        changes.profile_image_path = null;
        changes.profile_upload_id = null;
      }
    }
    if (input.snsLinks !== undefined) await replaceSnsLinks(trx, user.id, input.snsLinks, now);

    await updateProfileColumns(trx, user.id, changes, now);
    if (changes.profile_upload_id === null && profile.profileUploadId !== null) {
      await releaseProfileImage(trx, profile.profileUploadId, ctx);
    }
    await applyAccountChanges(trx, ctx, user, input);

    const fields = [...Object.keys(changes), ...(input.snsLinks !== undefined ? ['sns_links'] : [])];
    const updated = (await findUserById(trx, user.id)) ?? user;
    if (fields.length > 0) {
      const introduced = ('introduce' in changes ? changes.introduce : profile.introduce) != null;
      emit('user.profileUpdated', { userId: user.id, fields, introduced, at: now });
    }
    return updated;
  });
}
