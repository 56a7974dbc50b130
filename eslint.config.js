import path from 'node:path';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import importX from 'eslint-plugin-import-x';
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

/**
 * The server's layers, lowest first (ADR 0015). A file imports only its own layer or lower
 * ones: the database's schema and migrations import no application code, the platform (lib,
 * jobs, plugins) imports no feature, features sit above the platform, and the seeds and the
 * process entry points above the features. Tests and their helpers (server/test) stand apart.
 */
const SERVER_LAYERS = [
  { name: 'db', matches: (file) => file === 'server/config.ts' || file.startsWith('server/db/') },
  { name: 'lib', matches: (file) => file.startsWith('server/lib/') },
  { name: 'jobs', matches: (file) => file.startsWith('server/jobs/') },
  { name: 'plugins', matches: (file) => file.startsWith('server/plugins/') },
  { name: 'modules', matches: (file) => file.startsWith('server/modules/') },
  { name: 'seed', matches: (file) => file.startsWith('server/seed/') },
  { name: 'entry', matches: (file) => /^server\/[^/]+\.ts$/.test(file) },
];
const layerOf = (file) => SERVER_LAYERS.findIndex((layer) => layer.matches(file));
const moduleOf = (file) => /^server\/modules\/([^/]+)\//.exec(file)?.[1];

/**
 * A feature reaches another only through its public service entry: a `service.ts` (of the
 * feature, or of one of its sub-features) or the `context.ts` that says what that service needs.
 */
const isPublicEntry = (file) => /^server\/modules\/[^/]+\/(?:[^/]+\/)?(?:service|context)\.ts$/.test(file);

/** Tests and their helpers may reach anything they set up. */
const isTestCode = (file) => file.startsWith('server/test/') || /(\.test\.tsx?|\/test-support\.ts)$/.test(file);

const serverLayers = {
  meta: {
    type: 'problem',
    docs: { description: "Enforce the server's layer order and the features' public entries" },
    schema: [],
    messages: {
      upward:
        '{{from}} ({{fromLayer}}) must not import {{to}} ({{toLayer}}): imports point down the layers of ADR 0015.',
      crossModule:
        'server/modules/{{from}} reaches server/modules/{{to}} only through its service.ts or context.ts, not {{target}}.',
    },
  },
  create(context) {
    const importer = fromRoot(context.filename);
    if (!importer.startsWith('server/') || isTestCode(importer)) return {};
    const from = layerOf(importer);
    if (from < 0) return {};
    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = fromRoot(path.resolve(path.dirname(context.filename), source));
      const to = layerOf(target);
      if (to > from) {
        context.report({
          node,
          messageId: 'upward',
          data: { from: importer, fromLayer: SERVER_LAYERS[from].name, to: target, toLayer: SERVER_LAYERS[to].name },
        });
        return;
      }
      const fromModule = moduleOf(importer);
      const toModule = moduleOf(target);
      if (fromModule && toModule && fromModule !== toModule && !isPublicEntry(target)) {
        context.report({ node, messageId: 'crossModule', data: { from: fromModule, to: toModule, target } });
      }
    }
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
      TSImportType: (node) => check(node, node.argument?.literal?.value ?? node.argument?.value),
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
    files: ['web/**/*.{ts,tsx}', 'common/**/*.ts', 'server/**/*.ts'],
    plugins: { hearth: { rules: { boundaries, serverLayers } } },
    rules: { 'hearth/boundaries': 'error', 'hearth/serverLayers': 'error' },
  },
  {
    // No cycles on either side (STYLE 8): a cycle hides which file is the lower one.
    files: ['web/**/*.{ts,tsx}', 'common/**/*.ts', 'server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
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
