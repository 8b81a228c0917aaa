import type { KnownVenues } from './venue-facts';
import { BUILT_IN_VENUES, type VenueId } from './venues';

export interface NormalisedSymbol {
  base: string;
  unitSize: number;
}

/**
 * The spelling most venues use for a perpetual (BTC, BTC-USD, BTC_USDC_PERP's kin): what a venue whose facts are not
 * known is read with.
 */
const COMMON_QUOTE = /^([^-_/]+)(?:[-_/](?:USDC?|USDT|PERP))*$/;

/**
 * Size prefixes: cheap coins are traded in lots. Hyperliquid, Pacifica and Backpack write kPEPE (1000 PEPE); Aster,
 * EdgeX and Lighter write 1000PEPE, 1000000MOG. Only a lower-case k counts: KAITO is a coin, not 1000 AITO.
 */
const SIZE_PREFIX = /^(?:(1000000|100000|10000|1000)|k)(?=[A-Z])/;

const BASE = /^[A-Z0-9]{1,15}$/;

/**
 * A venue's market name as the common model's base asset and lot size, or null if it is not a perpetual we read. Each
 * venue's facts say how it writes one (`symbols.quote`): BTCUSDT (Aster), BTCUSD (EdgeX), BTC_USDC_PERP (Backpack)
 * and BTC (Hyperliquid, Lighter, Pacifica) are all BTC; a name a venue would never use for a perpetual (Backpack's spot
 * SOL_USDC, Hyperliquid's @107 spot pairs) is not a market of ours.
 */
export function normaliseSymbol(
  venue: VenueId,
  raw: string,
  venues: KnownVenues = BUILT_IN_VENUES,
): NormalisedSymbol | null {
  return normaliseSpelling(venues.facts(venue)?.symbols.quote ?? COMMON_QUOTE, raw);
}

/** A market name as the base asset and lot size, its quote part stripped with `quote` (a venue's `symbols.quote`). */
export function normaliseSpelling(quote: RegExp, raw: string): NormalisedSymbol | null {
  const quoted = quote.exec(raw.trim());
  const name = quoted?.[1];
  if (!name) return null;
  const prefix = SIZE_PREFIX.exec(name);
  const unitSize = prefix ? Number(prefix[1] ?? 1000) : 1;
  const base = (prefix ? name.slice(prefix[0].length) : name).toUpperCase();
  return BASE.test(base) ? { base, unitSize } : null;
}
