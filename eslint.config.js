// @ts-check
import tseslint from 'typescript-eslint';

const APPS = ['gateway', 'auth', 'billing', 'models', 'records', 'classifier'];

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
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: [...APPS.map((a) => `@svc/${a}`), '**/apps/**'], message: 'A library never imports an app.' }] },
      ],
    },
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', 'eslint.config.js', 'vitest.config.ts'] },
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
  ...boundaries,
);
