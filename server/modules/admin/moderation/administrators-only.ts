import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticate } from '../../../lib/auth/authenticate.ts';
import { ACCESS_COOKIE } from '../../../lib/auth/cookies.ts';
import type { ServiceContext } from '../../../lib/context.ts';
import { AppError } from '../../../lib/errors.ts';
import type { Viewer } from '../../../lib/viewer.ts';

/**
 * P31: for everyone but administrators the console's calls do not exist. The scope's
 * preValidation authenticates the request itself (the auth plugin's preHandler comes after the
 * body's validation), so a visitor's or member's malformed body is answered 404 too, never a
 * 400 that would tell the call exists. A banned administrator has no session: a visitor.
 */
export function refuseAllButAdministrators(
  scope: FastifyInstance,
  context: Pick<ServiceContext, 'db' | 'clock'> & { sessionSecret: string },
): void {
  scope.addHook('preValidation', async (request) => {
    const header = request.headers.authorization;
    const token =
      typeof header === 'string' && header.startsWith('Bearer ')
        ? header.slice('Bearer '.length).trim()
        : request.cookies[ACCESS_COOKIE] || undefined;
    const result = token ? await authenticate(context, token) : undefined;
    if (!result || !('viewer' in result) || !result.viewer.admin) throw new AppError('NOT_FOUND');
    request.viewer = result.viewer;
  });
}

/** The administrator a console call acts as (the scope's hook let only them through). */
export function administrator(request: FastifyRequest): Viewer {
  const viewer = request.viewer;
  if (!viewer?.admin) throw new AppError('NOT_FOUND');
  return viewer;
}
