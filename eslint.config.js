// @ts-check
import tseslint from 'typescript-eslint';

const APPS = ['gateway', 'auth', 'billing', 'models', 'records', 'classifier'];

const LIBRARY_NOT_APP = { group: [...APPS.map((a) => `@svc/${a}`), '**/apps/**'], message: 'A library never imports an app.' };

/**
 * What the engine may not import: frameworks, stores, transports, validation, the other workspace packages (a
 * pattern covers a name and its subpaths).
 */
const ENGINE_FRAMEWORKS = [
  '@nestjs/*', '@svc/*', 'typeorm', 'pg', '@electric-sql/*', 'ioredis', '@nats-io/*', 'fastify', '@fastify/*',
  'class-validator', 'class-transformer', 'reflect-metadata', 'rxjs', 'pino', 'argon2',
];
/** Node's I/O modules, forbidden to the engine with or without the `node:` prefix. */
const NODE_IO = [
  'fs', 'fs/promises', 'net', 'http', 'https', 'http2', 'child_process', 'worker_threads', 'cluster', 'dgram',
  'dns', 'dns/promises', 'tls', 'readline', 'readline/promises', 'repl', 'inspector', 'process', 'os',
];

/** Module boundaries: an app never imports another app; a library never imports an app. */
const boundaries = [
  ...APPS.map((app) => ({
    files: [`apps/${app}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: APPS.filter((a) => a !== app).map((a) => `@svc/${a}`), message: 'An app never imports another app: talk over NATS through @svc/contracts.' },
            { group: ['**/apps/**', '../../*/src/**'], message: 'An app never imports another app: talk over NATS through @svc/contracts.' },
          ],
        },
      ],
    },
  })),
  {
    files: ['libs/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [LIBRARY_NOT_APP] }],
    },
  },
  // the engine is plain computation over its inputs (libs/engine/README.md): its files import one another and
  // nothing of a framework, a store, a transport or Node's I/O; its specs need vitest alone
  {
    files: ['libs/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            LIBRARY_NOT_APP,
            { group: ENGINE_FRAMEWORKS, message: 'The engine imports no framework, store, transport or other workspace package: pass it plain data.' },
            { group: NODE_IO.flatMap((m) => [m, `node:${m}`]), message: 'The engine does no I/O: its caller reads and writes.' },
          ],
        },
      ],
    },
  },
];

export default tseslint.config(
  // tools/*/bin: one-line executable launchers of a built dist/ (outside the TypeScript project)
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', 'eslint.config.js', 'vitest.config.ts', 'tools/*/bin/*.js'] },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { project: ['./tsconfig.lint.json'], tsconfigRootDir: import.meta.dirname } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-extraneous-class': 'off',
    },
  },
  {
    files: ['**/*.spec.ts', '**/test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
  // extract compares charCodeAt's numbers with the const enum of chars.ts, which tsc writes as the numbers themselves;
  // exported plain consts instead are loaded at each use (measured: 1.6% more instructions per dump-mode line)
  { files: ['libs/engine/src/extract/**/*.ts'], rules: { '@typescript-eslint/no-unsafe-enum-comparison': 'off' } },
  // the console runs in the browser: its own TypeScript project (DOM types, no Node), and it imports nothing of the workspace
  {
    files: ['apps/console/src/**/*.ts'],
    languageOptions: { parserOptions: { project: ['./apps/console/tsconfig.json'], tsconfigRootDir: import.meta.dirname } },
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['@svc/*', 'node:*'], message: 'The console runs in the browser: it talks to the gateway over HTTP only.' }] }] },
  },
  ...boundaries,
);
