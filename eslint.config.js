import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The web app's layers (docs/CONVENTIONS.md): app/ composes features; a feature imports components/,
 * lib/ and the packages, never app/ nor another feature; components/ and lib/ import no feature.
 */
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const web = './apps/web/src';
/**
 * Inside features/listings (docs/web.md): each kind and page imports only itself and shared/; update/ edits
 * every kind, so it may import them all; shared/ imports none of the parts. Tests follow their code.
 */
const listings = `${web}/features/listings`;
const listingParts = readdirSync(new URL('./apps/web/src/features/listings', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory() && entry.name !== 'update')
  .map((entry) => ({
    target: `${listings}/${entry.name}`,
    from: listings,
    except: entry.name === 'shared' ? ['./shared'] : [`./${entry.name}`, './shared'],
    message: 'A part of features/listings imports only itself and shared/ (update/ may import the kinds).',
  }));
const webLayerZones = [
  ...webFeatures.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what both need to components/ or lib/.',
  })),
  { target: `${web}/features`, from: `${web}/app`, message: 'Features never import app/.' },
  {
    target: [`${web}/components`, `${web}/lib`],
    from: [`${web}/features`, `${web}/app`],
    message: 'components/ and lib/ sit below the features and app/.',
  },
  { target: './packages', from: './apps', message: 'The packages never import an app.' },
  ...listingParts,
];

/**
 * The server's layers, lowest first (docs/ARCHITECTURE.md#import-rules): a file imports only its own
 * layer and the layers it names. Plugins are cross-cutting and sit below the modules; what a plugin
 * needs from a module, app.ts (the composition root) hands it. Test code builds whole apps and is left out.
 * Paths are globs (the rule wants globs throughout): `@(config).ts` is the one file config.ts.
 */
const serverSrc = fileURLToPath(new URL('./apps/server/src', import.meta.url));
const serverLayers = {
  lib: { paths: ['lib/**'], imports: [] },
  config: { paths: ['@(config).ts'], imports: ['lib'] },
  schema: { paths: ['db/schema/**'], imports: ['lib'] },
  db: { paths: ['db/!(startup).ts'], imports: ['lib', 'config', 'schema'] },
  seed: { paths: ['db/seed/**'], imports: ['lib', 'config', 'schema', 'db'] },
  startup: { paths: ['db/@(startup).ts'], imports: ['lib', 'config', 'schema', 'db', 'seed'] },
  providers: { paths: ['providers/**'], imports: ['lib', 'config', 'schema', 'db'] },
  plugins: { paths: ['plugins/**'], imports: ['lib', 'config', 'schema', 'db', 'providers'] },
  modules: { paths: ['modules/**'], imports: ['lib', 'config', 'schema', 'db', 'providers', 'plugins'] },
};
const inServer = (paths) => paths.map((p) => `${serverSrc}/${p}`);
const serverModules = readdirSync(`${serverSrc}/modules`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const serverLayerZones = [
  ...Object.entries(serverLayers).map(([name, layer]) => ({
    target: inServer(layer.paths),
    from: `${serverSrc}/**`,
    except: inServer([...layer.paths, ...layer.imports.flatMap((below) => serverLayers[below].paths)]),
    message: `The ${name} layer imports only ${layer.imports.join(', ') || 'itself'} (imports point down).`,
  })),
  ...serverModules.map((name) => ({
    target: `${serverSrc}/modules/${name}/**`,
    from: `${serverSrc}/modules/**`,
    except: [`${serverSrc}/modules/${name}/**`, `${serverSrc}/modules/*/index.ts`],
    message: 'Another module is imported through its entry, modules/<name>/index.ts, never its files.',
  })),
];

/** Tests, test helpers and fixtures build whole apps: the server's layer rules skip them. */
const serverTestCode = [
  'apps/server/src/**/*.test.ts',
  'apps/server/src/**/*test-helpers.ts',
  'apps/server/src/**/*-test-context.ts',
  'apps/server/src/**/fixtures/**',
  'apps/server/src/test/**',
];

/**
 * Resolves `./x.js` to `x.ts` as TypeScript does (server and packages), extensionless web imports, and
 * the web app's `@/` alias (apps/web/tsconfig.json `paths`, vite.config.ts `resolve.alias`).
 */
const importResolver = createNodeResolver({
  extensions: ['.ts', '.tsx', '.js'],
  extensionAlias: { '.js': ['.ts', '.js'] },
  alias: { '@': [fileURLToPath(new URL(web, import.meta.url))] },
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/drizzle/**',
      'test-results/**',
      'playwright-report/**',
      // a deliberate cycle that tests/lint/import-rules.test.ts lints
      'apps/server/src/test/import-rule-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/server/src/**/*.ts', 'packages/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [importResolver],
      // no-cycle reads the imported files: it parses only these extensions, TypeScript with its parser
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: webLayerZones }] },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: serverTestCode,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverLayerZones }] },
  },
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
);
