import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'coverage/', '.data/', 'packages/*/dist/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'error',
    },
  },
  { files: ['test/**', 'bench/**', 'scripts/**', 'examples/**'], rules: { 'no-console': 'off' } },
  // The portal web app runs in the browser (its vite/ folder and config in Node, at build time).
  { files: ['packages/portal-web/src/**/*.{ts,tsx}'], languageOptions: { globals: { ...globals.browser } } },
);
