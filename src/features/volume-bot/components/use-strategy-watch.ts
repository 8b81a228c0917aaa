import { useMemo } from 'react';
import type { StrategySettings, VolumeBotSettings } from '../../../account-record/volume-bot';
import { useClockStep } from '../../../components/use-clock';
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
import { VENUES, walletHoldsSpot, type VenueId } from '../../../markets/model/venues';
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

/**
 * The venues whose account is a wallet that holds spot too, as their facts say (Pacifica lists perpetuals only: its
 * cash-and-carry holds the asset spot in the Solana wallet of the account).
 */
const WALLET_VENUES: ReadonlySet<VenueId> = new Set(VENUES.filter((venue) => walletHoldsSpot(venue)));

/** The wallet holding to read for a spot leg, when its venue's account is a Solana wallet and the asset is read. */
function walletRef(spec: LegSpec, address: string | null, market: string): WalletHoldingRef | null {
  if (spec.instrument !== 'spot' || !WALLET_VENUES.has(spec.venue) || address === null) return null;
  if (!isWalletAsset(market) || !SOLANA_ADDRESS.test(address)) return null;
  return { address, asset: market };
}

function spotSource(venue: VenueId, hasAddress: boolean, market: string, wallet: WalletFacts | null): LegSource {
  if (!WALLET_VENUES.has(venue)) return { kind: 'spot', reason: 'noKey' };
  if (!hasAddress) return { kind: 'noAddress' };
  if (!isWalletAsset(market)) return { kind: 'spot', reason: 'asset' };
  if (!wallet) return { kind: 'notAsked' };
  // A read that failed keeps its last good figure, as the accounts do.
  if (wallet.units === null) return wallet.loading ? { kind: 'loading' } : { kind: 'failed' };
  return { kind: 'wallet', units: wallet.units };
}

interface WalletFacts {
  units: number | null;
  loading: boolean;
}

/**
 * What was read of one leg, as the model takes it. A hook over the views' fields, not the views: they are new objects
 * at every render (a read starting or ending flips their `fetching`), and the leg's source changes only with the data,
 * a first read ending, or the address.
 */
function useLegSource({ spec, address, balance, activity, wallet }: LegViews, market: string): LegSource {
  const balanceKind = balance?.kind ?? null;
  const balanceData = balance?.kind === 'read' ? balance.data : null;
  const balanceLoading = balance?.kind === 'read' && balance.loading;
  const activityData = activity?.kind === 'read' ? activity.data : null;
  const walletRead = wallet !== null;
  const walletUnits = wallet?.data?.units ?? null;
  const walletLoading = wallet?.loading ?? false;
  const { venue, instrument } = spec;
  const hasAddress = address !== null;
  return useMemo((): LegSource => {
    if (instrument === 'spot') {
      const facts = walletRead ? { units: walletUnits, loading: walletLoading } : null;
      return spotSource(venue, hasAddress, market, facts);
    }
    if (!hasAddress || balanceKind === null) return { kind: 'noAddress' };
    if (balanceKind !== 'read') return { kind: 'notAsked' };
    // A read that failed keeps its last good data (its notice says how old): the state is worked out from it.
    if (!balanceData) return balanceLoading ? { kind: 'loading' } : { kind: 'failed' };
    return { kind: 'read', balance: balanceData, activity: activityData };
  }, [
    instrument,
    venue,
    market,
    hasAddress,
    balanceKind,
    balanceData,
    balanceLoading,
    activityData,
    walletRead,
    walletUnits,
    walletLoading,
  ]);
}

/**
 * The bot's work for a saved strategy: each perpetual leg's account read key-less at the address saved in that
 * venue's settings (balances and positions, and fills and funding where the venue publishes them), and a Pacifica
 * spot leg's holding in that address's Solana wallet, against the live market data. Each leg's reads are their own
 * queries: a venue that fails, is slow or answers nonsense costs only its leg.
 */
export function useStrategyWatch(
  strategy: Strategy,
  saved: StrategySettings,
  exchanges: VolumeBotSettings['exchanges'],
  data: MarketData,
): {
  watch: StrategyWatch;
  legs: readonly [LegViews, LegViews];
  /** Each venue's funding per hour for the market now (the alerts watch it change sign). */
  rates: Partial<Record<VenueId, number>>;
  refresh: () => void;
  refreshing: boolean;
} {
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
  // The time held is shown in tenths of an hour and the maximum hold is in hours: the watch (and the panel with its
  // tables) renders again once a minute, not every second (the reads' ages have their own clock).
  const now = useClockStep(60_000);

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
  const firstSource = useLegSource(legs[0], market);
  const secondSource = useLegSource(legs[1], market);
  const { openSpreadApr, closeSpreadApr, maxHoldHours } = saved;
  // Worked out again when a read, the market's row or the minute changes: not when a read merely starts.
  const { watch, rates } = useMemo(() => {
    const rates: Partial<Record<VenueId, number>> = {};
    const marks: Partial<Record<VenueId, number>> = {};
    for (const spec of specs) {
      const quote = row?.quotes[spec.venue];
      if (quote) rates[spec.venue] = quote.fundingRateHourly;
      if (quote?.markPrice != null) marks[spec.venue] = quote.markPrice;
    }
    const quote = strategyQuote(specs, row, 0);
    const reading = watchStrategy({
      legs: specs,
      sources: [firstSource, secondSource],
      market,
      rates,
      marks,
      quoteSpreadPct: quote ? quote.spreadApr * 100 : null,
      openSpreadApr,
      closeSpreadApr,
      maxHoldHours,
      now,
    });
    return { watch: reading, rates };
  }, [specs, firstSource, secondSource, row, market, openSpreadApr, closeSpreadApr, maxHoldHours, now]);
  const refresh = () => {
    balances.refresh();
    activity.refresh();
    wallets.refresh();
  };
  const refreshing = balances.refreshing || activity.refreshing || wallets.refreshing;
  return { watch, legs, rates, refresh, refreshing };
}
