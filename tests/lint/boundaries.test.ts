import { ESLint } from 'eslint';
import boundaries from 'eslint-plugin-boundaries';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { elements, policies } from '../../eslint.boundaries.js';

/** ESLint with only the layer rules, as the project configures them, on code that is never written to disk. */
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfigFile: true,
  overrideConfig: [
    {
      files: ['src/**/*.ts', 'src/**/*.tsx'],
      languageOptions: { parser: tseslint.parser },
      plugins: { boundaries },
      settings: {
        'boundaries/elements': elements,
        'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      },
      rules: { 'boundaries/dependencies': ['error', { default: 'disallow', policies }] },
    },
  ],
});

/** Whether a file at `from` may import `target` (paths from src/; the target must exist). */
async function mayImport(from: string, target: string, { typeOnly = false } = {}): Promise<boolean> {
  const depth = from.split('/').length - 1;
  const specifier = `${depth === 0 ? './' : '../'.repeat(depth)}${target.replace(/\.tsx?$/, '')}`;
  const code = typeOnly
    ? `import type * as probe from '${specifier}';\nexport type Probe = typeof probe;\n`
    : `import * as probe from '${specifier}';\nexport const used = probe;\n`;
  const [result] = await eslint.lintText(code, { filePath: `src/${from}` });
  const messages = result?.messages ?? [];
  if (messages.some((message) => message.fatal)) throw new Error(messages.map((m) => m.message).join('\n'));
  return messages.every((message) => message.ruleId !== 'boundaries/dependencies');
}

