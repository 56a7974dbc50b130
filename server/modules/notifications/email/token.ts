import { createHmac, timingSafeEqual } from 'node:crypto';
import { UNSUBSCRIBABLE_KINDS } from '../../../../common/contracts/notifications/mail-settings.ts';
import { AppError } from '../../../lib/errors.ts';
import { signingKey } from '../../../lib/signing-key.ts';
import type { NoticeMailKind } from './kinds.ts';

/**
 * Unsubscribe tokens of the e-mails' footers and List-Unsubscribe headers:
 * "<member id>.<kind>.<HMAC-SHA256 of both>", keyed from SESSION_SECRET for this purpose only
 * (server/lib/signing-key.ts), so no other token of the site passes as one.
 *
 * They do not expire and carry no version: a link in a mail of last year still switches that
 * kind off, which is what the person pressing it asks for. A member who switched the kind back
 * on and presses an old link switches it off again, by their own press; nothing is revived or
 * widened, as a token names one member and one kind. Rotating SESSION_SECRET voids them all.
 */
const PURPOSE = 'alarm-unsubscribe';

export interface UnsubscribeTarget {
  userId: number;
  kind: NoticeMailKind;
}

function mac(secret: string, userId: number, kind: string): string {
  return createHmac('sha256', signingKey(secret, PURPOSE)).update(`${userId}\n${kind}`).digest('base64url');
}

export function signUnsubscribeToken(secret: string, target: UnsubscribeTarget): string {
  return `${target.userId}.${target.kind}.${mac(secret, target.userId, target.kind)}`;
}

/** The member and kind a token names; 400 LINK_INVALID for anything this site did not sign. */
export function verifyUnsubscribeToken(secret: string, token: string): UnsubscribeTarget {
  const match = /^([1-9]\d{0,9})\.([A-Za-z]{1,32})\.([\w-]{43})$/.exec(token);
  const [, rawId = '', kind = '', signature = ''] = match ?? [];
  const userId = Number(rawId);
  const known = (UNSUBSCRIBABLE_KINDS as readonly string[]).includes(kind);
  if (!match || !known || !Number.isSafeInteger(userId)) throw new AppError('LINK_INVALID');
  const expected = Buffer.from(mac(secret, userId, kind));
  if (!timingSafeEqual(Buffer.from(signature), expected)) throw new AppError('LINK_INVALID');
  return { userId, kind: kind as NoticeMailKind };
}
