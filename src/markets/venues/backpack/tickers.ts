import * as z from 'zod/mini';
import { fetchPublicJson } from '../../../lib/public-client';
import { nonNegativeDecimal } from '../shared/decimal';
import { parseEnvelope } from '../shared/parse-rows';

/*
 * GET {base}/api/v1/tickers: [{symbol, firstPrice, lastPrice, high, low, volume, quoteVolume, trades, …}] for every
 * market, spot and perpetual (Backpack Exchange API docs, "Markets: Get tickers"; ccxt's backpack.ts fetchTickers).
 * `quoteVolume` is the 24 h volume in USDC.
 */
export const tickerRowSchema = z.object({ symbol: z.string(), quoteVolume: nonNegativeDecimal });

/** 24 h quote volume by symbol. A broken row only loses its volume. */
export async function getQuoteVolumes(baseUrl: string, signal?: AbortSignal): Promise<Map<string, number>> {
  const reply = await fetchPublicJson({ url: `${baseUrl}/api/v1/tickers`, signal });
  const rows = parseEnvelope(z.array(z.unknown()), reply, 'tickers');
  const volumes = new Map<string, number>();
  for (const row of rows) {
    const parsed = tickerRowSchema.safeParse(row);
    if (parsed.success) volumes.set(parsed.data.symbol, parsed.data.quoteVolume);
  }
  return volumes;
}
