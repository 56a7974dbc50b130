import { AppError } from './errors.ts';

/**
 * The signed-in member of a request, or of a call made on a member's behalf. It lives in the
 * platform because every feature's policies read it, and a feature must not import another
 * feature for a type (server/plugins/auth.ts sets `request.viewer`).
 */
export interface Viewer {
  id: number;
  admin: boolean;
  sessionId: string;
}

/** SPEC §7 names the member in a call's body (userInfoId); it can only be the signed-in one (403 otherwise). */
export function ownMember(viewer: Pick<Viewer, 'id'>, userInfoId: number | undefined): number {
  if (userInfoId !== undefined && userInfoId !== viewer.id) throw new AppError('FORBIDDEN');
  return viewer.id;
}
