// The house rules, checked by a machine (docs/architecture.md: "Layers"). `npm run lint` runs it and Prettier's check.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import house from './lint/no-import-cycle.js';
import tseslint from 'typescript-eslint';

/**
 * The web app's features that other features build on: the form rules of a memory (creating and editing one), the
 * editor (its own page and the public page's popup), the QR code's resend (landing and an expired edit link), the
 * page's openings (reported by the public page, listed in the editor) and the share actions (after payment and on the
 * edit page). Any other feature is one page's own: nothing but the app's pages imports it.
 */
const SHARED_FEATURES = ['memory-form', 'memory-editor', 'resend-qr-code', 'page-openings', 'share-page'];

/**
 * The parts of the tree the dependency rule talks about. The first pattern that matches a file decides its type, so
 * the narrow ones (the HTTP contract, adapters/shared, composition, scheduling) come before the generic adapter.
 */
const ELEMENTS = [
  { type: 'domain', pattern: 'src/domain' },
  { type: 'application', pattern: 'src/application' },
  { type: 'texts', pattern: 'src/texts' },
  { type: 'http-contract', pattern: 'src/adapters/http/contract' },
  { type: 'adapter-shared', pattern: 'src/adapters/shared' },
  { type: 'composition', pattern: 'src/adapters/composition' },
  { type: 'scheduling', pattern: 'src/adapters/scheduling' },
  { type: 'adapter', pattern: 'src/adapters/*', capture: ['family'] },
  // The web app: its features, the pieces every feature may use (lib, components, styles), and the app that puts the
  // features together into pages and entries (app, pages, main.tsx, memory-main.ts, what is left in src/ui).
  { type: 'ui-shared-feature', pattern: `src/ui/features/(${SHARED_FEATURES.join('|')})`, capture: ['feature'] },
  { type: 'ui-feature', pattern: 'src/ui/features/*', capture: ['feature'] },
  { type: 'ui-lib', pattern: 'src/ui/(lib|components|styles)' },
  { type: 'ui', pattern: 'src/ui' },
  // What is left in src/ is the server's entry, src/main.ts.
  { type: 'main', pattern: 'src' },
  { type: 'bin', pattern: 'bin' },
  { type: 'config', pattern: 'config' },
];

const SERVER_PACKAGES = [
  'node:*',
  'koa',
  '@koa/*',
  '@mikro-orm/*',
  'inversify',
  'nodemailer',
  'mercadopago',
  'sharp',
  'commander',
  'pino',
  'koa-*',
  'helmet',
  'zod',
];

const element = (type, captured) => ({ element: captured ? { type, captured } : { type } });
const from = (...types) => ({ from: types.map((type) => element(type)) });
const to = (...types) => types.map((type) => ({ to: element(type) }));
const UI = ['ui', 'ui-feature', 'ui-shared-feature', 'ui-lib'];
const packages = (sources) => ({ to: { module: { origin: ['external', 'core'], ...(sources ? { source: sources } : {}) } } });

