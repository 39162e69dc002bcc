import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Dependency direction of DESIGN §2: domain ← replica ← features ← app; workers use domain and replica; server uses domain. */
const restrict = (patterns, paths = []) => ({ 'no-restricted-imports': ['error', { patterns, paths }] });
const group = (names, message) => ({ group: names, message });
// Mantine's Loader is a span with no role, on which an aria-label is refused (axe): the app's spinner says what loads.
const loaderThroughIndicator = { name: '@mantine/core', importNames: ['Loader'], message: 'Use LoadingIndicator (src/features/shared/LoadingIndicator.tsx).' };
const featuresPatterns = [
  group(['dexie'], 'Only src/replica and workers/ import Dexie: use the replica hooks.'),
  group(['**/app/**', '**/server/**'], 'features may not import the app shell or the server.'),
];

export default tseslint.config(
  // A qgis2web layer of the GIS corpus is a .js of `var json_X = {…}` as towns send it: data, not code.
  { ignores: ['dist', 'node_modules', 'data', 'server/db/migrations', 'test-results', 'playwright-report', 'coverage', '.tmp', 'tests/corpus/gis/*.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['src/domain/**'],
    rules: restrict([
      group(['react', 'react-*', 'dexie', 'dexie-*', '@mantine/*', 'ol', 'ol/*', 'comlink', 'fastify', 'drizzle-orm', 'drizzle-orm/*', 'node:*'], 'src/domain is pure: no framework, storage or I/O.'),
      group(['**/replica/**', '**/features/**', '**/app/**', '**/server/**', '**/workers/**'], 'src/domain imports nothing outside itself.'),
    ]),
  },
  {
    files: ['src/platform/**'],
    rules: restrict([
      group(['react', 'react-dom', '@mantine/*', 'ol', 'ol/*', 'dexie'], 'src/platform holds browser services (HTTP, session), no UI or storage schema.'),
      group(['**/replica/**', '**/features/**', '**/app/**', '**/server/**', '**/workers/**'], 'platform may import only domain.'),
    ]),
  },
  {
    files: ['src/replica/**'],
    rules: restrict([
      group(['react-dom', '@mantine/*', 'ol', 'ol/*'], 'The replica holds data, not UI.'),
      group(['**/features/**', '**/app/**', '**/server/**'], 'replica may import only domain.'),
    ]),
  },
  {
    files: ['src/features/**'],
    ignores: ['src/features/shared/LoadingIndicator.tsx'],
    rules: restrict(featuresPatterns, [loaderThroughIndicator]),
  },
  {
    files: ['src/features/shared/LoadingIndicator.tsx'],
    rules: restrict(featuresPatterns),
  },
  {
    files: ['src/app/**'],
    rules: restrict([group(['dexie'], 'Only src/replica and workers/ import Dexie.'), group(['**/server/**'], 'The client never imports the server.')], [loaderThroughIndicator]),
  },
  {
    files: ['workers/**'],
    rules: restrict([group(['react', 'react-dom', '@mantine/*'], 'Workers import no React.'), group(['**/features/**', '**/app/**', '**/server/**'], 'workers use domain and replica only.')]),
  },
  {
    files: ['server/**'],
    rules: restrict([group(['**/src/replica/**', '**/src/features/**', '**/src/app/**', '**/workers/**', 'react', 'react-dom', 'dexie'], 'The server uses src/domain only.')]),
  },
);
