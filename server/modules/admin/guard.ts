import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { authenticateEarly } from '../../plugins/auth.ts';

/**
 * P31: for everyone but administrators the console does not exist. Every admin call of the
 * scope answers NOT_FOUND to visitors, members and banned administrators (whose sessions
 * accounts ended, P12) before its body is validated.
 */
export function refuseNonAdministrators(scope: FastifyInstance): void {
  scope.addHook('preValidation', async (request) => {
    await authenticateEarly(request);
    if (!request.viewer?.admin) throw new AppError('NOT_FOUND');
  });
}
