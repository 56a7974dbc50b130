import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  myProfileImageUpload,
  userFollow,
  userFollowerList,
  userFollowingList,
  userInfo,
  userProfileSummary,
  userUpdate,
} from '../../../common/contracts/members.ts';
import { PROFILE_IMAGE_MAX_BYTES } from '../../../common/validation/member.ts';
import { AppError } from '../../lib/errors.ts';
import { queryLocale, readMultipart } from '../../lib/multipart.ts';
import { route } from '../../lib/route.ts';
import { requireViewer } from '../../plugins/auth.ts';
import { presentSessionUser } from '../accounts/service.ts';
import type { MembersContext } from './context.ts';
import { listFollows, pressFollow } from './follow-service.ts';
import { setProfileImage } from './image-service.ts';
import { getProfile, getSummary } from './profile-service.ts';
import { updateMember } from './update-service.ts';

/** SPEC §7.1 member calls (issue 14): profile, summary, follow and its lists, update, image. */
export async function memberRoutes(app: FastifyInstance, ctx: MembersContext): Promise<void> {
  // Registered in this scope only: the profile image is the one multipart call here.
  await app.register(multipart, {
    limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1, fields: 2, fieldSize: 64, parts: 3, headerPairs: 50 },
  });

  route(app, userInfo, async (body, request) => getProfile(ctx, request.viewer, body.id));

  route(app, userProfileSummary, async (body, request) => getSummary(ctx, request.viewer, body.id));

  route(app, userFollow, async (body, request) => pressFollow(ctx, requireViewer(request), body));

  route(app, userFollowerList, async (body, request) => listFollows(ctx, request.viewer, 'followers', body));

  route(app, userFollowingList, async (body, request) => listFollows(ctx, request.viewer, 'following', body));

  route(app, userUpdate, async (body, request) => {
    const viewer = requireViewer(request);
    const user = await updateMember(ctx, viewer, body);
    const { profile } = await getProfile(ctx, viewer, viewer.id);
    return { user: presentSessionUser(user), profile };
  });

  route(app, myProfileImageUpload, async (_body, request) => {
    request.lang = queryLocale(request) ?? request.lang;
    const viewer = requireViewer(request);
    return { user: await setProfileImage(ctx, viewer, () => readFilePart(request)) };
  });
}

/** The `file` part, read up to 300 KB and one byte: more is PROFILE_IMAGE_SIZE_EXCEEDED. */
async function readFilePart(request: FastifyRequest): Promise<Buffer> {
  const { file, lang } = await readMultipart(request, { tooLarge: 'PROFILE_IMAGE_SIZE_EXCEEDED' });
  if (lang) request.lang = lang;
  if (file === undefined)
    throw new AppError('VALIDATION_FAILED', { fields: [{ field: 'file', code: 'field.required' }] });
  return file;
}
