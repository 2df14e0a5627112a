import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'packages/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Routes authorize, parse, call a service and serialize; SQL lives in the repositories.
    files: ['packages/server/src/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message: 'Routes do not build SQL: call a service, or a repository for a read.',
            },
            {
              group: ['**/db/schema', '**/db/schema.js'],
              message: 'Routes do not touch tables: call a service, or a repository for a read.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['packages/web/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      // The build does not run the React Compiler, so what it would skip (react-hook-form's watch) costs nothing.
      'react-hooks/incompatible-library': 'off',
    },
  },
  {
    // bulletproof-react's boundaries: features never import each other; components/ and lib/ are shared by
    // them, so they import no feature and no route; nothing imports from app/ but app/ itself.
    files: ['packages/web/src/features/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@/features/', message: 'Features never import each other: move what they share down.' },
            { regex: '^(\\.\\./){2,}', message: 'Features never import each other: move what they share down.' },
            { regex: '^@/app/', message: 'Features do not import routes or the app.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/web/src/components/**/*.{ts,tsx}', 'packages/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@/(features|app)/', message: 'Shared code imports no feature and no route.' },
            { regex: '^\\.\\./(\\.\\./)*(features|app)/', message: 'Shared code imports no feature and no route.' },
          ],
        },
      ],
    },
  },
);
