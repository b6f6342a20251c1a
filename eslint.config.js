// The house rules of ../shared/docs/architecture.md, checked by a machine. `npm run lint` runs it and Prettier's check.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The parts of the tree the dependency rule talks about. The first pattern that matches a file decides its type, so
 * the narrow ones (the HTTP contract, adapters/shared, composition) come before the generic adapter.
 */
const ELEMENTS = [
  { type: 'domain', pattern: 'src/domain', mode: 'folder' },
  { type: 'application', pattern: 'src/application', mode: 'folder' },
  { type: 'texts', pattern: 'src/texts', mode: 'folder' },
  { type: 'http-contract', pattern: 'src/adapters/http/contract', mode: 'folder' },
  { type: 'adapter-shared', pattern: 'src/adapters/shared', mode: 'folder' },
  { type: 'composition', pattern: 'src/adapters/composition', mode: 'folder' },
  { type: 'adapter', pattern: 'src/adapters/*', mode: 'folder', capture: ['family'] },
  { type: 'ui', pattern: 'src/ui', mode: 'folder' },
  { type: 'main', pattern: 'src/main.ts', mode: 'file' },
  { type: 'bin', pattern: 'bin', mode: 'folder' },
  { type: 'config', pattern: 'config', mode: 'folder' },
];

/** Who may import whom (ours), see the README's "Layers" section. Anything not allowed here is refused. */
const DEPENDENCY_RULES = [
  // The domain is pure: itself only.
  { from: ['domain'], allow: ['domain'] },
  // Use cases, ports and their shared helpers: the domain and themselves.
  { from: ['application'], allow: ['domain', 'application'] },
  // The Portuguese sentences of every part: they name the domain's codes and values, nothing else.
  { from: ['texts'], allow: ['domain', 'texts'] },
  // The HTTP contract is types shared with the web app: the domain's values and itself.
  { from: ['http-contract'], allow: ['domain', 'http-contract'] },
  { from: ['http-contract'], allow: ['application'], importKind: 'type' },
  // Plumbing every adapter may share (no adapter's own logic lives there).
  { from: ['adapter-shared'], allow: ['domain', 'application', 'adapter-shared'] },
  // An adapter: the inner layers, the texts, adapters/shared and its own family; never another adapter.
  {
    from: ['adapter'],
    allow: [
      'domain',
      'application',
      'texts',
      'adapter-shared',
      ['adapter', { family: '{{ from.captured.family }}' }],
    ],
  },
  // The HTTP adapter owns its contract.
  { from: [['adapter', { family: 'http' }]], allow: ['http-contract'] },
  // The composition root is the one place that knows every adapter.
  { from: ['composition'], allow: ['domain', 'application', 'texts', 'http-contract', 'adapter-shared', 'adapter', 'composition', 'config'] },
  // The web app: the domain's pure rules, the texts, and the server's shapes as types only.
  { from: ['ui'], allow: ['ui', 'domain', 'texts'] },
  { from: ['ui'], allow: ['http-contract'], importKind: 'type' },
  // Entry points: configuration and the composition root (the CLI's entry also its command-line adapter).
  { from: ['main'], allow: ['config', 'composition'] },
  { from: ['bin'], allow: ['config', 'composition', ['adapter', { family: 'cli' }]] },
  { from: ['config'], allow: ['config'] },
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

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'data/**', '.bench/**', '.scratch/**', 'bin/memories-cli.js', 'src/adapters/persistence/mikro-orm/migrations/**'] },
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
      'boundaries/include': ['src/**/*', 'bin/**/*', 'config/**/*'],
      'import/resolver': { typescript: { project: './tsconfig.json' } },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', rules: DEPENDENCY_RULES }],
      'boundaries/no-unknown-files': 'error',
      // No package in the domain, the application or the texts; nothing server-side in the web app.
      'boundaries/external': [
        'error',
        {
          default: 'allow',
          rules: [
            { from: ['domain', 'application', 'texts', 'http-contract'], disallow: ['*'] },
            { from: ['ui'], disallow: SERVER_PACKAGES },
          ],
        },
      ],
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Small parts: a component or function that needs more says why in a comment that disables this rule.
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['test/**/*.{ts,tsx}', 'bench/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  prettier,
);
