import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Rolldown } from 'vite';

const web = path.resolve(import.meta.dirname, 'web');

/** What every page's shell imports before its own route: the root, the language route, the layout. */
const shellRoots = ['root.tsx', 'routes/lang/route.tsx', 'routes/lang/default-layout.tsx'];
/** The reading pages of DECISIONS P29 (home, lists, post, profile): what most of them share joins the shell. */
const readingRoutes = [
  'routes/home/route.tsx',
  'routes/post-list/route.tsx',
  'routes/post/route.tsx',
  'routes/user-profile/route.tsx',
];

type ChunkingContext = Parameters<Extract<Rolldown.CodeSplittingGroup['name'], (...args: never[]) => unknown>>[1];

let shell: Set<string> | undefined;

/** The modules `file` imports statically, itself included, through the site's code and packages alike. */
function staticImports(context: ChunkingContext, file: string): Set<string> {
  const found = new Set<string>();
  const visit = (id: string) => {
    if (found.has(id)) return;
    found.add(id);
    for (const imported of context.getModuleInfo(id)?.importedIds ?? []) visit(imported);
  };
  visit(path.join(web, file));
  return found;
}

/**
 * The site's own modules of the shell, found once from the module graph: what the shell imports
 * statically, and what three of the four reading pages import statically (author badges,
 * avatars, dates, paths), which the fourth would otherwise load as a dozen files of a few
 * hundred bytes each.
 */
function shellModules(context: ChunkingContext): Set<string> {
  if (shell) return shell;
  shell = new Set(shellRoots.flatMap((file) => [...staticImports(context, file)]));
  const uses = new Map<string, number>();
  for (const file of readingRoutes) {
    for (const id of staticImports(context, file)) uses.set(id, (uses.get(id) ?? 0) + 1);
  }
  for (const [id, count] of uses) if (count >= 3) shell.add(id);
  for (const file of readingRoutes) shell.delete(path.join(web, file));
  return shell;
}

/**
 * The browser's chunks (docs/performance.md "Reading pages' budget"). Left to itself the
 * bundler cuts what every page loads into some thirty files, one per set of routes sharing a
 * module; each is compressed alone and repeats its imports, which cost about 9 KB gzip on every
 * reading page. Two groups hold what every page loads anyway: the framework (React, React
 * Router, i18next) and the site's shell (root, language route, layout, what they import
 * statically and what most reading pages share). Lazy parts stay out of both: only static
 * imports are followed (ADR 0025).
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
  },
  // Dependencies that pages import lazily (radix on first menu, dialog or toast) would be found
  // only on first use and force a reload of the dev server's page; list them up front.
  optimizeDeps: { include: ['radix-ui', 'i18next', 'react-i18next', 'react-router/dom', 'react-dom/client'] },
});
