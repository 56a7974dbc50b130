import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { createRenderQueue } from './lib/render-queue.ts';
import { applySetCookies, servePages, waitsOnProvider } from './web.ts';

describe('the cookies the web renderer forwards to later API calls of one request', () => {
  it('replaces refreshed cookies and keeps the others', () => {
    expect(
      applySetCookies('i18n_redirected=ko; hearth_at=old; hearth_rt=r1', [
        'hearth_at=new; Max-Age=86400; Path=/; HttpOnly; SameSite=Lax',
        'hearth_rt=r2; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax',
      ]),
    ).toBe('i18n_redirected=ko; hearth_at=new; hearth_rt=r2');
  });

  it('adds cookies set for the first time (a sign-in)', () => {
    expect(applySetCookies(undefined, ['hearth_at=a; Path=/', 'hearth_rt=b; Path=/'])).toBe('hearth_at=a; hearth_rt=b');
  });

  it('drops cleared cookies, by Max-Age=0 or an Expires in the past', () => {
    expect(
      applySetCookies('hearth_at=a; hearth_rt=b; i18n_redirected=ja', [
        'hearth_at=; Max-Age=0; Path=/',
        'hearth_rt=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/',
      ]),
    ).toBe('i18n_redirected=ja');
    expect(applySetCookies('hearth_at=a', ['hearth_at=; Max-Age=0'])).toBeUndefined();
  });
});

