import { lazy, Suspense } from 'react';
import type { ReplyComposerProps } from './reply-composer.tsx';

/**
 * The reply composer (its image uploads, their progress and the reply's HTML: about 3 KB gzip)
 * is no part of a reading page's first paint: visitors never get one, and a member's arrives
 * right after. In the browser it is a lazy chunk; on the server it is the module itself, so the
 * page's HTML always holds the composer (a plain form that works without script) and the
 * browser hydrates it once its chunk is in. import.meta.env.SSR is a constant of each build, so
 * the browser's bundle keeps no static import of it (docs/architecture.md "First paint").
 */
const Composer = import.meta.env.SSR
  ? (await import('./reply-composer.tsx')).ReplyComposer
  : lazy(() => import('./reply-composer.tsx').then((module) => ({ default: module.ReplyComposer })));

export function LazyReplyComposer(props: ReplyComposerProps) {
  return (
    <Suspense fallback={null}>
      <Composer {...props} />
    </Suspense>
  );
}
