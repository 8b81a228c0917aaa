import { useCallback, useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { configuredAccounts } from '../../../account-record/volume-bot';
import { useVolumeBot } from '../../../account-record/use-volume-bot';
import { useSignedInUser } from '../../../auth/auth-context';
import { useAccountBalances } from '../../../markets/accounts/use-venue-accounts';
import { formatPrice, formatUsd } from '../../../lib/format/numbers';
import { VENUE_NAMES } from '../../../markets/model/venues';
import { SOLANA_ADDRESS, type WalletBalance } from '../../../markets/solana/wallet-balance';
import { useWalletBalances } from '../../../markets/solana/use-wallet-balances';
import { useMarketData } from '../../../markets/use-market-data';
import type { PanelProps } from '../../../panel-contract/panel-props';
import { usePanelState } from '../../../panel-contract/use-panel-state';
import { useSolanaWallets } from '../../../wallet-list/use-solana-wallets';
import { balanceTotals, SOL_PRICE_VENUES, solPriceOf } from '../model/balance-totals';
import { DEFAULT_BALANCE_STATE, type BalanceState } from '../model/balance-state';
import { sourceState, totalReading } from '../model/total-reading';
import { AccountSection } from './account-section';
import { MarginLevelField } from './margin-level-field';
import { useMarginLevel } from './use-margin-level';
import { ExposureSection } from './exposure-section';
import { useExposure } from './use-exposure';
import { WalletTable, type WalletLine } from './wallet-table';

/**
 * My Balance: the user's Solana wallets (SOL and USDC from the Solana node) and each configured venue account's
 * equity, free margin and open positions, with a total in USD. Every source shows its age and fails on its own.
 */
export default function MyBalancePanel({ initialState, saveState }: PanelProps<undefined, BalanceState>) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const user = useSignedInUser();
  const stored = useSolanaWallets(user.id);
  const walletAddresses = useMemo(
    () => stored.wallets.map((wallet) => wallet.address).filter((address) => SOLANA_ADDRESS.test(address)),
    [stored],
  );
  const wallets = useWalletBalances(walletAddresses);
  const volumeBot = useVolumeBot(user.id);
  const accounts = useMemo(() => (volumeBot.data ? configuredAccounts(volumeBot.data) : []), [volumeBot.data]);
  const balances = useAccountBalances(accounts);
  const market = useMarketData(SOL_PRICE_VENUES);
  const solPrice = solPriceOf(market.board);
  // The panel's state holds only the margin level older versions kept with it (use-margin-level.ts).
  const [state] = usePanelState(initialState, DEFAULT_BALANCE_STATE, saveState);
  const margin = useMarginLevel(user.id, state.marginWarning);
  const exposure = useExposure(balances.accounts, market.board, volumeBot.data);

  const lines: WalletLine[] = stored.wallets.map((wallet) => {
    const index = walletAddresses.indexOf(wallet.address);
    return { wallet, read: index < 0 ? null : (wallets.reads[index] ?? null) };
  });
  const readWallets = lines.map((line) => line.read?.data).filter((data): data is WalletBalance => Boolean(data));
  const equities = balances.accounts.flatMap((view) =>
    view.kind === 'read' && view.data?.status === 'ok' ? [view.data.equityUsd] : [],
  );
  const totals = balanceTotals({ wallets: readWallets, equities, solPrice: solPrice?.usd ?? null });
  // Sources still on their first read are not "left out": the total says it is reading them instead.
  const partial =
    lines.some((line) => line.read?.problem || (line.read && !line.read.data && !line.read.loading)) ||
    balances.accounts.some((view) => view.kind === 'read' && (view.problem !== null || (!view.data && !view.loading)));
  const reading = totalReading([
    ...(volumeBot.isPending ? (['reading'] as const) : []),
    ...lines.flatMap((line) => (line.read ? [sourceState(line.read)] : [])),
    ...balances.accounts.flatMap((view) => (view.kind === 'read' ? [sourceState(view)] : [])),
  ]);

  const refresh = useCallback(() => {
    wallets.refresh();
    balances.refresh();
    exposure.refresh();
  }, [wallets, balances, exposure]);

  return (
    <Stack sx={{ height: '100%', minWidth: 0, overflow: 'auto' }}>
      <Stack direction="row" spacing={2} sx={{ px: 1.5, pt: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box>
          <Typography variant="caption" color="text.secondary" title={t('myBalance.totalHelp')}>
            {t('myBalance.total')}
          </Typography>
          {reading.reading ? (
            <Typography variant="h5" component="p" role="status">
              {t('myBalance.reading')}
            </Typography>
          ) : (
            <Typography variant="h5" component="p" aria-label={t('myBalance.total')}>
              {formatUsd(totals.totalUsd, locale)}
            </Typography>
          )}
        </Box>
        <Button
          size="small"
          variant="outlined"
          onClick={refresh}
          loading={wallets.refreshing || balances.refreshing || exposure.refreshing}
          aria-label={t('accounts.refreshLabel')}
          sx={{ ml: 'auto' }}
        >
          {t('accounts.refresh')}
        </Button>
      </Stack>
      <Stack spacing={0.25} sx={{ px: 1.5, pb: 1 }}>
        {solPrice ? (
          <Typography variant="caption" color="text.secondary">
            {t('myBalance.solPrice', { price: formatPrice(solPrice.usd, locale), venue: VENUE_NAMES[solPrice.venue] })}
          </Typography>
        ) : (
          totals.solUnpriced && (
            <Typography variant="caption" color="warning.main">
              {t('myBalance.solUnpriced')}
            </Typography>
          )
        )}
        {!reading.reading && reading.pending > 0 && (
          <Typography variant="caption" color="text.secondary" role="status">
            {t('myBalance.stillReading', { count: reading.pending })}
          </Typography>
        )}
        {partial && (
          <Typography variant="caption" color="text.secondary">
            {t('myBalance.partial')}
          </Typography>
        )}
      </Stack>
      <Box component="section" aria-labelledby="my-balance-wallets" sx={{ px: 1.5, pb: 1 }} data-user-content>
        <Typography id="my-balance-wallets" variant="subtitle1" component="h3">
          {t('myBalance.wallets')}
        </Typography>
        {stored.setAside > 0 && (
          <Typography variant="caption" color="warning.main">
            {t('myBalance.walletsUnreadable', { count: stored.setAside })}
          </Typography>
        )}
        {lines.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('myBalance.noWallets')}
          </Typography>
        ) : (
          <WalletTable lines={lines} solPrice={solPrice?.usd ?? null} />
        )}
      </Box>
      <ExposureSection exposure={exposure.exposure} />
      <Box component="section" aria-labelledby="my-balance-venues" sx={{ px: 1.5, pb: 1.5 }} data-user-content>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography id="my-balance-venues" variant="subtitle1" component="h3">
            {t('myBalance.venues')}
          </Typography>
          <MarginLevelField
            level={margin.level}
            onChange={margin.change}
            onBlur={margin.commit}
            failed={margin.failed}
          />
        </Stack>
        {!volumeBot.isPending && accounts.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('accounts.noAccounts')}
          </Typography>
        )}
        {balances.accounts.map((view, index) => (
          <AccountSection
            key={`${view.venue}:${view.address}`}
            view={view}
            enabled={accounts[index]?.enabled ?? true}
            board={market.board}
            marginLevel={margin.level}
          />
        ))}
      </Box>
    </Stack>
  );
}