describe('the page route under load (ADR 0013)', () => {
  const BUSY_PAGE = '<!doctype html><title>busy</title>';

  /** A page route whose renders wait until the test lets them finish, one at a time. */
  async function heldPages(
    options: { concurrency: number; maxWaiting: number },
    outsideTurns?: (url: string) => boolean,
  ) {
    const started: string[] = [];
    const releases: Array<() => void> = [];
    const app = Fastify();
    app.decorate('shuttingDown', false);
    const queue = createRenderQueue(options);
    // Each request's connection, to know when a reader has gone.
    const closed: Array<Promise<void>> = [];
    app.addHook('onRequest', async (request) => {
      closed.push(new Promise((resolve) => request.raw.socket.once('close', () => resolve())));
    });
    servePages(app, {
      queue,
      busyPage: BUSY_PAGE,
      render: async (request) => {
        started.push(request.url);
        await new Promise<void>((resolve) => releases.push(resolve));
        return { response: new Response(`page ${request.url}`, { status: 200 }), setCookies: ['a=1; Path=/'] };
      },
      outsideTurns,
    });
    await app.ready();
    /** Resolves once `count` renders have started. */
    const until = async (condition: () => boolean) => {
      while (!condition()) await new Promise((resolve) => setImmediate(resolve));
    };
    const startedCount = (count: number) => until(() => started.length >= count);
    return { app, queue, closed, started, releases, startedCount, until };
  }

  it('renders pages in arrival order, one at a time, and answers each with its own page', async () => {
    const { app, started, releases, startedCount } = await heldPages({ concurrency: 1, maxWaiting: 10 });
    const answers = ['/ko/post/1', '/ko/post/2', '/ko/post/3'].map((url) => app.inject({ url }));
    await startedCount(1);
    expect(started).toEqual(['/ko/post/1']);
    releases[0]!();
    await startedCount(2);
    expect(started).toEqual(['/ko/post/1', '/ko/post/2']);
    releases[1]!();
    await startedCount(3);
    releases[2]!();
    const responses = await Promise.all(answers);
    expect(responses.map((response) => response.body)).toEqual([
      'page /ko/post/1',
      'page /ko/post/2',
      'page /ko/post/3',
    ]);
    expect(responses[0]!.headers['set-cookie']).toEqual(['a=1; Path=/']);
    await app.close();
  });

  it('answers 503 with Retry-After and the busy notice once the waiting places are taken, without rendering', async () => {
    const { app, queue, started, releases, startedCount, until } = await heldPages({ concurrency: 1, maxWaiting: 1 });
    const rendering = app.inject({ url: '/ko/post/1' });
    await startedCount(1);
    const waiting = app.inject({ url: '/ko/post/2' });
    await until(() => queue.waiting === 1);
    const refused = await app.inject({ url: '/ko/post/3' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(refused.body).toBe(BUSY_PAGE);
    expect(started).toEqual(['/ko/post/1']);

    releases[0]!();
    await startedCount(2);
    releases[1]!();
    expect((await rendering).statusCode).toBe(200);
    expect((await waiting).body).toBe('page /ko/post/2');
    await app.close();
  });

  it('does not render the page of a reader who left while waiting for the turn', async () => {
    const { app, closed, started, releases, startedCount, until } = await heldPages({ concurrency: 1, maxWaiting: 10 });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const first = fetch(`${address}/ko/post/1`);
    await startedCount(1);
    // The second reader gives up while the first page renders.
    const leaving = new AbortController();
    const second = fetch(`${address}/ko/post/2`, { signal: leaving.signal }).catch((error: unknown) => error);
    await until(() => closed.length === 2);
    leaving.abort();
    await closed[1];
    releases[0]!();
    expect(await (await first).text()).toBe('page /ko/post/1');
    expect(await second).toBeInstanceOf(Error);
    // A third page still gets its turn after the one nobody waited for.
    const third = fetch(`${address}/ko/post/3`);
    await startedCount(2);
    releases[1]!();
    expect(await (await third).text()).toBe('page /ko/post/3');
    expect(started).toEqual(['/ko/post/1', '/ko/post/3']);
    await app.close();
  });

  it('during a shutdown, finishes the pages it has taken and answers new ones 503 without rendering', async () => {
    const { app, queue, started, releases, startedCount, until } = await heldPages({ concurrency: 1, maxWaiting: 10 });
    const rendering = app.inject({ url: '/ko/post/1' });
    await startedCount(1);
    const waiting = app.inject({ url: '/ko/post/2' });
    await until(() => queue.waiting === 1);

    app.shuttingDown = true;
    let drained = false;
    const draining = queue.drained().then(() => (drained = true));
    const refused = await app.inject({ url: '/ko/post/3' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers.connection).toBe('close');
    expect(refused.body).toBe(BUSY_PAGE);

    releases[0]!();
    await startedCount(2);
    expect(drained).toBe(false);
    releases[1]!();
    await draining;
    expect((await rendering).body).toBe('page /ko/post/1');
    expect((await waiting).body).toBe('page /ko/post/2');
    expect(started).toEqual(['/ko/post/1', '/ko/post/2']);
    await app.close();
  });

  it('renders the social sign-in callback at once, beside the page holding the only turn and a full queue', async () => {
    const { app, queue, started, releases, startedCount, until } = await heldPages(
      { concurrency: 1, maxWaiting: 1 },
      waitsOnProvider,
    );
    const rendering = app.inject({ url: '/ko/post/1' });
    await startedCount(1);
    const waiting = app.inject({ url: '/ko/post/2' });
    await until(() => queue.waiting === 1);
    // The provider may take seconds: the callback does not wait for the posts, nor they for it.
    const callback = app.inject({ url: '/ko/sns_auth_callback?code=c&state=s' });
    await startedCount(2);
    expect(started).toEqual(['/ko/post/1', '/ko/sns_auth_callback?code=c&state=s']);
    releases[1]!();
    expect((await callback).body).toBe('page /ko/sns_auth_callback?code=c&state=s');
    expect(queue.waiting).toBe(1);
    releases[0]!();
    await startedCount(3);
    releases[2]!();
    expect((await rendering).statusCode).toBe(200);
    expect((await waiting).body).toBe('page /ko/post/2');
    await app.close();
  });
});

describe('pages that wait on another service', () => {
  it('are the social sign-in callback in any language, and nothing else', () => {
    for (const url of ['/ko/sns_auth_callback', '/en/sns_auth_callback?code=a&state=b', '/ja/sns_auth_callback/']) {
      expect(waitsOnProvider(url), url).toBe(true);
    }
    for (const url of [
      '/ko/sns_auth',
      '/ko/sns_auth_callbacks',
      '/ko/post/1?next=/ko/sns_auth_callback',
      '/sns_auth_callback',
    ]) {
      expect(waitsOnProvider(url), url).toBe(false);
    }
  });
});

describe('the Location of a page answer (issue 13 finding 1)', () => {
  it('passes every path-only Location through the one return-path rule', async () => {
    const app = Fastify();
    app.decorate('shuttingDown', false);
    servePages(app, {
      queue: createRenderQueue({ concurrency: 1, maxWaiting: 10 }),
      busyPage: '<!doctype html><title>busy</title>',
      render: async (request) => {
        const location = new URL(request.url, 'http://x').searchParams.get('to') ?? '/';
        return { response: new Response(null, { status: 302, headers: { location } }), setCookies: [] };
      },
    });
    await app.ready();
    const locationFor = async (page: string, to: string) =>
      (await app.inject({ url: `${page}?${new URLSearchParams({ to })}` })).headers.location;
    expect(await locationFor('/ja/signin', '/.//evil.example/')).toBe('/ja');
    expect(await locationFor('/en/signout', '//evil.example')).toBe('/en');
    expect(await locationFor('/ko/x', '/\\evil.example')).toBe('/ko');
    expect(await locationFor('/ko/x', '/%2F%2Fevil.example')).toBe('/ko');
    expect(await locationFor('/ko/x', '/ko/forum?page=2')).toBe('/ko/forum?page=2');
    // Absolute addresses are the pages' own business (the providers' sign-in pages).
    expect(await locationFor('/ko/x', 'https://accounts.example/auth?x=1')).toBe('https://accounts.example/auth?x=1');
    await app.close();
  });
});

describe('the cookies a page sets itself (issue 13 finding 9)', () => {
  const pageSetting = async (env: Record<string, string> | undefined) => {
    const app = Fastify();
    app.decorate('shuttingDown', false);
    if (env) app.decorate('config', loadConfig(env));
    servePages(app, {
      queue: createRenderQueue({ concurrency: 1, maxWaiting: 10 }),
      busyPage: '<!doctype html><title>busy</title>',
      render: async () => {
        const headers = new Headers();
        headers.append('set-cookie', 'i18n_redirected=ja; Path=/; Max-Age=31536000; SameSite=Lax');
        headers.append('set-cookie', 'listLayout=grid; Path=/; SameSite=Lax; Secure');
        return {
          response: new Response('page', { status: 200, headers }),
          setCookies: ['hearth_at=a; Path=/; HttpOnly'],
        };
      },
    });
    await app.ready();
    const cookies = (await app.inject({ url: '/ja' })).headers['set-cookie'] as string[];
    await app.close();
    return cookies;
  };

  it('are Secure in production over https, once, and leave the API’s cookies as their rule made them', async () => {
    expect(await pageSetting({ NODE_ENV: 'production', PUBLIC_URL: 'https://community.example' })).toEqual([
      'i18n_redirected=ja; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
      'listLayout=grid; Path=/; SameSite=Lax; Secure',
      'hearth_at=a; Path=/; HttpOnly',
    ]);
  });

  it('are left alone over plain http', async () => {
    const envs: (Record<string, string> | undefined)[] = [
      { NODE_ENV: 'production', PUBLIC_URL: 'http://192.168.1.5:3000' },
      { NODE_ENV: 'production' },
      undefined,
    ];
    for (const env of envs) {
      expect((await pageSetting(env))[0]).toBe('i18n_redirected=ja; Path=/; Max-Age=31536000; SameSite=Lax');
    }
  });
});
