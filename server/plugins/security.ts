import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { AppError } from '../lib/errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Header value that marks a request made by the web renderer through app.inject. */
    internalRequestToken: string;
  }
  interface FastifyReply {
    /** This response's CSP nonces; absent on API responses and in development. */
    cspNonce?: { script: string; style: string };
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

/** JSON answers and probes: nothing in them is a page, so their policy allows nothing. */
function isApiPath(url: string): boolean {
  return url.startsWith('/api/') || url === '/api' || url.startsWith('/healthz') || url.startsWith('/readyz');
}

const nonces = new WeakMap<ServerResponse, { script: string; style: string }>();
const nonceOf = (kind: 'script' | 'style') => (_request: unknown, response: ServerResponse) =>
  `'nonce-${nonces.get(response)?.[kind] ?? ''}'`;

/**
 * Security headers (DESIGN "Security baseline", ADR 0005) and the same-origin rule for
 * state-changing requests that carry cookies: a cookie-authenticated POST from another site
 * (CSRF) is refused before any route runs. Bearer-token clients send no cookie and are not
 * affected.
 *
 * Both header sets are built once, at start: pages read their nonces through functions in
 * the policy (helmet's own way), so a request costs the headers' setHeader calls only.
 */
export const securityPlugin = fp(async (app: FastifyInstance, options: SecurityOptions) => {
  app.decorate('internalRequestToken', randomBytes(24).toString('hex'));
  app.decorateReply('cspNonce', undefined);

  const common: HelmetOptions = {
    hsts: options.https ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  };
  const upgradeInsecureRequests = options.https ? [] : null;
  const pageHeaders = helmet({
    ...common,
    contentSecurityPolicy: options.development
      ? false
      : {
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", "'strict-dynamic'", nonceOf('script')],
            // Radix positions popovers with inline style attributes and its scroll lock injects
            // a <style> element. A nonce makes browsers ignore 'unsafe-inline' in style-src, so
            // elements and attributes get their own directives. Inline CSS cannot run script;
            // member HTML is sanitized on the server (P15).
            styleSrc: ["'self'", nonceOf('style')],
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
            upgradeInsecureRequests,
          },
        },
  });
  const apiHeaders = helmet({
    ...common,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], upgradeInsecureRequests },
    },
  });

  // Helmet's middlewares are synchronous and throw on a bad option, which they did at start.
  const headersSet = () => {};
  app.addHook('onRequest', async (request, reply) => {
    if (isApiPath(request.url)) return apiHeaders(request.raw, reply.raw, headersSet);
    if (!options.development) {
      const random = randomBytes(32).toString('hex');
      reply.cspNonce = { script: random.slice(0, 32), style: random.slice(32) };
      nonces.set(reply.raw, reply.cspNonce);
    }
    pageHeaders(request.raw, reply.raw, headersSet);
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
