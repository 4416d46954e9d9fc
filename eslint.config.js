import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

const serverFeatures = 'apps/server/src/features';
const webFeatures = 'apps/web/src/features';
/** The one web file that may reach into other features: it lazy-loads their dashboard panels. */
const dashboardPanelMap = `${webFeatures}/dashboard/tool-panels.ts`;

/** A feature's test data, which other features' tests (and only tests) may import. */
const testFixtureFiles = ['test-fixtures.{ts,tsx}', '*.fixture.ts'];
const testFiles = ['**/*.test.{ts,tsx}', ...testFixtureFiles.map((glob) => `**/${glob}`)];

/** The feature folders that exist now; a new folder is picked up on the next lint run. */
function featureFolders(dir) {
  return readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/**
 * For each feature `f` under `dir`: every file outside `f` (any other feature, existing or future) may
 * import `f` only through `f/index.ts`. `except` globs are matched against absolute paths.
 */
function featureZones(dir, { forTests = false } = {}) {
  return featureFolders(dir).map((feature) => ({
    target: `${dir}/!(${feature})/**`,
    from: [`${dir}/${feature}/**`],
    except: [
      path.join(root, dir, feature, 'index.{ts,tsx}'),
      // Test code may also use another feature's test fixtures (like `@bluebonnet/domain/test-fixtures`).
      ...(forTests ? testFixtureFiles.map((glob) => path.join(root, dir, feature, '**', glob)) : []),
    ],
    message: `Another feature's internals: import "${feature}" only through its index.ts.`,
  }));
}

const layerZones = [
  {
    target: 'packages',
    from: 'apps',
    message: 'Packages ship to the browser and to the server: they import no app code.',
  },
  {
    target: 'apps/server/src/engines',
    from: ['apps/server/src/features', 'apps/server/src/plugins', 'apps/server/src/db'],
    message: 'Engines are pure: no features, plugins or database.',
  },
  {
    target: ['apps/server/src/lib', 'apps/server/src/plugins'],
    from: serverFeatures,
    message: 'Shared server code imports no feature; move the shared type to src/lib.',
  },
  {
    target: ['apps/web/src/components', 'apps/web/src/lib'],
    from: webFeatures,
    message: 'Shared web code imports no feature.',
  },
];

const zones = [...layerZones, ...featureZones(serverFeatures), ...featureZones(webFeatures)];
const testZones = [
  ...layerZones,
  ...featureZones(serverFeatures, { forTests: true }),
  ...featureZones(webFeatures, { forTests: true }),
];
/** The panel map is exempt from the web feature zones; the rule below keeps its reach to lazy `import()`. */
const panelMapZones = [...layerZones, ...featureZones(serverFeatures)];

const restrictedPaths = (z) => ['error', { basePath: root, zones: z }];
const noEnums = { selector: 'TSEnumDeclaration', message: 'Use a string-literal union.' };

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '.bench/**',
      '**/.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', noEnums],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Only the env module may read process.env on the server.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/server.ts',
      'apps/server/src/**/*.test.ts',
      'apps/server/src/test/**',
      'apps/server/src/db/*-cli.ts',
    ],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read config from Env.' }],
    },
  },
  {
    // Boundaries (decision 014): feature and layer import zones, and no import cycles.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these the plugin reads only .js files, and no-cycle silently sees no TypeScript module.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
          project: [
            'apps/server/tsconfig.json',
            'apps/web/tsconfig.json',
            'packages/contracts/tsconfig.json',
            'packages/domain/tsconfig.json',
            'tsconfig.e2e.json',
          ].map((p) => path.join(root, p)),
        }),
        // Files outside every tsconfig (bench/, scripts/): plain Node resolution, TypeScript included.
        createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': restrictedPaths(zones),
      // Type-only imports are erased and do not count; external packages are not traversed.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: testFiles,
    rules: { 'import-x/no-restricted-paths': restrictedPaths(testZones) },
  },
  {
    // Nothing imports a test file, so no cycle can pass through one: skip the graph walk there.
    files: ['**/*.test.{ts,tsx}', 'tests/e2e/**/*.spec.ts'],
    rules: { 'import-x/no-cycle': 'off' },
  },
  {
    files: [dashboardPanelMap],
    rules: {
      'import-x/no-restricted-paths': restrictedPaths(panelMapZones),
      'no-restricted-syntax': [
        'error',
        noEnums,
        {
          selector: `ImportDeclaration[importKind!='type'][source.value=/^@\\/features\\/(?!dashboard\\/)/]`,
          message: 'The panel map reaches other features only through lazy import().',
        },
        {
          selector: `ImportDeclaration[importKind!='type'][source.value=/^\\.\\.\\/(?!dashboard\\/)/]`,
          message: 'The panel map reaches other features only through lazy import().',
        },
      ],
    },
  },
  {
    // File names kebab-case; a role suffix (`leads.routes.ts`, `admin.test.tsx`) is allowed.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    // Over 300 lines is a sign to split by responsibility (a warning, not a failure).
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/test/**',
      '**/fixtures/**',
      '**/*.fixture.ts',
      '**/test-fixtures.ts',
      '**/test-render.tsx',
    ],
    rules: { 'max-lines': ['warn', { max: 300, skipBlankLines: true, skipComments: true }] },
  },
);
