import * as z from 'zod/mini';
import { readPublicJson } from '../../../lib/public-client';
import { readRows } from '../../../lib/read-reply';
import { nonNegativeDecimal } from '../shared/decimal';
import { fixedWeight } from '../../model/venue-budget';
import { UNGATED, type Passage } from '../shared/passage';
import { asterFacts } from './facts';

/*
 * GET {base}/fapi/v3/ticker/24hr (no symbol: a list for every symbol). Shape from Aster's "Futures API v3" docs
 * ("24hr Ticker Price Change Statistics"): {symbol, lastPrice, volume, quoteVolume, …}; `quoteVolume` is the 24 h
 * volume in the quote currency (USDT, taken as USD).
 */
export const tickerRowSchema = z.object({ symbol: z.string(), quoteVolume: nonNegativeDecimal });

/** 24 h quote volume by symbol; rows that do not parse only lose their volume. */
export async function getQuoteVolumes(
  baseUrl: string,
  signal?: AbortSignal,
  pass: Passage = UNGATED,
): Promise<Map<string, number>> {
  const rows = await pass(fixedWeight(asterFacts.budget.calls['ticker/24hr']), () =>
    readPublicJson(z.array(z.unknown()), { url: `${baseUrl}/fapi/v3/ticker/24hr`, signal }),
  );
  return new Map(readRows(rows, tickerRowSchema, { optional: true }).rows.map((row) => [row.symbol, row.quoteVolume]));
}
