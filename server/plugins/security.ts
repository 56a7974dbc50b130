import { randomBytes } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Header value that marks a request made by the web renderer through app.inject. */
    internalRequestToken: string;
  }
}

export const INTERNAL_REQUEST_HEADER = 'x-hearth-internal';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface SecurityOptions {
  /** Served over HTTPS (PUBLIC_URL is https://): HSTS and upgrade-insecure-requests apply. */
  https: boolean;
  /** Vite's dev server injects inline scripts (HMR, React refresh) that carry no nonce. */
  development: boolean;
  publicOrigin?: string;
}

function requestOrigin(request: FastifyRequest, publicOrigin?: string): string {
  return publicOrigin ?? `${request.protocol}://${request.host}`;
}

/**
 * Security headers (DESIGN "Security baseline") and the same-origin rule for state-changing
 * requests that carry cookies: a cookie-authenticated POST from another site (CSRF) is refused
 * before any route runs. Bearer-token clients send no cookie and are not affected.
 */
export const securityPlugin = fp(async (app: FastifyInstance, options: SecurityOptions) => {
  app.decorate('internalRequestToken', randomBytes(24).toString('hex'));

  await app.register(helmet, {
    enableCSPNonces: !options.development,
    contentSecurityPolicy: options.development
      ? false
      : {
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", "'strict-dynamic'"],
            // Radix positions popovers with inline style attributes and its scroll lock injects
            // a <style> element. Helmet adds the nonce to style-src, and a nonce makes browsers
            // ignore 'unsafe-inline' there, so elements and attributes get their own directives.
            // Inline CSS cannot run script; member HTML is sanitized on the server (P15).
            styleSrc: ["'self'"],
            styleSrcElem: ["'self'", "'unsafe-inline'"],
            styleSrcAttr: ["'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'blob:'],
            fontSrc: ["'self'", 'data:'],
            connectSrc: ["'self'"],
            frameSrc: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
            frameAncestors: ["'none'"],
            formAction: ["'self'"],
            baseUri: ["'self'"],
            objectSrc: ["'none'"],
            upgradeInsecureRequests: options.https ? [] : null,
          },
        },
    hsts: options.https ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.headers[INTERNAL_REQUEST_HEADER] === app.internalRequestToken) return;
    if (!request.headers.cookie) return;
    const site = request.headers['sec-fetch-site'];
    if (site === 'same-origin' || site === 'none') return;
    const origin = request.headers.origin;
    if (origin && origin === requestOrigin(request, options.publicOrigin)) return;
    throw new AppError('CROSS_ORIGIN_REQUEST');
  });
});
