/** Parameters of each mail (SPEC §3.6, issue 3 item 10). Links are absolute, built with siteLink(). */
export interface SignupConfirmParams {
  nickName: string;
  link: string;
}

export interface SignupCompleteParams {
  nickName: string;
  link: string;
}

export interface PasswordResetParams {
  nickName: string;
  link: string;
}

export interface AccountDeletedParams {
  nickName: string;
  /** ISO 8601: the day the personal data is erased (30 days after the withdrawal, P11). */
  erasedAt: string;
}

export interface MarketingConsentParams {
  nickName: string;
  /** ISO 8601: when the member agreed; the mail is the proof of that consent. */
  agreedAt: string;
  /** Where the member can withdraw the consent. */
  link: string;
}

/**
 * A notification e-mail about one event (issue 29, SPEC §3.6): who did what on which post.
 * `unsubscribeLink` switches this kind of e-mail off (the footer's link).
 */
export interface AlarmEventParams {
  nickName: string;
  /** The member who replied or posted. */
  actorName: string;
  postTitle: string;
  /** Plain text: the reply's or the post's beginning; null when there is none to show. */
  excerpt: string | null;
  link: string;
  unsubscribeLink: string;
}

/** Several events about one post within the hour, in one e-mail (issue 29: one per post per hour). */
export interface AlarmDigestParams {
  nickName: string;
  postTitle: string;
  count: number;
  link: string;
  unsubscribeLink: string;
}

/** A brochure application (P32), to the operator: every field as the member typed it, plain text. */
export interface BrochureRequestParams {
  company: string;
  name: string;
  email: string;
  phone: string | null;
  interest: string;
  /** The member who applied and the page language they used. */
  memberName: string;
  memberLang: string;
  /** The member's profile page. */
  memberLink: string;
  /** ISO 8601: when they applied and agreed to be contacted. */
  appliedAt: string;
}

export interface MailTemplateParams {
  signupConfirm: SignupConfirmParams;
  signupComplete: SignupCompleteParams;
  passwordReset: PasswordResetParams;
  accountDeleted: AccountDeletedParams;
  marketingConsent: MarketingConsentParams;
  alarmReplyOnMyPost: AlarmEventParams;
  alarmReplyOnMyReply: AlarmEventParams;
  alarmReplyOnFollowedPost: AlarmEventParams;
  alarmNewPostByFollowed: AlarmEventParams;
  alarmDigest: AlarmDigestParams;
  brochureRequest: BrochureRequestParams;
}

export type MailTemplate = keyof MailTemplateParams;

export const MAIL_TEMPLATES = [
  'signupConfirm',
  'signupComplete',
  'passwordReset',
  'accountDeleted',
  'marketingConsent',
  'alarmReplyOnMyPost',
  'alarmReplyOnMyReply',
  'alarmReplyOnFollowedPost',
  'alarmNewPostByFollowed',
  'alarmDigest',
  'brochureRequest',
] as const satisfies readonly MailTemplate[];

/**
 * What one mail says in one language. Every field is plain text: the layout escapes it for
 * HTML, so a nickname can never become markup.
 */
export interface MailContent {
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** A quieter line under the button ("ignore this if you did not ask"). */
  note?: string;
  /** A quoted excerpt under the paragraphs (a reply's words), plain text. */
  quote?: string | undefined;
  /** Why the recipient got this mail. */
  footer: string;
  /** The footer's link that stops this kind of mail (notification e-mails). */
  unsubscribe?: { label: string; url: string };
}

/** What texts need besides their parameters: the site name and the mail's date formats. */
export interface MailTextContext {
  site: string;
  dateTime(iso: string): string;
  date(iso: string): string;
}

export type MailTexts = {
  [K in MailTemplate]: (params: MailTemplateParams[K], context: MailTextContext) => MailContent;
} & {
  /** Shown above the raw link, for mail programs that do not show the button. */
  linkFallback: string;
  signature: (site: string) => string;
};
