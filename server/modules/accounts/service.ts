/**
 * The accounts feature's public entry: what other features may use of it (ADR 0015, lint
 * rule hearth/serverLayers). Social sign-in checks availability and credentials, finds and
 * links provider identities and starts sessions here; posts read members' public cards.
 * Everything else of accounts is its own.
 */
import './events.ts';

export type { AccountsContext, LoginThrottle } from './context.ts';
export { isExpiredPending, isWithinRejoinWait } from './availability.ts';
export { findLinkedMember, linkIdentityAndSignIn } from './identities.ts';
export { assertNicknameAvailable } from './availability.ts';
export { presentAccountInfo, presentSessionUser } from './presenter.ts';
export { findUserInfo } from './profile.ts';
export { type AccountChanges, applyAccountChanges } from './settings.ts';
export { signInMember, verifyCredentials } from './signin.ts';
export { type SnsIdentity, signSignupTicket, verifySignupTicket } from './signup-ticket.ts';
export {
  findFirstAdministrator,
  findUserByEmail,
  findUserById,
  type User,
  type UserStatus,
} from './user-repository.ts';
export { countNewMembers } from './activity-counts.ts';
export { type AdministratorRow, grantAdministrator, listAdministrators, revokeAdministrator } from './admin-rights.ts';
// The administrators' console (issue 32): members, their bans (audited), recent withdrawals.
export { setBanned } from './bans.ts';
export { findMemberForAdmin, listMembersForAdmin, listRecentWithdrawals } from './member-admin.ts';
