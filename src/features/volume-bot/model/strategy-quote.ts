import { bestPair, dailyCarry } from '../../../markets/model/pairs';
import type { MarketRow } from '../../../markets/model/board';
import { aprOf } from '../../../markets/model/units';
import type { Instrument, LegSpec } from './strategies';
import type { VolumeBotVenue } from '../../../account-record/volume-bot';

export type Side = 'long' | 'short';

export interface LegQuote {
  venue: VolumeBotVenue;
  instrument: Instrument;
  side: Side;
  /** The leg's funding as a fraction per hour; 0 for a spot holding. */
  fundingRateHourly: number;
}

export interface StrategyQuote {
  legs: readonly [LegQuote, LegQuote];
  /** What the pair earns per hour per dollar on each leg: the short leg's funding minus the long leg's. */
  spreadHourly: number;
  /** The spread per year (simple: hourly × 24 × 365), as a fraction. */
  spreadApr: number;
  /** Funding earned per day with `sizeUsd` on each leg; negative when the pair would pay. */
  carryPerDayUsd: number;
}

/**
 * The strategy's figures for one market from the live market data, or null while a perpetual leg's venue does not
 * list the market (or has not answered yet). Two perpetuals: long where funding is lower, short where higher (the
 * first leg on a tie), so the spread is never negative. Spot against a perpetual: the spot is long and the perpetual
 * short, so the spread is the perpetual's funding and goes negative when shorts pay.
 */
export function strategyQuote(
  legs: readonly [LegSpec, LegSpec],
  row: MarketRow | undefined,
  sizeUsd: number,
): StrategyQuote | null {
  const rateOf = (leg: LegSpec) => row?.quotes[leg.venue]?.fundingRateHourly;
  const [first, second] = legs;
  let quoted: [LegQuote, LegQuote];
  if (first.instrument === 'perp' && second.instrument === 'perp') {
    const firstRate = rateOf(first);
    const secondRate = rateOf(second);
    if (firstRate === undefined || secondRate === undefined) return null;
    const pair = bestPair([
      { venue: first.venue, fundingRateHourly: firstRate },
      { venue: second.venue, fundingRateHourly: secondRate },
    ]);
    const firstIsLong = pair?.long === first.venue;
    quoted = [
      { ...first, side: firstIsLong ? 'long' : 'short', fundingRateHourly: firstRate },
      { ...second, side: firstIsLong ? 'short' : 'long', fundingRateHourly: secondRate },
    ];
  } else {
    const perp = first.instrument === 'perp' ? first : second;
    const perpRate = rateOf(perp);
    if (perpRate === undefined) return null;
    const legOf = (leg: LegSpec): LegQuote =>
      leg.instrument === 'spot'
        ? { ...leg, side: 'long', fundingRateHourly: 0 }
        : { ...leg, side: 'short', fundingRateHourly: perpRate };
    quoted = [legOf(first), legOf(second)];
  }
  const short = quoted.find((leg) => leg.side === 'short') ?? quoted[1];
  const long = quoted.find((leg) => leg.side === 'long') ?? quoted[0];
  const spreadHourly = short.fundingRateHourly - long.fundingRateHourly;
  return {
    legs: quoted,
    spreadHourly,
    spreadApr: aprOf(spreadHourly),
    carryPerDayUsd: dailyCarry(sizeUsd, spreadHourly),
  };
}

/** The markets a strategy can trade: those every perpetual leg's venue lists (and the spot leg's venue's perpetual). */
export function strategyMarkets(legs: readonly [LegSpec, LegSpec], board: readonly MarketRow[]): string[] {
  const venues = [...new Set(legs.map((leg) => leg.venue))];
  return board.filter((row) => venues.every((venue) => row.quotes[venue] !== undefined)).map((row) => row.base);
}

/** The leverage limit of a market on a strategy's perpetual legs: the lowest published maximum among them. */
export function strategyMaxLeverageOf(legs: readonly [LegSpec, LegSpec], row: MarketRow | undefined): number | null {
  let max: number | null = null;
  for (const leg of legs) {
    if (leg.instrument !== 'perp') continue;
    const published = row?.quotes[leg.venue]?.maxLeverage ?? null;
    if (published !== null && (max === null || published < max)) max = published;
  }
  return max;
}
