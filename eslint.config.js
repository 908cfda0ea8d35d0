// ESLint for correctness (typescript-eslint, React hooks); formatting is Prettier's (eslint-config-prettier turns the overlap off).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'test-results/**', 'playwright-report/**', 'data/**', 'node_modules/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // Schema-driven tables make Kysely's builders `any` by nature on the server; tests read JSON answers.
    files: ['src/server/**', 'tests/**', 'tools/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Type-aware rules that catch real bugs: a promise nobody awaits (its failure lost), a promise where a
    // callback's void was expected, awaiting a non-promise, a cast that changes nothing.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // react-router's navigate returns a promise only under a data router; this app's <BrowserRouter> navigates at once
      '@typescript-eslint/no-floating-promises': [
        'error',
        { allowForKnownSafeCalls: [{ from: 'package', name: 'NavigateFunction', package: 'react-router' }] },
      ],
      // JSX attributes off: the ones it flags are antd event props (Button onClick, Modal onOk, Popconfirm
      // onConfirm…) given async handlers on purpose: antd shows Popconfirm/Modal loading while the promise runs,
      // and a refused request is already shown by api/http.ts, so nothing is lost by the promise returned there
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
    },
  },
  prettier,
);
