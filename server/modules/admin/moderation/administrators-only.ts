import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../lib/errors.ts';
import type { Viewer } from '../../../lib/viewer.ts';

/** The administrator a console call acts as (the scope's guard, refuseNonAdministrators, lets only them through). */
export function administrator(request: FastifyRequest): Viewer {
  const viewer = request.viewer;
  if (!viewer?.admin) throw new AppError('NOT_FOUND');
  return viewer;
}
