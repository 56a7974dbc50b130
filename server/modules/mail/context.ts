import type { Config } from '../../config.ts';
import type { ServiceContext } from '../../lib/context.ts';
import type { MailTransport } from './transport.ts';

/** What queueing a mail needs: the time, the site's name for the subject, the job's attempts. */
export type MailContext = Pick<ServiceContext, 'clock'> & {
  config: Pick<Config, 'SITE_NAME' | 'JOB_MAX_ATTEMPTS'>;
};

/** What a link in a mail needs: the public address, never the request's Host. */
export type SiteLinkContext = { config: Pick<Config, 'PUBLIC_URL' | 'PORT'> & { HOST?: string } };

/** The `mail.send` job's parts (P27). */
export type DeliveryContext = Pick<ServiceContext, 'db' | 'clock' | 'log'> & {
  from: string;
  /** Absent without SMTP_URL: mails stay in the outbox for the local mailbox page (P27). */
  transport?: MailTransport;
};
