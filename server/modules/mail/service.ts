import type { Locale } from '../../../common/i18n/locales.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import type { Db, DbOrTrx } from '../../lib/context.ts';
import type { MailContext, SiteLinkContext } from './context.ts';
import { siteOrigin } from '../../lib/link-origin.ts';
import { renderMail } from './render.ts';
import { deleteMailsOf, insertMail, listMails, type StoredMail } from './repository.ts';
import type { MailTemplate, MailTemplateParams } from './templates/types.ts';

export type { MailContext, SiteLinkContext } from './context.ts';
export type {
  AccountDeletedParams,
  MailTemplate,
  MailTemplateParams,
  MarketingConsentParams,
  PasswordResetParams,
  SignupCompleteParams,
  SignupConfirmParams,
} from './templates/types.ts';

declare module '../../jobs/queue.ts' {
  interface JobPayloads {
    'mail.send': { mailId: number };
  }
}

/**
 * The mail feature's public entry (P27): other features queue mails and build links through
 * it, and the erasure of a member removes their mails through it.
 */

export interface QueuedMail<K extends MailTemplate> {
  userId?: number | null;
  to: string;
  lang: Locale;
  template: K;
  params: MailTemplateParams[K];
  /** Extra headers sent with it (List-Unsubscribe, RFC 8058); names and values on one line each. */
  headers?: Readonly<Record<string, string>>;
}

const HEADER_NAME = /^[A-Za-z][A-Za-z0-9-]*$/;

/** A header that could inject another (a line break) or replace the mail's own is a bug upstream. */
function checkedHeaders(headers: Readonly<Record<string, string>> | undefined): Record<string, string> | null {
  if (!headers || Object.keys(headers).length === 0) return null;
  const reserved = new Set(['from', 'to', 'cc', 'bcc', 'subject', 'content-type', 'date', 'message-id']);
  for (const [name, value] of Object.entries(headers)) {
    if (!HEADER_NAME.test(name) || reserved.has(name.toLowerCase()) || /[\r\n]/.test(value)) {
      throw new Error(`A mail header must be one line and not one of the mail's own: "${name}"`);
    }
  }
  return { ...headers };
}

/**
 * Puts a mail in the outbox (DECISIONS P27). Pass the caller's transaction: the mail and its
 * `mail.send` job commit or roll back with the action that causes them. The mail is rendered
 * now, in the recipient's language, so what the mailbox shows is exactly what is sent.
 */
export async function queueMail<K extends MailTemplate>(
  db: DbOrTrx,
  ctx: MailContext,
  mail: QueuedMail<K>,
): Promise<number> {
  const { subject, html, text } = renderMail(mail.template, mail.params, {
    lang: mail.lang,
    site: ctx.config.SITE_NAME,
  });
  const mailId = await insertMail(db, {
    userId: mail.userId ?? null,
    to: mail.to,
    lang: mail.lang,
    template: mail.template,
    subject,
    html,
    text,
    headers: checkedHeaders(mail.headers),
    createdAt: ctx.clock.now(),
  });
  await enqueueJob(db, { type: 'mail.send', payload: { mailId } }, ctx);
  return mailId;
}

/**
 * The absolute address of a page for a mail: `/signup/confirm?token=…` becomes
 * `<PUBLIC_URL>/<lang>/signup/confirm?token=…`. It never uses the request's Host header,
 * which a client chooses: a forged Host would put an attacker's site in a password-reset
 * mail and hand them the token (host header poisoning).
 */
export function siteLink(ctx: SiteLinkContext, lang: Locale, pathAndQuery: string): string {
  if (!pathAndQuery.startsWith('/') || pathAndQuery.startsWith('//')) {
    throw new Error(`siteLink takes a path that starts with one slash, not "${pathAndQuery}"`);
  }
  const base = siteOrigin(ctx.config);
  return `${base}/${lang}${pathAndQuery === '/' ? '' : pathAndQuery}`;
}

/** Erasure of a withdrawn member (P11): mails hold the address and the nickname, so none stays. */
export async function forgetMailsOf(db: DbOrTrx, recipient: { userId: number; address: string }): Promise<void> {
  await deleteMailsOf(db, recipient);
}

/** The local mailbox page (P27): the newest mails first, optionally to one address. */
export function listMailbox(
  ctx: { db: Db },
  query: { to?: string; pageNum: number; pageSize: number },
): Promise<{ rows: StoredMail[]; total: number }> {
  return listMails(ctx.db, {
    to: query.to,
    offset: (query.pageNum - 1) * query.pageSize,
    limit: query.pageSize,
  });
}
