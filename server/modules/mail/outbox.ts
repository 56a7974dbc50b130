import type { Kysely } from 'kysely';
import type { Locale } from '../../../common/i18n/locales.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import type { Clock } from '../../lib/clock.ts';
import { renderMail } from './render.ts';
import { insertMail } from './repository.ts';
import type { MailTemplate, MailTemplateParams } from './templates/types.ts';

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

/** What the outbox needs from the app (a FastifyInstance fits). */
export interface MailContext {
  clock: Clock;
  config: Pick<Config, 'SITE_NAME' | 'JOB_MAX_ATTEMPTS'>;
}

export interface QueuedMail<K extends MailTemplate> {
  userId?: number | null;
  to: string;
  lang: Locale;
  template: K;
  params: MailTemplateParams[K];
}

/**
 * Puts a mail in the outbox (DECISIONS P27). Pass the caller's transaction: the mail and its
 * `mail.send` job commit or roll back with the action that causes them. The mail is rendered
 * now, in the recipient's language, so what the mailbox shows is exactly what is sent.
 */
export async function queueMail<K extends MailTemplate>(
  db: Kysely<Database>,
  app: MailContext,
  mail: QueuedMail<K>,
): Promise<number> {
  const { subject, html, text } = renderMail(mail.template, mail.params, {
    lang: mail.lang,
    site: app.config.SITE_NAME,
  });
  const mailId = await insertMail(db, {
    userId: mail.userId ?? null,
    to: mail.to,
    lang: mail.lang,
    template: mail.template,
    subject,
    html,
    text,
    createdAt: app.clock.now(),
  });
  await enqueueJob(db, { type: 'mail.send', payload: { mailId } }, app);
  return mailId;
}

/**
 * The absolute address of a page for a mail: `/signup/confirm?token=…` becomes
 * `<PUBLIC_URL>/<lang>/signup/confirm?token=…`. It never uses the request's Host header,
 * which a client chooses: a forged Host would put an attacker's site in a password-reset
 * mail and hand them the token (host header poisoning).
 */
export function siteLink(
  app: { config: Pick<Config, 'PUBLIC_URL' | 'PORT'> },
  lang: Locale,
  pathAndQuery: string,
): string {
  if (!pathAndQuery.startsWith('/') || pathAndQuery.startsWith('//')) {
    throw new Error(`siteLink takes a path that starts with one slash, not "${pathAndQuery}"`);
  }
  const base = (app.config.PUBLIC_URL ?? `http://localhost:${app.config.PORT}`).replace(/\/+$/, '');
  return `${base}/${lang}${pathAndQuery === '/' ? '' : pathAndQuery}`;
}
