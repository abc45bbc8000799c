import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Imports refused everywhere: whole-package entry points that would pull in far more than is used. */
const everywhere = [
  {
    name: '@cloudscape-design/components',
    message: 'Import the component path, e.g. @cloudscape-design/components/table.',
  },
  ...['zod', 'zod/mini'].map((name) => ({
    name,
    message: "Import zod as `import * as z from '#shared/schemas/zod'`: zod/mini, with English messages.",
  })),
];

/**
 * The layers' directions (docs/architecture.md): an import of `folders` from `files`, by a relative path
 * or the `#functions/` map, is an error. (A later `no-restricted-imports` replaces an earlier one, so each
 * layer's entry repeats `everywhere`.)
 */
const layer = (files, folders, message) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: everywhere,
        patterns: [{ regex: `^(?:(?:\\.\\.?/)+|#functions/)(?:${folders.join('|')})(?:/|$)`, message }],
      },
    ],
  },
});

export default tseslint.config(
  { ignores: ['node_modules', 'web/dist', 'cdk.out', '.data', 'build', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'simple-import-sort': simpleImportSort, 'react-hooks': reactHooks },
    rules: {
      'simple-import-sort/imports': 'error',
      'simple-import-sort/exports': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { paths: everywhere }],
    },
  },
  layer(
    ['functions/src/data/**'],
    ['domain', 'http', 'mail', 'routes', 'jobs', 'streams', 'security/tokens', 'security/passwords'],
    'The store knows nothing of rules, HTTP, mail or sessions: pass what it needs in, or move the shared piece down.',
  ),
  layer(
    ['functions/src/mail/**'],
    ['data', 'domain', 'http', 'routes', 'jobs', 'streams'],
    'Mail renders what it is given: take the types from #shared, not from the store or the rules.',
  ),
  layer(
    ['functions/src/domain/**'],
    ['http', 'routes', 'jobs', 'streams'],
    'Rules know nothing of HTTP or of their callers: throw a Refusal, the handler answers it.',
  ),
  layer(
    ['functions/src/refusal.ts', 'functions/src/env.ts', 'functions/src/log.ts', 'functions/src/security/**'],
    ['data', 'domain', 'http', 'mail', 'routes', 'jobs', 'streams'],
    'The bottom layer imports nothing above it.',
  ),
  {
    files: ['web/src/**', 'shared/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: everywhere,
          patterns: [
            {
              regex: '^(?:#functions|#infra|#local)/|^(?:\\.\\./)+(?:functions|infra|local)/',
              message:
                'The site and the shared contract never import the server, the stack or the local runtime.',
            },
          ],
        },
      ],
    },
  },
  {
    // The one module that imports zod itself.
    files: ['shared/src/schemas/zod.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'MemberExpression[property.name=/^(only|skip)$/][object.name=/^(it|describe|test)$/]',
          message: '.only and .skip do not land.',
        },
      ],
    },
  },
);
