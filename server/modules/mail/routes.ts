import type { FastifyInstance } from 'fastify';
import { mailboxList } from '../../../common/contracts/mail.ts';
import { AppError } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import { isLocalPeer, mailboxEnabled } from './mailbox-access.ts';
import { presentMailboxMail } from './presenter.ts';
import { listMailbox } from './service.ts';

/**
 * The local mailbox API (P27). Registered in its own encapsulated context so that its
 * gate runs before body validation: a refused caller gets the 404 of an unknown path and
 * cannot tell that the route exists.
 */
export async function mailboxRoutes(app: FastifyInstance): Promise<void> {
  const enabled = mailboxEnabled(app.config);
  if (enabled && app.config.NODE_ENV === 'production') {
    app.log.warn(
      'DEV_MAILBOX=on: THE LOCAL MAILBOX IS SERVED IN PRODUCTION. It shows every sign-up and password-reset link ' +
        'to a visitor on this machine; anyone reaching the site through a local proxy can take over accounts. ' +
        'Turn it off (unset DEV_MAILBOX) on any site reachable from the Internet.',
    );
  }
  app.addHook('onRequest', async (request) => {
    if (!enabled || !isLocalPeer(request)) throw new AppError('ROUTE_NOT_FOUND');
  });

  route(app, mailboxList, async (body) => {
    const { rows, total } = await listMailbox(app.services, body);
    return { rows: rows.map(presentMailboxMail), total };
  });
}
