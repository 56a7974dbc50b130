import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { createRequest } from '@remix-run/node-fetch-server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  createRequestHandler,
  redirect,
  type RouterContext,
  RouterContextProvider,
  type ServerBuild,
} from 'react-router';
import type { ViteDevServer } from 'vite';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../common/i18n/locales.ts';
import { createApiClient, type Transport } from '../web/lib/api.ts';
import type { RequestServices } from '../web/lib/request-context.ts';
import { AppError } from './lib/errors.ts';
import type { Config } from './config.ts';
import { safeReturnPath } from '../common/validation/return-path.ts';
import { linkOrigin } from './lib/link-origin.ts';
import { createPageMarks } from './lib/page-marks.ts';
import { createRenderQueue, type RenderQueue } from './lib/render-queue.ts';
import { STALE_ANSWER_HEADER } from './lib/route.ts';
import { sendError } from './plugins/errors.ts';
import { INTERNAL_REQUEST_HEADER } from './plugins/security.ts';

type HearthServerBuild = ServerBuild & {
  entry: { module: { requestServices: RouterContext<RequestServices> } };
};

export type WebOptions = { mode: 'production'; buildDirectory: string } | { mode: 'development' };

// Proxy headers travel too: the API judges the person's connection, not this process (modules/mail/mailbox-access.ts).
const FORWARDED_HEADERS = [
  'cookie',
  'accept-language',
  'user-agent',
  'forwarded',
  'x-forwarded-for',
  'x-real-ip',
] as const;

/**
 * The loaders' API transport: the Fastify app itself through app.inject, carrying the
 * member's cookies and language, never a loopback socket (DESIGN "Data flows"). Cookies the
 * API sets (sign-in, sign-out, a refresh) are collected and passed on to the page's response,
 * and carried into the later calls of the same request: the retry after a refresh (SPEC §4)
 * must use the new tokens, not the expired ones.
 */
/** What the API told a page's loaders about the database (ADR 0024), for the page's own answer. */
export interface DatabaseNotes {
  /** A call was refused for a database outage (503 SERVICE_UNAVAILABLE). */
  unavailable: boolean;
  /** A call was answered from what was kept, the database being away: the page is not fresh. */
  stale: boolean;
}

export function injectTransport(
  app: FastifyInstance,
  request: FastifyRequest,
  setCookies: string[],
  notes: DatabaseNotes,
): Transport {
  const headers: Record<string, string> = {
    [INTERNAL_REQUEST_HEADER]: app.internalRequestToken,
    'x-request-id': String(request.id),
  };
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return async ({ method, path: url, body }) => {
    const response = await app.inject({
      method,
      url,
      headers,
      // The page request's peer, not light-my-request's default of 127.0.0.1 ("unknown" is never loopback).
      remoteAddress: request.socket.remoteAddress ?? 'unknown',
      ...(method === 'GET' ? { query: (body ?? {}) as Record<string, string> } : { payload: (body ?? {}) as object }),
    });
    if (response.headers[STALE_ANSWER_HEADER]) notes.stale = true;
    if (response.statusCode === 503 && response.headers['retry-after']) notes.unavailable = true;
    const header = response.headers['set-cookie'];
    if (header) {
      const cookies = Array.isArray(header) ? header : [header];
      setCookies.push(...cookies);
      const forwarded = applySetCookies(headers.cookie, cookies);
      if (forwarded) headers.cookie = forwarded;
      else delete headers.cookie;
    }
    return { status: response.statusCode, body: response.body ? JSON.parse(response.body) : undefined };
  };
}

/**
 * A Cookie request header after a response's Set-Cookie lines, as a browser would send it
 * next: set cookies replace or join the old ones, cleared ones (Max-Age=0 or an Expires in the
 * past) leave. Undefined when no cookie is left.
 */
export function applySetCookies(cookieHeader: string | undefined, setCookies: readonly string[]): string | undefined {
  const jar = new Map<string, string>();
  for (const pair of (cookieHeader ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0) jar.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim());
  }
  for (const line of setCookies) {
    const [pair = '', ...attributes] = line.split(';');
    const separator = pair.indexOf('=');
    if (separator <= 0) continue;
    const name = pair.slice(0, separator).trim();
    const cleared = attributes.some((attribute) => {
      const [key = '', value = ''] = attribute.split('=').map((part) => part.trim());
      if (key.toLowerCase() === 'max-age') return Number(value) <= 0;
      if (key.toLowerCase() === 'expires') return Date.parse(value) <= Date.now();
      return false;
    });
    if (cleared) jar.delete(name);
    else jar.set(name, pair.slice(separator + 1).trim());
  }
  return jar.size > 0 ? [...jar].map(([name, value]) => `${name}=${value}`).join('; ') : undefined;
}

