import type { FastifyInstance } from 'fastify';
import type { DeliveryContext } from './context.ts';
import { deliverMail } from './delivery.ts';
import { mailboxRoutes } from './routes.ts';
import { smtpTransport } from './transport.ts';

/**
 * E-mail (DECISIONS P27): the `mail.send` job that delivers what queueMail() put in the
 * outbox, through SMTP_URL or, without it, into the local mailbox; and the mailbox API.
 */
export async function mailPlugin(app: FastifyInstance): Promise<void> {
  const transport = app.config.SMTP_URL ? smtpTransport(app.config.SMTP_URL) : undefined;
  const delivery: DeliveryContext = {
    db: app.services.db,
    clock: app.services.clock,
    log: app.log.child({ component: 'mail' }),
    from: app.config.MAIL_FROM,
    transport,
  };
  app.jobs.register('mail.send', (payload, job) => deliverMail(delivery, payload.mailId, job));
  await app.register(mailboxRoutes);
}
