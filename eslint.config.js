import path from 'node:path';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/** The repository-relative path of a file, with forward slashes on every platform. */
function fromRoot(file) {
  return path.relative(root, file).split(path.sep).join('/');
}

/** The boundary a repository-relative path falls in, or undefined when it has none. */
function featureOf(relative) {
  const match = /^web\/features\/([^/]+)\//.exec(relative);
  return match?.[1];
}

/**
 * One-way imports (STYLE.md 8, after bulletproof-react's .eslintrc.cjs): a web feature never
 * imports another feature, shared code (web/components, web/lib) imports no feature or route and
 * features import no route, the web app never imports the API's code (it calls it through
 * web/lib/api.ts), and common/ imports neither side. A path-resolving rule rather than
 * `no-restricted-imports` patterns, because patterns cannot say "any feature but my own"
 * and relative specifiers (`../other/x.tsx`) hide which folder they reach.
 */
const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the import boundaries between web features, web, server and common' },
    schema: [],
    messages: {
      crossFeature:
        'web/features/{{from}} must not import web/features/{{to}}: move the shared code to web/components or web/lib, or compose both features in a route.',
      webToServer: 'web/ must not import server/: call the API through web/lib/api.ts and share types through common/.',
      commonToSide: 'common/ is imported by both sides and must not import {{to}}/.',
      upward:
        '{{from}} is shared code and must not import {{to}}/: imports go routes -> features -> components and lib.',
    },
  },
  create(context) {
    const importer = fromRoot(context.filename);
    if (!importer.startsWith('web/') && !importer.startsWith('common/')) return {};
    // The SSR entry is the one web module the server process loads directly.
    if (importer === 'web/entry.server.tsx') return {};
    const importerFeature = featureOf(importer);

    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = fromRoot(path.resolve(path.dirname(context.filename), source));
      if (importer.startsWith('common/')) {
        const side = ['server', 'web'].find((dir) => target === dir || target.startsWith(`${dir}/`));
        if (side) context.report({ node, messageId: 'commonToSide', data: { to: side } });
        return;
      }
      if (target === 'server' || target.startsWith('server/')) {
        context.report({ node, messageId: 'webToServer' });
        return;
      }
      const shared = ['web/components', 'web/lib'].find((dir) => importer.startsWith(`${dir}/`));
      const upper = ['web/features', 'web/routes'].find((dir) => target.startsWith(`${dir}/`));
      if ((shared && upper) || (importerFeature && upper === 'web/routes')) {
        context.report({
          node,
          messageId: 'upward',
          data: { from: shared ?? `web/features/${importerFeature}`, to: upper },
        });
        return;
      }
      const targetFeature = featureOf(`${target}/`);
      if (importerFeature && targetFeature && importerFeature !== targetFeature) {
        context.report({ node, messageId: 'crossFeature', data: { from: importerFeature, to: targetFeature } });
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export default defineConfig(
  {
    ignores: ['build/', '.react-router/', 'node_modules/', 'data/', 'test-results/', 'playwright-report/', 'coverage/'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2024,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    rules: {
      // `_`-prefixed names mark parameters a signature requires but the body does not use.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    ...reactHooks.configs.flat['recommended-latest'],
    files: ['web/**/*.{ts,tsx}'],
  },
  {
    // Browser code, and Playwright specs whose page.evaluate callbacks run in the page.
    files: ['web/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'common/**/*.ts'],
    plugins: { hearth: { rules: { boundaries } } },
    rules: { 'hearth/boundaries': 'error' },
  },
  {
    // ADR 0006: the browser gets only its page's language. Importing every language's strings
    // from browser code would quietly put all three back into the bundle.
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['web/entry.server.tsx', 'web/test/**', 'web/**/*.test.{ts,tsx}', 'web/**/*.server.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: 'common/i18n/(resources|bundles/)',
              allowTypeImports: true,
              message: 'Browser code reads strings through web/lib/locale-resources.ts (ADR 0006).',
            },
          ],
        },
      ],
    },
  },
);
