import type { FastifyInstance } from 'fastify';
import { deliverMail } from './delivery.ts';
import { mailboxRoutes } from './routes.ts';
import { smtpTransport } from './transport.ts';

/**
 * E-mail (DECISIONS P27): the `mail.send` job that delivers what queueMail() put in the
 * outbox, through SMTP_URL or, without it, into the local mailbox; and the mailbox API.
 */
export async function mailPlugin(app: FastifyInstance): Promise<void> {
  const transport = app.config.SMTP_URL ? smtpTransport(app.config.SMTP_URL) : undefined;
  const log = app.log.child({ component: 'mail' });
  app.jobs.register('mail.send', (payload, job) =>
    deliverMail({ db: app.db, clock: app.clock, log, from: app.config.MAIL_FROM, transport }, payload.mailId, job),
  );
  await app.register(mailboxRoutes);
}
