import { describe, expect, it } from 'vitest';
import { layerOf, mayImport } from '../../scripts/eslint/layers-rule.js';

describe('the import layers of DESIGN.md §3', () => {
  it('names the layer of a file', () => {
    expect(layerOf('lib/pool-client.ts')).toBe('base');
    expect(layerOf('components/logo.tsx')).toBe('base');
    expect(layerOf('features/wallets/api/import-wallet.ts')).toBe('features/wallets');
    expect(layerOf('auth/auth-provider.tsx')).toBe('auth');
    expect(layerOf('markets/venues/aster/read-aster.ts')).toBe('markets');
    expect(layerOf('main.tsx')).toBe('root');
  });

  it.each([
    ['features/wallets', 'features/access-list', false],
    ['features/wallets', 'features/wallets', true],
    ['features/wallets', 'auth', true],
    ['features/wallets', 'app', false],
    ['features/wallets', 'mocks', false],
    ['workspace', 'features/wallets', false],
    ['workspace', 'auth', true],
    ['auth', 'workspace', false],
    ['base', 'auth', false],
    ['base', 'base', true],
    ['app', 'features/wallets', true],
    ['app', 'mocks', true],
    ['mocks', 'app', false],
    ['features/funding-rate', 'markets', true],
    ['workspace', 'markets', true],
    ['markets', 'base', true],
    ['markets', 'markets', true],
    ['markets', 'auth', false],
    ['markets', 'features/funding-rate', false],
    ['markets', 'workspace', false],
    ['markets', 'mocks', false],
    ['base', 'markets', false],
    ['auth', 'markets', false],
    ['mocks', 'markets', false],
  ])('%s may import %s: %s', (from, to, allowed) => {
    expect(mayImport(from, to)).toBe(allowed);
  });
});
