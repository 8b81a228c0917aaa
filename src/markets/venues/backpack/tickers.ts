import * as z from 'zod/mini';
import { readPublicJson } from '../../../lib/public-client';
import { readRows } from '../../../lib/read-reply';
import { nonNegativeDecimal } from '../shared/decimal';
import { fixedWeight } from '../../model/venue-budget';
import { UNGATED, type Passage } from '../shared/passage';
import { backpackFacts } from './facts';

/*
 * GET {base}/api/v1/tickers: [{symbol, firstPrice, lastPrice, high, low, volume, quoteVolume, trades, …}] for every
 * market, spot and perpetual (Backpack Exchange API docs, "Markets: Get tickers"; ccxt's backpack.ts fetchTickers).
 * `quoteVolume` is the 24 h volume in USDC.
 */
export const tickerRowSchema = z.object({ symbol: z.string(), quoteVolume: nonNegativeDecimal });

/** 24 h quote volume by symbol. A broken row only loses its volume. */
export async function getQuoteVolumes(
  baseUrl: string,
  signal?: AbortSignal,
  pass: Passage = UNGATED,
): Promise<Map<string, number>> {
  const rows = await pass(fixedWeight(backpackFacts.budget.calls.tickers), () =>
    readPublicJson(z.array(z.unknown()), { url: `${baseUrl}/api/v1/tickers`, signal }),
  );
  return new Map(readRows(rows, tickerRowSchema, { optional: true }).rows.map((row) => [row.symbol, row.quoteVolume]));
}
