import { renderToString } from 'react-dom/server';
import { createRoutesStub, UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../../root.tsx';
import { ErrorPageGuard } from './error-page-guard.tsx';

// Lets one test make the 500 page itself throw, to reach the fallback of SPEC §2.2.
const failure = vi.hoisted(() => ({ message: undefined as string | undefined }));
vi.mock('./server-error-page.tsx', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./server-error-page.tsx')>();
  return {
    ServerErrorPage: (props: Parameters<typeof actual.ServerErrorPage>[0]) => {
      if (failure.message) throw new Error(failure.message);
      return actual.ServerErrorPage(props);
    },
  };
});

/** Renders the root error boundary for `path` as the server would, with `error` thrown by the root. */
function renderError(path: string, error: unknown): string {
  const Stub = createRoutesStub([{ id: 'root', path: '/*', Component: () => null, ErrorBoundary }]);
  return renderToString(<Stub initialEntries={[path]} hydrationData={{ errors: { root: error } }} />);
}

describe('root error boundary (SPEC §2.2)', () => {
  it('shows the 500 page with its illustration and a link home, in the language of the URL', () => {
    const html = renderError('/en/forum/list', new Error('database is down'));
    expect(html).toContain('<h1 id="server-error-title"');
    expect(html).toContain('Something went wrong');
    expect(html).toContain('Error code 500');
    expect(html).toContain('href="/en"');
    expect(html).toContain('burnt-loaf__smoke');
    expect(html).not.toContain('database is down');
  });

  it('speaks Korean when the first segment is no language', () => {
    const html = renderError('/nowhere/at/all', new Error('x'));
    expect(html).toContain('일시적인 오류가 발생했어요');
    expect(html).toContain('href="/ko"');
  });

  it('shows the not-found page for a 404 that reached the root', () => {
    // What a loader's `throw data(null, { status: 404 })` becomes once the router caught it.
    const html = renderError('/ja/somewhere', new ErrorResponseImpl(404, 'Not Found', null));
    expect(html).toContain('ページが見つかりません');
    expect(html).toContain('href="/ja"');
  });

  it('falls back to a plain page with details when the error page itself fails on the server', () => {
    failure.message = 'the illustration exploded';
    try {
      const html = renderError('/ja/forum/list', new Error('database is down'));
      expect(html).toContain('エラーページの表示中にエラーが発生しました');
      expect(html).toContain('database is down');
      expect(html).toContain('href="/ja"');
      expect(html).not.toContain('server-error-title');
    } finally {
      failure.message = undefined;
    }
  });

  it('falls back with the failure of the error page itself in the browser', () => {
    const guard = new ErrorPageGuard({ lang: 'en', error: new Error('original'), children: null });
    guard.state = ErrorPageGuard.getDerivedStateFromError(new Error('render failed'));
    const html = renderToString(guard.render());
    expect(html).toContain('An error occurred while showing the error page');
    expect(html).toContain('render failed');
    expect(html).toContain('href="/en"');
  });
});
