import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Rolldown } from 'vite';

const web = path.resolve(import.meta.dirname, 'web');

/** What every page's shell imports before its own route: the root, the language route, the layout. */
const shellRoots = ['root.tsx', 'routes/lang/route.tsx', 'routes/lang/default-layout.tsx'].map((file) =>
  path.join(web, file),
);

type ChunkingContext = Parameters<Extract<Rolldown.CodeSplittingGroup['name'], (...args: never[]) => unknown>>[1];

let shell: Set<string> | undefined;

/** The site's own modules that the shell imports statically, found once from the module graph. */
function shellModules(context: ChunkingContext): Set<string> {
  if (shell) return shell;
  const found = new Set<string>();
  const visit = (id: string) => {
    if (found.has(id)) return;
    found.add(id);
    for (const imported of context.getModuleInfo(id)?.importedIds ?? []) visit(imported);
  };
  for (const id of shellRoots) visit(id);
  shell = found;
  return shell;
}

/**
 * The browser's chunks (docs/performance.md "Reading pages' budget"). Left to itself the
 * bundler cuts what every page loads into some thirty files, one per set of routes sharing a
 * module; each is compressed alone and repeats its imports, which cost about 9 KB gzip on every
 * reading page. Two groups hold what every page loads anyway: the framework (React, React
 * Router, i18next) and the site's shell (root, language route, layout and what they import
 * statically). Lazy parts stay out of both: only static imports are followed.
 */
const clientChunks: Rolldown.CodeSplittingOptions = {
  groups: [
    {
      name: 'framework',
      test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next)[\\/]/,
      priority: 2,
    },
    {
      name: (id, context) => (!id.includes('node_modules') && shellModules(context).has(id) ? 'shell' : null),
      debugName: 'shell',
      priority: 1,
    },
  ],
};

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: { target: 'es2022' },
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: clientChunks } } } },
    // The server loads every route at start anyway: one file, so that a module that waits for a
    // lazy part at start (web/features/posts/reading/lazy-reply-composer.tsx) never waits on a
    // chunk that imports it back.
    ssr: { build: { rolldownOptions: { output: { codeSplitting: false } } } },
  },
  // Dependencies that pages import lazily (radix on first menu, dialog or toast) would be found
  // only on first use and force a reload of the dev server's page; list them up front.
  optimizeDeps: { include: ['radix-ui', 'i18next', 'react-i18next', 'react-router/dom', 'react-dom/client'] },
});
