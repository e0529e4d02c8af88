import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/src/db/migrations/**',
      'packages/e2e/screenshots/**',
      'test-results/**',
      // Written by npm run codegen; npm run lint checks they are current.
      'apps/web/src/gql/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // One loading placeholder (ui/Placeholder.tsx): it marks the region busy, which assistive
    // technology hears and the browser tests' screenshots wait on.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/ui/Placeholder.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mui/material/Skeleton',
              message: 'Use Placeholder from ui/Placeholder.tsx (it marks the region busy).',
            },
          ],
        },
      ],
    },
  },
  {
    // Imported with `await import()` where first used (docs/decisions.md, production build of the
    // server): a static import would put their loading time back on every start.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'pdf-lib',
                'pdfjs-dist',
                'pdfjs-dist/*',
                '@napi-rs/canvas',
                'sharp',
                'tesseract.js',
                '@zxcvbn-ts/*',
                'zipcodes',
              ],
              allowTypeImports: true,
              message:
                'Load it where it is used (await import) so that starting the server does not.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'apps/*/scripts/**', '.ci/**', 'packages/e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
