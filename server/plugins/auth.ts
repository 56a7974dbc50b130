import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { authenticate } from '../lib/auth/authenticate.ts';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../lib/auth/cookies.ts';
import { AppError } from '../lib/errors.ts';
import type { Viewer } from '../lib/viewer.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member, or null for a visitor (DESIGN "Data flows": the auth plugin sets it). */
    viewer: Viewer | null;
    /** Why a presented token was refused; member-only calls answer with it (SPEC §4 token rules). */
    authError: 'TOKEN_EXPIRED' | 'TOKEN_INVALID' | null;
  }
}

/** DECISIONS P7: API clients send a Bearer token; the web sends the HttpOnly cookie. */
function presentedToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header === 'string' && header.startsWith('Bearer ')) return header.slice('Bearer '.length).trim();
  return request.cookies[ACCESS_COOKIE] || undefined;
}

/** Requests already authenticated (authenticateEarly): the preHandler does not ask twice. */
const authenticated = new WeakSet<FastifyRequest>();

/** Sets request.viewer or request.authError from the presented token, once per request. */
async function authenticateRequest(request: FastifyRequest): Promise<void> {
  if (authenticated.has(request)) return;
  authenticated.add(request);
  const app = request.server;
  const token = presentedToken(request);
  if (!token) {
    // The access cookie lives one day (SPEC §3.2) and the browser drops it then; the refresh
    // cookie still standing means "expired", so the client refreshes instead of looking signed out.
    if (request.cookies[REFRESH_COOKIE]) request.authError = 'TOKEN_EXPIRED';
    return;
  }
  const result = await authenticate(
    { db: app.services.db, clock: app.services.clock, sessionSecret: app.sessionSecret },
    token,
  );
  if ('viewer' in result) request.viewer = result.viewer;
  else request.authError = result.error;
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('viewer', null);
  app.decorateRequest('authError', null);
  app.addHook('preHandler', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    await authenticateRequest(request);
  });
});

/**
 * Authentication before the body is validated, for a scope whose calls must not exist for
 * some viewers whatever they send (P31: the administration's calls answer everyone else 404,
 * never a 400 that tells the call is there). Other calls are authenticated in preHandler.
 */
export async function authenticateEarly(request: FastifyRequest): Promise<void> {
  await authenticateRequest(request);
}

/**
 * P31: for everyone but administrators the console does not exist. Every call of the scope
 * answers NOT_FOUND to visitors, members and banned administrators (whose sessions accounts
 * ended, P12) before its body is validated, so a malformed call tells a stranger nothing either.
 */
export function refuseNonAdministrators(scope: FastifyInstance): void {
  scope.addHook('preValidation', async (request) => {
    await authenticateEarly(request);
    if (!request.viewer?.admin) throw new AppError('NOT_FOUND');
  });
}

/**
 * The administrator a console call acts as. The scope's guard (refuseNonAdministrators) has let
 * only administrators through; this says so to the types, and answers NOT_FOUND were a route
 * ever registered outside such a scope.
 */
export function consoleAdministrator(request: FastifyRequest): Viewer {
  const viewer = request.viewer;
  if (!viewer?.admin) throw new AppError('NOT_FOUND');
  return viewer;
}

/** For member-only calls: the viewer, or the error the client's token rules act on (SPEC §4, §8). */
export function requireViewer(request: FastifyRequest): Viewer {
  if (request.viewer) return request.viewer;
  throw new AppError(request.authError ?? 'LOGIN_REQUIRED');
}

export function requireAdmin(request: FastifyRequest): Viewer {
  const viewer = requireViewer(request);
  if (!viewer.admin) throw new AppError('FORBIDDEN');
  return viewer;
}