/** The language of a page path (/ja/... → ja), the default language otherwise. */
function languageOfPath(url: string): Locale {
  const first = url.split(/[/?#]/)[1];
  return isLocale(first) ? first : DEFAULT_LOCALE;
}

async function sendWebResponse(reply: FastifyReply, response: Response, setCookies: string[], stale = false) {
  reply.status(response.status);
  // Issue 13 finding 9: the pages' own cookies (language, list layout, break notices) are Secure
  // when the site is served over https, by the session cookies' rule (server/lib/auth/cookies.ts).
  const config = reply.server.config as Config | undefined;
  const secure = config?.NODE_ENV === 'production' && config.PUBLIC_URL?.startsWith('https:') === true;
  const pageCookies = response.headers
    .getSetCookie()
    .map((cookie) => (secure && !/;\s*secure\s*(;|$)/i.test(cookie) ? `${cookie}; Secure` : cookie));
  const cookies = [...pageCookies, ...setCookies];
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie') return;
    // The same return-path rule as the pages' own (issue 13 finding 1), once more at the door:
    // no path-only Location may leave as another origin (`//evil.example`).
    if (name === 'location' && (value.startsWith('/') || value.startsWith('\\'))) {
      reply.header(name, safeReturnPath(value, `/${languageOfPath(reply.request.url)}`));
      return;
    }
    reply.header(name, value);
  });
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  // Made of answers kept from before a database outage (ADR 0024): shown, never stored as fresh.
  if (stale) reply.header(STALE_ANSWER_HEADER, 'database-unavailable').header('cache-control', 'no-store');
  return reply.send(response.body ? Readable.fromWeb(response.body as never) : undefined);
}

/** A rendered page: React Router's response and the cookies its API calls set. */
export interface RenderedPage {
  response: Response;
  setCookies: string[];
  /** What the API said about the database while the page's loaders ran; absent: nothing. */
  database?: DatabaseNotes;
}

/**
 * The catch-all route of pages: every path outside /api. Each page waits for its turn in the
 * render queue (ADR 0013); a full queue is answered at once with 503, Retry-After and the
 * static busy notice, and a reader who left while waiting gets no render at all.
 */
export function servePages(
  app: FastifyInstance,
  options: {
    queue: RenderQueue;
    busyPage: string;
    render: (request: FastifyRequest, reply: FastifyReply) => Promise<RenderedPage>;
    /** Pages whose loaders mostly wait on another service: they render at once, outside the turns. */
    outsideTurns?: (url: string) => boolean;
    vite?: ViteDevServer;
  },
): void {
  const { queue, busyPage, render, outsideTurns, vite } = options;
  const sendBusy = (reply: FastifyReply) =>
    reply
      .status(503)
      .header('retry-after', '5')
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(busyPage);
  // Page requests keep their raw body: React Router reads forms itself.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      if (request.url === '/api' || request.url.startsWith('/api/')) {
        return sendError(request, reply, new AppError('ROUTE_NOT_FOUND'));
      }
      if (vite) {
        const devServer = vite;
        const handled = await new Promise<boolean>((resolve) => {
          reply.raw.once('finish', () => resolve(true));
          devServer.middlewares(request.raw, reply.raw, () => resolve(false));
        });
        if (handled) return reply.hijack();
      }
      // A graceful shutdown finishes the pages it has taken and starts no new one (server/main.ts).
      if (app.shuttingDown) return sendBusy(reply.header('connection', 'close'));
      const task = async () => (request.raw.socket?.destroyed ? undefined : render(request, reply));
      const turn = outsideTurns?.(request.url) ? queue.runNow(task) : queue.enqueue(task);
      if (!turn) {
        request.log.warn({ waiting: queue.waiting }, 'page queue full: answered 503');
        return sendBusy(reply);
      }
      const page = await turn;
      // The reader left while the page waited: nobody reads this answer.
      if (!page) return reply.status(503).send();
      // A loader met a database outage and the page could not be made without it: the same
      // busy notice as a full queue, with Retry-After, instead of the error page (ADR 0024).
      if (page.database?.unavailable && page.response.status >= 500) {
        await page.response.body?.cancel();
        return sendBusy(reply);
      }
      return sendWebResponse(reply, page.response, page.setCookies, page.database?.stale);
    },
  });
}

/**
 * The social sign-in callback's loader exchanges the code with the provider: up to two calls
 * of 10 s each when the provider is slow (server/modules/social/oauth.ts). In a turn it would
 * hold every page behind it that long, so it renders outside the turns (ADR 0013).
 */
