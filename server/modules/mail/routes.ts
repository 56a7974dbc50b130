import type { FastifyInstance } from 'fastify';
import { mailboxList } from '../../../common/contracts/accounts.ts';
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
  app.addHook('onRequest', async (request) => {
    if (!enabled || !isLocalPeer(request)) throw new AppError('ROUTE_NOT_FOUND');
  });

  route(app, mailboxList, async (body) => {
    const { rows, total } = await listMailbox(app.services, body);
    return { rows: rows.map(presentMailboxMail), total };
  });
}