describe('the layers of src/', () => {
  it.each([
    ['lib/probe.ts', 'config/env.ts'],
    ['components/probe.tsx', 'i18n/index.ts'],
    ['features/wallets/components/probe.tsx', 'features/wallets/api/import-wallet.ts'],
    ['features/wallets/components/probe.tsx', 'features/wallets/model/wallet-label.ts'],
    ['features/wallets/api/probe.ts', 'features/wallets/model/wallet-label.ts'],
    ['features/wallets/model/probe.ts', 'features/wallets/model/wallet-label.ts'],
    ['features/vinted/api/probe.ts', 'account-record/use-account-record.ts'],
    ['features/vinted/components/probe.tsx', 'panel-contract/panel-props.ts'],
    ['workspace/probe.tsx', 'auth/auth-context.ts'],
    ['app/probe.ts', 'features/wallets/model/wallet-label.ts'],
    ['app/probe.ts', 'workspace/catalogue.ts'],
    ['auth/api/probe.ts', 'auth/model/replies.ts'],
    ['features/funding-rate/components/probe.tsx', 'markets/use-market-data.ts'],
    ['features/funding-rate/model/probe.ts', 'markets/model/board.ts'],
    ['workspace/probe.tsx', 'markets/use-market-data.ts'],
    ['markets/probe.ts', 'lib/public-client.ts'],
    ['features/my-balance/components/probe.tsx', 'wallet-list/use-solana-wallets.ts'],
    ['wallet-list/probe.ts', 'lib/storage.ts'],
    ['markets/probe.ts', 'config/env.ts'],
    ['markets/components/probe.tsx', 'components/toast.tsx'],
    ['features/live-feed/components/probe.tsx', 'cards/use-cards.ts'],
    ['features/price-lookup/model/probe.ts', 'cards/model/card.ts'],
    ['cards/probe.ts', 'lib/valuation-client.ts'],
    ['features/live-feed/api/probe.ts', 'feed/history/history-store.ts'],
    ['features/price-lookup/model/probe.ts', 'feed/model/retention.ts'],
    ['feed/probe.ts', 'config/env.ts'],
    ['cards/probe.ts', 'feed/seen-sales.ts'],
    ['cards/model/probe.ts', 'feed/model/seen-sales.ts'],
    ['features/bot-management/model/probe.ts', 'feed/platforms.ts'],
    ['browser-client/probe.ts', 'config/env.ts'],
    ['alert-log/probe.ts', 'lib/format/time.ts'],
    ['features/volume-bot/components/probe.tsx', 'alert-log/alert-log-store.ts'],
    ['features/live-feed/api/probe.ts', 'browser-client/browser-client.ts'],
  ])('lets %s import %s', async (from, target) => {
    expect(await mayImport(from, target)).toBe(true);
  });

  it.each([
    ['lib/probe.ts', 'i18n/index.ts', 'the base layer flows one way'],
    ['config/probe.ts', 'lib/storage.ts', 'config is the bottom'],
    [
      'features/vinted/components/probe.tsx',
      'features/wallets/model/wallet-label.ts',
      'features never import each other',
    ],
    ['features/wallets/model/probe.ts', 'features/wallets/api/import-wallet.ts', 'a model never imports its api'],
    ['features/wallets/api/probe.ts', 'features/wallets/components/wallets-page.tsx', 'an api never shows anything'],
    ['workspace/probe.tsx', 'features/wallets/model/wallet-label.ts', 'the workspace knows no feature'],
    ['features/wallets/components/probe.tsx', 'workspace/catalogue.ts', 'features stay out of the workspace'],
    ['account-record/probe.ts', 'auth/auth-context.ts', 'shared layers import only the base'],
    ['markets/probe.ts', 'auth/auth-context.ts', 'the market data knows no session'],
    ['wallet-list/probe.ts', 'features/wallets/model/wallet-label.ts', 'the wallet list knows no feature'],
    ['wallet-list/probe.ts', 'account-record/use-account-record.ts', 'the wallet list is a shared layer of its own'],
    ['markets/probe.ts', 'account-record/use-account-record.ts', 'shared layers never import each other'],
    ['cards/probe.ts', 'markets/use-market-data.ts', 'the cards layer is a shared layer of its own'],
    ['cards/probe.ts', 'features/live-feed/model/feed-view.ts', 'the cards layer knows no feature'],
    ['cards/probe.ts', 'auth/auth-context.ts', 'the cards layer is handed the user, never reads the session'],
    ['markets/probe.ts', 'panel-contract/panel-props.ts', 'the market data knows no panel'],
    ['markets/probe.ts', 'features/funding-rate/panel.ts', 'the market data knows no feature'],
    ['markets/probe.ts', 'workspace/catalogue.ts', 'the market data stays out of the workspace'],
    ['lib/probe.ts', 'markets/use-market-data.ts', 'the base layer sits under the market data'],
    ['auth/probe.ts', 'markets/model/board.ts', 'auth is a shared layer beside the market data'],
    ['auth/model/probe.ts', 'auth/api/login.ts', 'the sign-in rules never depend on the code that fetches'],
    ['workspace/probe.tsx', 'mocks/db.ts', 'only the app may reach the demo backend'],
    ['feed/probe.ts', 'features/live-feed/model/feed-view.ts', 'the feed knows no feature'],
    ['feed/probe.ts', 'markets/model/board.ts', 'the feed is a shared layer of its own'],
    ['feed/probe.ts', 'auth/auth-context.ts', 'the feed is told the user, it reads no session'],
    ['feed/probe.ts', 'cards/model/comps.ts', 'the cards read the feed, never the other way'],
    ['feed/model/probe.ts', 'cards/model/card.ts', 'the feed model knows no card'],
    ['lib/probe.ts', 'app/panel-catalogue.ts', 'nothing imports the composition root'],
    ['browser-client/probe.ts', 'feed/model/feed-event.ts', 'the tabs are handed the payload schemas'],
    ['browser-client/probe.ts', 'features/live-feed/model/feed-view.ts', 'the tabs know no feature'],
    ['alert-log/probe.ts', 'browser-client/browser-client.ts', 'the alert log is a shared layer of its own'],
  ])('refuses %s importing %s (%s)', async (from, target) => {
    expect(await mayImport(from, target)).toBe(false);
  });

  it('counts type-only imports too', async () => {
    expect(await mayImport('auth/model/probe.ts', 'auth/api/login.ts', { typeOnly: true })).toBe(false);
    expect(
      await mayImport('features/wallets/model/probe.ts', 'features/wallets/api/import-wallet.ts', { typeOnly: true }),
    ).toBe(false);
  });
});