export const waitsOnProvider = (url: string): boolean => /^\/[^/?#]+\/sns_auth_callback(?:[/?#]|$)/.test(url);

export interface WebRenderer {
  /** Registers the pages on the app: buildApp's `web`. */
  register: (app: FastifyInstance) => Promise<void>;
  /** Resolves once every page taken so far has been rendered: a graceful shutdown waits for it. */
  drained: () => Promise<void>;
}

/**
 * Serves the React Router app for every path outside /api: the production build from
 * build/, or Vite with hot reload in development. Registered last (server/app.ts).
 */
export function webRenderer(options: WebOptions): WebRenderer {
  let queue: RenderQueue | undefined;
  const register = async function web(app: FastifyInstance): Promise<void> {
    let vite: ViteDevServer | undefined;
    let loadBuild: () => Promise<HearthServerBuild>;

    if (options.mode === 'development') {
      const { createServer } = await import('vite');
      vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
      const devServer = vite;
      loadBuild = () => devServer.ssrLoadModule('virtual:react-router/server-build') as Promise<HearthServerBuild>;
      app.addHook('onClose', () => devServer.close());
    } else {
      const serverBuildFile = path.resolve(options.buildDirectory, 'server/index.js');
      const build = (await import(pathToFileURL(serverBuildFile).href)) as HearthServerBuild;
      loadBuild = async () => build;
      await app.register(fastifyStatic, {
        root: path.resolve(options.buildDirectory, 'client'),
        wildcard: false,
        decorateReply: false,
        setHeaders: (res, filePath) => {
          // Vite fingerprints everything under assets/, so it never changes.
          if (filePath.includes(`${path.sep}assets${path.sep}`)) {
            res.header('cache-control', 'public, max-age=31536000, immutable');
          } else {
            res.header('cache-control', 'public, max-age=3600');
          }
        },
      });
    }

    // One handler for the process: React Router derives its route table and matcher from the
    // build once (given a function, as in development, it derives again for every request).
    const handler = createRequestHandler(options.mode === 'development' ? loadBuild : await loadBuild(), options.mode);

    // ADR 0013: pages take turns, and a full queue is answered at once with the static notice.
    const pages = createRenderQueue({
      concurrency: app.config.PAGE_RENDER_CONCURRENCY ?? (app.dialect === 'sqlite' ? 1 : 4),
      maxWaiting: app.config.PAGE_QUEUE_LIMIT,
    });
    queue = pages;
    const busyPage = fs.readFileSync(
      options.mode === 'production'
        ? path.resolve(options.buildDirectory, 'client/busy.html')
        : path.resolve('public/busy.html'),
      'utf8',
    );

    const siteConfig = {
      siteName: app.config.SITE_NAME,
      providerName: app.config.PROVIDER_NAME,
      sisterProductName: app.config.SISTER_PRODUCT_NAME,
      sisterProductUrl: app.config.SISTER_PRODUCT_URL,
      providerUrl: app.config.PROVIDER_URL,
      socialLinks: app.config.SOCIAL_LINKS,
      publicUrl: app.config.PUBLIC_URL,
    };

    const marks = createPageMarks(app.sessionSecret, app.clock);

    /** One page: its loaders (API calls through inject) and React's render of the shell. */
    const renderPage = async (request: FastifyRequest, reply: FastifyReply): Promise<RenderedPage> => {
      const build = await loadBuild();
      const setCookies: string[] = [];
      const database: DatabaseNotes = { unavailable: false, stale: false };
      const context = new RouterContextProvider();
      const transport = injectTransport(app, request, setCookies, database);
      context.set(build.entry.module.requestServices, {
        api: createApiClient(transport, {
          // SPEC §4: a session that cannot go on signs out (the cleared cookies travel with the
          // redirect, see sendWebResponse) and goes to the root of the page's language.
          onSessionEnded: async () => {
            await transport({ method: 'POST', path: '/api/user/signout', body: {} });
            throw redirect(`/${languageOfPath(request.url)}`);
          },
        }),
        // No policy in development (Vite's inline scripts), so no nonce attribute at all.
        nonce: reply.cspNonce?.script,
        // Absolute links never follow an arbitrary Host header (issue 13, server/lib/link-origin.ts).
        siteConfig: { ...siteConfig, publicUrl: linkOrigin(app.config, request) },
        marks,
      });
      const response = await handler(createRequest(request.raw, reply.raw), context);
      return { response, setCookies, database };
    };

    servePages(app, { queue: pages, busyPage, vite, render: renderPage, outsideTurns: waitsOnProvider });
  };
  return { register, drained: () => queue?.drained() ?? Promise.resolve() };
}
