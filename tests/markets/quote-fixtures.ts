import type { MarketRow } from '../../src/markets/model/board';
import { buildBoard } from '../../src/markets/model/board';
import type { MarketQuote } from '../../src/markets/model/market';
import type { BuiltInVenueId } from '../../src/markets/model/venues';

/** A quote with plain numbers: 1 %/h is written 0.01. */
export function quote(
  venue: BuiltInVenueId,
  base: string,
  fundingRateHourly: number,
  extra: Partial<MarketQuote> = {},
): MarketQuote {
  return {
    venue,
    base,
    symbol: base,
    unitSize: 1,
    fundingRateHourly,
    fundingIntervalHours: 1,
    nextFundingTime: null,
    markPrice: 100,
    openInterestUsd: 1e6,
    volume24hUsd: 5e6,
    maxLeverage: null,
    ...extra,
  };
}

export function boardOf(...quotes: MarketQuote[]): MarketRow[] {
  const venues = [...new Set(quotes.map((item) => item.venue))];
  return buildBoard(
    venues.map((venue) => ({
      venue,
      markets: quotes.filter((item) => item.venue === venue),
      readAt: 0,
      droppedMarkets: 0,
    })),
  );
}
