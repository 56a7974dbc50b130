import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as entry from '../../entry.server.tsx';
import { createApiClient } from '../../lib/api.ts';
import * as root from '../../root.tsx';

/**
 * The document request path of the real server entry and root module, with one extra route
 * whose loader fails: no such route may exist in production, so it lives only in this build.
 */
function buildWithFailingLoader(): ServerBuild {
  const failing = {
    loader: () => {
      throw new Error('connection to the database was lost');
    },
    default: () => null,
  };
  const entryRoute = (id: string, extra: { path: string; parentId?: string; hasErrorBoundary: boolean }) => ({
    id,
    module: `/${id}.js`,
    clientActionModule: undefined,
    clientLoaderModule: undefined,
    clientMiddlewareModule: undefined,
    hydrateFallbackModule: undefined,
    imports: [],
    css: [],
    hasAction: false,
    hasLoader: true,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasDefaultExport: true,
    ...extra,
  });
  const build: ServerBuild = {
    entry: { module: entry },
    routes: {
      root: { id: 'root', path: '', module: root as never },
      failing: { id: 'failing', parentId: 'root', path: ':lang/failing', module: failing as never },
    },
    assets: {
      entry: { imports: [], module: '/entry.client.js' },
      routes: {
        root: entryRoute('root', { path: '', hasErrorBoundary: true }),
        failing: entryRoute('failing', { parentId: 'root', path: ':lang/failing', hasErrorBoundary: false }),
      },
      url: '/manifest.js',
      version: 'test',
    },
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    future: {} as ServerBuild['future'],
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  };
  return build;
}

async function get(path: string) {
  const context = new RouterContextProvider();
  context.set(entry.requestServices, {
    api: createApiClient(async () => ({ status: 500, body: undefined })),
    nonce: 'test-nonce',
    siteConfig: {
      siteName: 'Hearth',
      providerName: 'Acme',
      sisterProductName: 'Heat',
      sisterProductUrl: 'https://heat.example',
      providerUrl: 'https://acme.example',
      socialLinks: [],
    },
    marks: { issue: () => '', verify: () => false },
  });
  const handler = createRequestHandler(buildWithFailingLoader(), 'production');
  const response = await handler(new Request(`http://hearth.test${path}`), context);
  return { status: response.status, html: await response.text() };
}

describe('an unknown error in a loader (SPEC §2.1 "unknown middleware gives a 500")', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers HTTP 500 with the 500 page in the language of the URL, leaking nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { status, html } = await get('/ja/failing');
    expect(status).toBe(500);
    expect(html).toContain('<html lang="ja">');
    expect(html).toContain('一時的なエラーが発生しました');
    expect(html).toContain('<title>一時的なエラーが発生しました | Hearth</title>');
    expect(html).toContain('href="/ja"');
    expect(html).toContain('burnt-loaf__smoke');
    expect(html).not.toContain('connection to the database was lost');
  });
});
