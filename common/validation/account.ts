import { longerThan } from './length.ts';

/**
 * The account rules of SPEC §5 and §9, written once: the server's contracts build their zod
 * schemas from them and the web's forms check the same rules while the member types, so both
 * name the same SPEC §5 message key for the same mistake.
 */

export const PASSWORD_MIN_LENGTH = 6;
/** DECISIONS P6: a ceiling keeps hashing cost bounded. */
export const PASSWORD_MAX_LENGTH = 128;
export const NICKNAME_MIN_LENGTH = 2;
export const NICKNAME_MAX_LENGTH = 12;
/** RFC 5321's limit for a whole address. */
export const EMAIL_MAX_LENGTH = 254;

/** SPEC §9: confirmation and reset links live 24 hours; withdrawn e-mails and nicknames wait 30 days. */
export const EMAIL_LINK_HOURS = 24;
export const REJOIN_WAIT_DAYS = 30;

/**
 * SPEC §5: letters, digits, underscore, dot and hyphen before the @, then a domain of one or
 * two dotted parts after its first label (example.com, mail.example.co.kr).
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9_.-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+){1,2}$/;

/**
 * SPEC §5: Korean letters (syllables and jamo), Latin letters and digits, nothing else: no
 * spaces, no emoji, no punctuation.
 */
export const NICKNAME_PATTERN = /^[0-9A-Za-z\u1100-\u11FF\u3131-\u318E\uAC00-\uD7A3]+$/;

/** Nicknames count characters as a member sees them (an emoji is one, not two UTF-16 units). */
export function nicknameLength(value: string): number {
  return [...value].length;
}

/** SPEC §5 "input is cut at 12": what the field keeps of what was typed or pasted. */
export function cutNickname(value: string): string {
  return [...value].slice(0, NICKNAME_MAX_LENGTH).join('');
}

/** SPEC §5 "text inputs may trim and lowercase": e-mail addresses are compared this way. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export type EmailIssue = 'idPlz' | 'emailFormat';
export type PasswordIssue = 'passwordPlz' | 'passwordLength' | 'passwordMaxLength';
export type NicknameIssue = 'nicknamePlz' | 'nicknameMinLength' | 'nicknameMaxLength' | 'nicknameFormat';

export function emailIssue(value: string): EmailIssue | undefined {
  const email = value.trim();
  if (email === '') return 'idPlz';
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) return 'emailFormat';
  return undefined;
}

/**
 * Signing in names an account that exists, so only presence and the address ceiling are
 * checked: accounts made by a provider keep the provider's address (a+tag@gmail.com), which
 * the sign-up format of emailIssue would refuse.
 */
export function signinIdIssue(value: string): EmailIssue | undefined {
  const id = value.trim();
  if (id === '') return 'idPlz';
  return longerThan(id, EMAIL_MAX_LENGTH) ? 'emailFormat' : undefined;
}

export function passwordIssue(value: string): PasswordIssue | undefined {
  if (value === '') return 'passwordPlz';
  if (value.length < PASSWORD_MIN_LENGTH) return 'passwordLength';
  if (value.length > PASSWORD_MAX_LENGTH) return 'passwordMaxLength';
  return undefined;
}

/**
 * A password that is proved, not chosen (sign-in, the current one in My Zone): any stored
 * password's length passes, up to the hashing ceiling of P6 (answered as the generic
 * `field.tooLong` with {{maximum}}, as the API always has).
 */
export function currentPasswordIssue(value: string): 'passwordPlz' | 'field.tooLong' | undefined {
  if (value === '') return 'passwordPlz';
  return longerThan(value, PASSWORD_MAX_LENGTH) ? 'field.tooLong' : undefined;
}

export function nicknameIssue(value: string): NicknameIssue | undefined {
  if (value === '') return 'nicknamePlz';
  // More than two UTF-16 units per allowed character is too long whatever it holds: not spread.
  if (value.length > NICKNAME_MAX_LENGTH * 2) return 'nicknameMaxLength';
  const length = nicknameLength(value);
  if (length < NICKNAME_MIN_LENGTH) return 'nicknameMinLength';
  if (length > NICKNAME_MAX_LENGTH) return 'nicknameMaxLength';
  if (!NICKNAME_PATTERN.test(value)) return 'nicknameFormat';
  return undefined;
}

/** SPEC §5 step 2: a job must be chosen, and JOB_NONE means none was. */
export function jobIssue(jobKey: string | undefined): 'jobPlz' | undefined {
  return !jobKey || jobKey === 'JOB_NONE' || jobKey === 'JOB_ADMIN' ? 'jobPlz' : undefined;
}

/** SPEC §5 step 1: the privacy and terms agreement is required; marketing consent is not. */
export function privacyIssue(agreed: boolean): 'privacyPlz' | undefined {
  return agreed ? undefined : 'privacyPlz';
}

/** Jobs a member may pick: every job code but "not selected" and the administrators' own. */
export function isSelectableJob(jobKey: string): boolean {
  return jobIssue(jobKey) === undefined;
}

/** Social providers of DECISIONS P10; Naver and Kakao show only in ko (SPEC §2.2). */
export const SNS_TYPES = ['google', 'facebook', 'naver', 'kakao'] as const;
export type SnsType = (typeof SNS_TYPES)[number];
export const KOREAN_ONLY_SNS: readonly SnsType[] = ['naver', 'kakao'];

/** Reasons a member may give when leaving (SPEC §2.2 "reasons survey"). */
export const WITHDRAW_REASONS = [
  'rarelyUsed',
  'notUseful',
  'tooManyMails',
  'privacy',
  'otherAccount',
  'other',
] as const;
export type WithdrawReason = (typeof WITHDRAW_REASONS)[number];
export const WITHDRAW_COMMENT_MAX_LENGTH = 500;

/** SPEC §2.2 "reasons survey": at least one reason. */
export function withdrawReasonsIssue(reasons: readonly string[]): 'withdrawReasonPlz' | undefined {
  return reasons.length === 0 ? 'withdrawReasonPlz' : undefined;
}

/** The optional comment, trimmed, of at most 500 characters (the generic `field.tooLong` with {{maximum}}). */
export function withdrawCommentIssue(comment: string): 'field.tooLong' | undefined {
  return longerThan(comment.trim(), WITHDRAW_COMMENT_MAX_LENGTH) ? 'field.tooLong' : undefined;
}

/** SPEC §5: withdrawal requires ticking the disclaimer. */
export function disclaimerIssue(agreed: boolean): 'disclaimerPlz' | undefined {
  return agreed ? undefined : 'disclaimerPlz';
}

/**
 * `redirectUrl` of SPEC §2.1, kept to this site's own paths (issue 3: "same-site paths only"):
 * the one rule of return-path.ts (issue 13 finding 1).
 */
export { safeReturnPath as safeRedirectPath } from './return-path.ts';
