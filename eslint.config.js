import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@cloudscape-design/components',
              message: 'Import the component path, e.g. @cloudscape-design/components/table.',
            },
            ...['zod', 'zod/mini'].map((name) => ({
              name,
              message:
                "Import zod as `import * as z from '#shared/schemas/zod'`: zod/mini, with English messages.",
            })),
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
