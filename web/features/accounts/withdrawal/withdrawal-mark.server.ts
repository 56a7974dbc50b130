import { readCookie } from '../../../../common/i18n/locales.ts';
import type { PageMarks } from '../../../lib/request-context.ts';

/**
 * Issue 23 item 8: the withdrawal's completion page shows only right after a withdrawal (ADR
 * 0021). The withdrawal's action sets this cookie with the redirect; the completion page
 * requires it and clears it, so it shows once, and anyone who opens its address (a visitor,
 * a member, the same browser on a reload) goes home instead.
 */
export const WITHDRAWAL_MARK_COOKIE = 'hearth_withdrawn';
const PURPOSE = 'withdrawal-complete';
/** The redirect follows at once; the margin is for a slow phone network, not for coming back later. */
export const WITHDRAWAL_MARK_SECONDS = 5 * 60;

/** HttpOnly: no script needs it. Path=/ so that the page's data request (…/complete.data) carries it too. */
const ATTRIBUTES = 'Path=/; HttpOnly; SameSite=Lax';

/** The Set-Cookie line of the withdrawal's redirect. */
export function withdrawalMarkCookie(marks: PageMarks): string {
  return `${WITHDRAWAL_MARK_COOKIE}=${marks.issue(PURPOSE, WITHDRAWAL_MARK_SECONDS)}; Max-Age=${WITHDRAWAL_MARK_SECONDS}; ${ATTRIBUTES}`;
}

/** The Set-Cookie line that spends the mark, whether it held or not. */
export const spentWithdrawalMarkCookie = `${WITHDRAWAL_MARK_COOKIE}=; Max-Age=0; ${ATTRIBUTES}`;

/** Whether the request comes right after this browser's withdrawal. */
export function cameFromWithdrawal(marks: PageMarks, request: Request): boolean {
  return marks.verify(PURPOSE, readCookie(request.headers.get('cookie'), WITHDRAWAL_MARK_COOKIE));
}
