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
}

function sourceOf(
  spec: LegSpec,
  address: string | null,
  balance: AccountView<AccountBalance> | null,
  activity: AccountView<AccountActivity> | null,
): LegSource {
  if (spec.instrument === 'spot') return { kind: 'spot' };
  if (address === null || !balance) return { kind: 'noAddress' };
  if (balance.kind !== 'read') return { kind: 'notAsked' };
  // A read that failed keeps its last good data (its notice says how old): the state is worked out from it.
  if (!balance.data) return balance.loading ? { kind: 'loading' } : { kind: 'failed' };
  return { kind: 'read', balance: balance.data, activity: activity?.kind === 'read' ? activity.data : null };
}

/**
 * The bot's work for a saved strategy: each perpetual leg's account read key-less at the address saved in that
 * venue's settings (balances and positions, and fills and funding where the venue publishes them), against the
 * live market data. Each leg's reads are their own queries: a venue that fails, is slow or answers nonsense costs
 * only its leg.
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
  const now = useClock();

  const viewOf = (spec: LegSpec): LegViews => {
    const index = spec.instrument === 'perp' ? refs.findIndex((ref) => ref.venue === spec.venue) : -1;
    return {
      spec,
      address: spec.instrument === 'perp' ? addressOf(spec.venue) : null,
      balance: balances.accounts[index] ?? null,
      activity: activity.accounts[index] ?? null,
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
    sources: [
      sourceOf(legs[0].spec, legs[0].address, legs[0].balance, legs[0].activity),
      sourceOf(legs[1].spec, legs[1].address, legs[1].balance, legs[1].activity),
    ],
    market: saved.market,
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
  };
  return { watch, legs, rates, refresh, refreshing: balances.refreshing || activity.refreshing };
}
