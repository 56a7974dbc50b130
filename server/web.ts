import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { createRequest } from '@remix-run/node-fetch-server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type RouterContext, RouterContextProvider, type ServerBuild } from 'react-router';
import type { ViteDevServer } from 'vite';
import { createApiClient, type Transport } from '../web/lib/api.ts';
import type { RequestServices } from '../web/lib/request-context.ts';
import { AppError } from './lib/errors.ts';
import { sendError } from './plugins/errors.ts';
import { INTERNAL_REQUEST_HEADER } from './plugins/security.ts';

type HearthServerBuild = ServerBuild & {
  entry: { module: { requestServices: RouterContext<RequestServices> } };
};

export type WebOptions = { mode: 'production'; buildDirectory: string } | { mode: 'development' };

const FORWARDED_HEADERS = ['cookie', 'accept-language', 'user-agent'] as const;

/**
 * The loaders' API transport: the Fastify app itself through app.inject, carrying the
 * member's cookies and language, never a loopback socket (DESIGN "Data flows"). Cookies the
 * API sets (sign-in, sign-out) are collected and passed on to the page's response.
 */
function injectTransport(app: FastifyInstance, request: FastifyRequest, setCookies: string[]): Transport {
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
      ...(method === 'GET' ? { query: (body ?? {}) as Record<string, string> } : { payload: (body ?? {}) as object }),
    });
    const cookies = response.headers['set-cookie'];
    if (cookies) setCookies.push(...(Array.isArray(cookies) ? cookies : [cookies]));
    return { status: response.statusCode, body: response.body ? JSON.parse(response.body) : undefined };
  };
}

async function sendWebResponse(reply: FastifyReply, response: Response, setCookies: string[]) {
  reply.status(response.status);
  const cookies = [...response.headers.getSetCookie(), ...setCookies];
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') reply.header(name, value);
  });
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  return reply.send(response.body ? Readable.fromWeb(response.body as never) : undefined);
}

/**
 * Serves the React Router app for every path outside /api: the production build from
 * build/, or Vite with hot reload in development. Registered last (server/app.ts).
 */
export function webRenderer(options: WebOptions) {
  return async function web(app: FastifyInstance): Promise<void> {
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

    const siteConfig = {
      siteName: app.config.SITE_NAME,
      providerName: app.config.PROVIDER_NAME,
      sisterProductName: app.config.SISTER_PRODUCT_NAME,
      sisterProductUrl: app.config.SISTER_PRODUCT_URL,
      providerUrl: app.config.PROVIDER_URL,
      socialLinks: app.config.SOCIAL_LINKS,
      publicUrl: app.config.PUBLIC_URL,
    };

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
        const build = await loadBuild();
        const setCookies: string[] = [];
        const context = new RouterContextProvider();
        context.set(build.entry.module.requestServices, {
          api: createApiClient(injectTransport(app, request, setCookies)),
          // No policy in development (Vite's inline scripts), so no nonce attribute at all.
          nonce: reply.cspNonce?.script,
          siteConfig,
        });
        const handler = createRequestHandler(build, options.mode);
        const response = await handler(createRequest(request.raw, reply.raw), context);
        return sendWebResponse(reply, response, setCookies);
      },
    });
  };
}
