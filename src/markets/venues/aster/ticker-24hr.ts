import * as z from 'zod/mini';
import { fetchPublicJson } from '../../../lib/public-client';
import { nonNegativeDecimal } from '../shared/decimal';
import { parseEnvelope } from '../shared/parse-rows';

/*
 * GET {base}/fapi/v3/ticker/24hr (no symbol: a list for every symbol). Shape from Aster's "Futures API v3" docs
 * ("24hr Ticker Price Change Statistics"): {symbol, lastPrice, volume, quoteVolume, …}; `quoteVolume` is the 24 h
 * volume in the quote currency (USDT, taken as USD).
 */
export const tickerRowSchema = z.object({ symbol: z.string(), quoteVolume: nonNegativeDecimal });

/** 24 h quote volume by symbol; rows that do not parse only lose their volume. */
export async function getQuoteVolumes(baseUrl: string, signal?: AbortSignal): Promise<Map<string, number>> {
  const reply = await fetchPublicJson({ url: `${baseUrl}/fapi/v3/ticker/24hr`, signal });
  const rows = parseEnvelope(z.array(z.unknown()), reply, 'ticker/24hr');
  const volumes = new Map<string, number>();
  for (const row of rows) {
    const parsed = tickerRowSchema.safeParse(row);
    if (parsed.success) volumes.set(parsed.data.symbol, parsed.data.quoteVolume);
  }
  return volumes;
}
