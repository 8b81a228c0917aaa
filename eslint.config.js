import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';

const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** DESIGN.md §3: imports flow one way; features never import each other; the workspace never imports a feature. */
const base = ['./src/lib', './src/config', './src/i18n', './src/theme', './src/components'];
const zones = [
  ...base.map((target) => ({
    target,
    from: ['./src/auth', './src/workspace', './src/features', './src/app', './src/mocks'],
    message: 'The base layer (lib, config, i18n, theme, components) imports nothing above it.',
  })),
  {
    target: ['./src/auth', './src/workspace', './src/features'],
    from: ['./src/app', './src/mocks'],
    message: 'Only the composition root (app/) and main.tsx wire in the app and the mocks.',
  },
  { target: './src/workspace', from: './src/features', message: 'The workspace knows panels only as manifests.' },
  { target: './src/auth', from: ['./src/features', './src/workspace'], message: 'auth is below the features.' },
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'A feature never imports another feature.',
  })),
];

export default tseslint.config(
  { ignores: ['dist', 'coverage', 'public/mockServiceWorker.js', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/no-unnecessary-condition': 'off',
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['tests/**', '**/*.config.{ts,js}', 'scripts/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: { 'no-console': 'off' },
  },
  {
    files: ['eslint.config.js', '.size-limit.js', 'scripts/**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { ...globals.node } },
  },
);
