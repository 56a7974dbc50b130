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

export const authPlugin = fp(async (app: FastifyInstance) => {
  const ctx = { db: app.services.db, clock: app.services.clock, sessionSecret: app.sessionSecret };
  app.decorateRequest('viewer', null);
  app.decorateRequest('authError', null);
  app.addHook('preHandler', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = presentedToken(request);
    if (!token) {
      // The access cookie lives one day (SPEC §3.2) and the browser drops it then; the refresh
      // cookie still standing means "expired", so the client refreshes instead of looking signed out.
      if (request.cookies[REFRESH_COOKIE]) request.authError = 'TOKEN_EXPIRED';
      return;
    }
    const result = await authenticate(ctx, token);
    if ('viewer' in result) request.viewer = result.viewer;
    else request.authError = result.error;
  });
});

/**
 * Issue 32, P31: the administration console's calls refuse everyone but administrators before
 * their bodies are validated, so that a stranger cannot learn the calls' shape from 400s. The
 * viewer is usually set in preHandler, after validation; these calls ask for it earlier.
 */
export async function authenticateEarly(request: FastifyRequest): Promise<Viewer | null> {
  const token = presentedToken(request);
  if (!token) return null;
  const app = request.server;
  const result = await authenticate(
    { db: app.services.db, clock: app.services.clock, sessionSecret: app.sessionSecret },
    token,
  );
  return 'viewer' in result ? result.viewer : null;
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
