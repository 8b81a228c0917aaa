import { useMemo } from 'react';
import type { StrategySettings, VolumeBotSettings } from '../../../account-record/volume-bot';
import { useClock } from '../../../components/use-clock';
import {
  useAccountActivity,
  useAccountBalances,
  type AccountView,
  type VenueAccountRef,
} from '../../../markets/accounts/use-venue-accounts';
import type { AccountActivity, AccountBalance } from '../../../markets/model/account';
import type { SourceRead } from '../../../markets/accounts/use-reads';
import { useWalletHoldings, type WalletHoldingRef } from '../../../markets/solana/use-wallet-holdings';
import { isWalletAsset, type WalletHolding } from '../../../markets/solana/wallet-holding';
import { SOLANA_ADDRESS } from '../../../markets/solana/solana-rpc';
import type { VenueId } from '../../../markets/model/venues';
import type { MarketData } from '../../../markets/use-market-data';
import { STRATEGY_LEGS, type LegSpec, type Strategy } from '../model/strategies';
import { strategyQuote } from '../model/strategy-quote';
import { watchStrategy, type LegSource, type StrategyWatch } from '../model/strategy-watch';

/** One leg as the panel shows it: what the model made of it, and the reads behind it (for their notices and age). */
export interface LegViews {
  spec: LegSpec;
  address: string | null;
  balance: AccountView<AccountBalance> | null;
  activity: AccountView<AccountActivity> | null;
  /** A spot leg held in the Solana wallet at the venue's address: that wallet's read. */
  wallet: SourceRead<WalletHolding> | null;
}

/** Pacifica lists perpetuals only: its cash-and-carry holds the asset spot in the Solana wallet of the account. */
const WALLET_VENUES: ReadonlySet<VenueId> = new Set(['pacifica']);

/** The wallet holding to read for a spot leg, when its venue's account is a Solana wallet and the asset is read. */
function walletRef(spec: LegSpec, address: string | null, market: string): WalletHoldingRef | null {
  if (spec.instrument !== 'spot' || !WALLET_VENUES.has(spec.venue) || address === null) return null;
  if (!isWalletAsset(market) || !SOLANA_ADDRESS.test(address)) return null;
  return { address, asset: market };
}

function spotSource(views: LegViews, market: string): LegSource {
  const { spec, address, wallet } = views;
  if (!WALLET_VENUES.has(spec.venue)) return { kind: 'spot', reason: 'noKey' };
  if (address === null) return { kind: 'noAddress' };
  if (!isWalletAsset(market)) return { kind: 'spot', reason: 'asset' };
  if (!wallet) return { kind: 'notAsked' };
  // A read that failed keeps its last good figure, as the accounts do.
  if (!wallet.data) return wallet.loading ? { kind: 'loading' } : { kind: 'failed' };
  return { kind: 'wallet', units: wallet.data.units };
}

function sourceOf(views: LegViews, market: string): LegSource {
  const { spec, address, balance, activity } = views;
  if (spec.instrument === 'spot') return spotSource(views, market);
  if (address === null || !balance) return { kind: 'noAddress' };
  if (balance.kind !== 'read') return { kind: 'notAsked' };
  // A read that failed keeps its last good data (its notice says how old): the state is worked out from it.
  if (!balance.data) return balance.loading ? { kind: 'loading' } : { kind: 'failed' };
  return { kind: 'read', balance: balance.data, activity: activity?.kind === 'read' ? activity.data : null };
}

/**
 * The bot's work for a saved strategy: each perpetual leg's account read key-less at the address saved in that
 * venue's settings (balances and positions, and fills and funding where the venue publishes them), and a Pacifica
 * spot leg's holding in that address's Solana wallet, against the live market data. Each leg's reads are their own queries: a venue that fails, is slow or answers nonsense costs
 * only its leg.
 */
export function useStrategyWatch(
  strategy: Strategy,
  saved: StrategySettings,
  exchanges: VolumeBotSettings['exchanges'],
  data: MarketData,
): { watch: StrategyWatch; legs: readonly [LegViews, LegViews]; refresh: () => void; refreshing: boolean } {
  const specs = STRATEGY_LEGS[strategy];
  const addressOf = (venue: VenueId) => {
    const address = exchanges[venue as keyof typeof exchanges]?.address.trim() ?? '';
    return address === '' ? null : address;
  };
  const firstAddress = addressOf(specs[0].venue);
  const secondAddress = addressOf(specs[1].venue);
  const refs = useMemo(() => {
    const list: VenueAccountRef[] = [];
    const pairs: [LegSpec, string | null][] = [
      [specs[0], firstAddress],
      [specs[1], secondAddress],
    ];
    for (const [spec, address] of pairs) {
      if (spec.instrument === 'perp' && address !== null) list.push({ venue: spec.venue, address });
    }
    return list;
  }, [specs, firstAddress, secondAddress]);
  const balances = useAccountBalances(refs);
  const activity = useAccountActivity(refs);
  const market = saved.market;
  const walletRefs = useMemo(
    () =>
      [walletRef(specs[0], firstAddress, market), walletRef(specs[1], secondAddress, market)].filter(
        (ref): ref is WalletHoldingRef => ref !== null,
      ),
    [specs, firstAddress, secondAddress, market],
  );
  const wallets = useWalletHoldings(walletRefs);
  const now = useClock();

  const viewOf = (spec: LegSpec): LegViews => {
    const index = spec.instrument === 'perp' ? refs.findIndex((ref) => ref.venue === spec.venue) : -1;
    const address = addressOf(spec.venue);
    const holding = walletRef(spec, address, market);
    const walletIndex = holding ? walletRefs.findIndex((ref) => ref.address === holding.address) : -1;
    return {
      spec,
      address: spec.instrument === 'perp' || WALLET_VENUES.has(spec.venue) ? address : null,
      balance: balances.accounts[index] ?? null,
      activity: activity.accounts[index] ?? null,
      wallet: wallets.reads[walletIndex] ?? null,
    };
  };
  const legs: [LegViews, LegViews] = [viewOf(specs[0]), viewOf(specs[1])];

  const row = data.board.find((candidate) => candidate.base === saved.market);
  const rates: Partial<Record<VenueId, number>> = {};
  const marks: Partial<Record<VenueId, number>> = {};
  for (const spec of specs) {
    const quote = row?.quotes[spec.venue];
    if (quote) rates[spec.venue] = quote.fundingRateHourly;
    if (quote?.markPrice != null) marks[spec.venue] = quote.markPrice;
  }
  const quote = strategyQuote(specs, row, 0);
  const watch = watchStrategy({
    legs: specs,
    sources: [sourceOf(legs[0], market), sourceOf(legs[1], market)],
    market,
    rates,
    marks,
    quoteSpreadPct: quote ? quote.spreadApr * 100 : null,
    openSpreadApr: saved.openSpreadApr,
    closeSpreadApr: saved.closeSpreadApr,
    maxHoldHours: saved.maxHoldHours,
    now,
  });
  const refresh = () => {
    balances.refresh();
    activity.refresh();
    wallets.refresh();
  };
  const refreshing = balances.refreshing || activity.refreshing || wallets.refreshing;
  return { watch, legs, refresh, refreshing };
}