/** Who may import whom, see "Layers" in docs/architecture.md. Anything not allowed here is refused; the last match wins. */
const POLICIES = [
  // The domain is pure: itself only.
  { ...from('domain'), allow: to('domain') },
  // Use cases, ports and their shared helpers: the domain and themselves.
  { ...from('application'), allow: to('domain', 'application') },
  // The Portuguese sentences of every part: they name the domain's codes and values, nothing else.
  { ...from('texts'), allow: to('domain', 'texts') },
  // The HTTP contract is the shapes shared with the web app: values of the domain, types of the use cases.
  { ...from('http-contract'), allow: [...to('domain', 'http-contract'), { to: element('application'), dependency: { kind: 'type' } }] },
  // Plumbing every adapter may share (no adapter's own logic lives there).
  { ...from('adapter-shared'), allow: to('domain', 'application', 'adapter-shared') },
  // An adapter: the inner layers, the texts, adapters/shared and its own family; never another adapter.
  {
    ...from('adapter'),
    allow: [...to('domain', 'application', 'texts', 'adapter-shared'), { to: element('adapter', { family: '{{ from.element.captured.family }}' }) }],
  },
  // What runs on a timer (housekeeping, queue workers, the scheduled backup): use cases by class, no adapter of its own.
  { ...from('scheduling'), allow: to('domain', 'application', 'texts', 'adapter-shared', 'scheduling') },
  // The HTTP adapter owns its contract.
  { from: element('adapter', { family: 'http' }), allow: to('http-contract') },
  // The composition root is the one place that knows every adapter.
  {
    ...from('composition'),
    allow: to('domain', 'application', 'texts', 'http-contract', 'adapter-shared', 'adapter', 'scheduling', 'composition', 'config'),
  },
  // The web app: the domain's pure rules, the texts, and the server's shapes as types only.
  { ...from(...UI), allow: [...to('domain', 'texts', 'ui-lib'), { to: element('http-contract'), dependency: { kind: 'type' } }] },
  // A feature: its own folder and the shared features; never another page's feature, nor the app that composes them.
  { ...from('ui-feature'), allow: [...to('ui-shared-feature'), { to: element('ui-feature', { feature: '{{ from.element.captured.feature }}' }) }] },
  { ...from('ui-shared-feature'), allow: to('ui-shared-feature') },
  // The app: every feature, put together into pages.
  { ...from('ui'), allow: to('ui', 'ui-feature', 'ui-shared-feature') },
  // Entry points: the configuration and the composition root; the CLI's entry also its command-line adapter.
  { ...from('main'), allow: to('config', 'composition') },
  { ...from('bin'), allow: [...to('config', 'composition'), { to: element('adapter', { family: 'cli' }) }] },
  // The configuration checks values with the domain's pure rules (a CNPJ's check digits), so one rule serves everywhere.
  { ...from('config'), allow: to('config', 'domain') },
  // Packages: anywhere but the pure parts; nothing server-side in the web app.
  { from: [{ element: { type: '*' } }], allow: packages() },
  { ...from('domain', 'application', 'texts', 'http-contract'), disallow: packages() },
  { ...from(...UI), disallow: packages(SERVER_PACKAGES) },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'coverage/**',
      'data/**',
      '.bench/**',
      '.scratch/**',
      '.stryker-tmp/**',
      'reports/**',
      'bin/memories-cli.js',
      'src/adapters/persistence/mikro-orm/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always'],
      'no-console': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'bin/**/*.ts', 'config/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': ELEMENTS,
      // eslint-import-resolver-typescript is pinned to 3.6.3: later versions resolve through native bindings that
      // this registry does not have for every platform, which leaves package-lock.json unusable by npm ci.
      'import/resolver': { typescript: { project: './tsconfig.json' } },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', checkAllOrigins: true, policies: POLICIES }],
      'boundaries/no-unknown-files': 'error',
    },
  },
  {
    // One way between two files: a circle of imports, even of types only, is two parts that are really one.
    files: ['src/**/*.{ts,tsx,js}', 'bin/**/*.ts', 'config/**/*.ts'],
    plugins: { house },
    rules: { 'house/no-import-cycle': 'error' },
  },
  {
    files: ['src/ui/**/*.{ts,tsx,js}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // In the browser the console is the only place a failure can be left for whoever debugs it; never chatter.
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Small parts: a component or function that needs more says why in a comment that disables this rule.
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true }] },
  },
  {
    // MikroORM's values come through one door, which loads them with require: imported as ES modules they cost every
    // start about 100 ms (see src/adapters/persistence/mikro-orm/mikro-orm-packages.ts). Types are free.
    files: ['src/**/*.ts', 'bin/**/*.ts'],
    ignores: ['src/adapters/persistence/mikro-orm/mikro-orm-packages.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@mikro-orm/*'],
              allowTypeImports: true,
              message: "Take MikroORM's values from mikro-orm-packages.ts; import its types with `import type`.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['test/**/*.{ts,tsx}', 'bench/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  prettier,
);
