import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import { elements, policies } from './eslint.boundaries.js';

// One zod module is shared by every page, so the sign-in page downloads whatever any page uses of it: classic zod
// (its string type alone brings every format) would put zod's whole core on /login. See
// docs/decisions/0090-smaller-code-on-login.md.
const classicZod = {
  name: 'zod',
  message: "Use 'zod/mini' (tree-shakable): the sign-in page pays for any classic zod.",
};
// Every icon-only button says what it does twice: as its accessible name and as a tooltip.
const iconButtonMessage =
  "Use TooltipIconButton (src/components/tooltip-icon-button.tsx) with a `label`: it is the button's accessible name and its tooltip.";
const bareIconButton = { name: '@mui/material/IconButton', message: iconButtonMessage };
const bareIconButtonNamed = { name: '@mui/material', importNames: ['IconButton'], message: iconButtonMessage };

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-live',
      'dist-e2e',
      'dist-audit',
      'coverage',
      'public/mockServiceWorker.js',
      'test-results',
      'playwright-report',
      '.stryker-tmp',
      'reports',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/no-unnecessary-condition': 'off',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // The layers of src/ (eslint.boundaries.js): imports flow one way, and features never import each other.
    files: ['src/**'],
    // The entry point starts the app: it may import anything, and nothing imports it.
    ignores: ['src/main.tsx'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies }],
      // Every file under src/ belongs to a layer.
      'boundaries/no-unknown-files': 'error',
    },
  },
  {
    files: ['src/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [classicZod, bareIconButton, bareIconButtonNamed] }] },
  },
  {
    // The one wrapper, and the sign-in page, whose two icon buttons use the browser's own tooltip (`title`): MUI's
    // Tooltip would add its popper to /login's budget.
    files: ['src/components/tooltip-icon-button.tsx', 'src/auth/components/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [classicZod] }] },
  },
  {
    files: ['tests/**', 'bench/**', '**/*.config.{ts,js}', 'scripts/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: { 'no-console': 'off' },
  },
  {
    files: ['eslint.config.js', 'eslint.boundaries.js', '.size-limit.js', 'stryker.config.mjs', 'scripts/**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { ...globals.node } },
  },
);
