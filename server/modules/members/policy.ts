import type { Viewer } from '../../lib/viewer.ts';
import type { MemberStatus } from './member-query.ts';

/** Permissions of the members feature as pure predicates (STYLE 6). */

type Reader = Pick<Viewer, 'id' | 'admin'> | null;
interface Shown {
  id: number;
  status: MemberStatus;
}

/**
 * Whose profile a reader may see. A member who never confirmed sign-up has none; a withdrawn
 * one has none for anyone (P11: the withdrawn-member notice); a banned one is hidden from
 * everyone but administrators (ADR 0022), who see it in full to judge the ban.
 */
export function profileRefusal(
  reader: Reader,
  member: Shown,
): 'NOT_FOUND' | 'MEMBER_WITHDRAWN' | 'MEMBER_SUSPENDED' | null {
  if (member.status === 'pending') return 'NOT_FOUND';
  if (member.status === 'deprecated') return 'MEMBER_WITHDRAWN';
  if (member.status === 'banned' && !reader?.admin) return 'MEMBER_SUSPENDED';
  return null;
}

/**
 * A signed-in member follows an active member other than themselves. Visitors see the button
 * (can.follow stays false: the web shows the login-please confirm for visitors).
 */
export function canFollow(reader: Reader, member: Shown): boolean {
  return reader !== null && reader.id !== member.id && member.status === 'active';
}

/** Only the member edits their profile; administrators do not edit members' profiles. */
export function canEditProfile(reader: Reader, memberId: number): boolean {
  return reader !== null && reader.id === memberId;
}

/** Private and hidden posts and replies count for the member and administrators (P14, P16). */
export function isInsider(reader: Reader, memberId: number): boolean {
  return reader !== null && (reader.admin || reader.id === memberId);
}
