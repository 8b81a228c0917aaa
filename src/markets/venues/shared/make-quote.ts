import type { MarketQuote, VenueSnapshot } from '../../model/market';
import { normaliseSpelling, normaliseSymbol } from '../../model/symbols';
import { hourlyFromInterval, isPlausibleHourlyRate } from '../../model/units';
import type { VenueFacts } from '../../model/venue-facts';
import type { VenueId } from '../../model/venues';
import { malformedReply } from '../../../lib/read-reply';

export interface QuoteInput {
  venue: VenueId;
  symbol: string;
  /** The rate as the venue quotes it: for one settlement interval. */
  ratePerInterval: number;
  intervalHours: number;
  nextFundingTime: number | null;
  /** Price of one unit of the venue's market (one kPEPE, one 1000PEPEUSDT), as the venue quotes it. */
  unitPrice: number | null;
  /** Open interest counted in the venue's market units (kPEPE, contracts); turned into USD with `unitPrice`. */
  openInterestUnits?: number | null;
  /** Open interest the venue already gives in USD. */
  openInterestUsd?: number | null;
  volume24hUsd: number | null;
  /** The venue's published maximum leverage for the market, if its reply has one. */
  maxLeverage?: number | null;
  /** The venue's id for the market, where it names markets by one (see MarketQuote.marketId). */
  marketId?: string;
  /** How the venue writes a market's name, for a venue outside the venue list (its facts say it for the others). */
  symbols?: VenueFacts['symbols'];
}

/** A venue's market in the common model, or null when its name or funding rate cannot be trusted. */
export function makeQuote(input: QuoteInput): MarketQuote | null {
  const symbol = input.symbols
    ? normaliseSpelling(input.symbols.quote, input.symbol)
    : normaliseSymbol(input.venue, input.symbol);
  if (!symbol || !(input.intervalHours > 0)) return null;
  const fundingRateHourly = hourlyFromInterval(input.ratePerInterval, input.intervalHours);
  if (!isPlausibleHourlyRate(fundingRateHourly)) return null;
  const { unitPrice } = input;
  const openInterestUsd =
    input.openInterestUsd ??
    (input.openInterestUnits != null && unitPrice != null ? input.openInterestUnits * unitPrice : null);
  return {
    venue: input.venue,
    base: symbol.base,
    symbol: input.symbol,
    unitSize: symbol.unitSize,
    fundingRateHourly,
    fundingIntervalHours: input.intervalHours,
    nextFundingTime: input.nextFundingTime,
    markPrice: unitPrice == null ? null : unitPrice / symbol.unitSize,
    openInterestUsd,
    volume24hUsd: input.volume24hUsd,
    maxLeverage: input.maxLeverage != null && input.maxLeverage >= 1 ? input.maxLeverage : null,
    ...(input.marketId === undefined ? {} : { marketId: input.marketId }),
  };
}

/**
 * A venue's snapshot from its candidate quotes: those that could not be trusted and the rows that did not parse are
 * counted, not shown. A reply with rows but not one usable market is not the venue's format any more.
 */
export function snapshotOf(
  venue: VenueId,
  quotes: readonly (MarketQuote | null)[],
  rejectedRows: number,
  readAt: number,
): VenueSnapshot {
  const markets = quotes.filter((quote): quote is MarketQuote => quote !== null);
  if (markets.length === 0 && quotes.length + rejectedRows > 0) throw malformedReply('no usable market');
  return { venue, markets, readAt, droppedMarkets: rejectedRows + quotes.length - markets.length };
}
