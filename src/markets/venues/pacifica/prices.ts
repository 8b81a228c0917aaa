import * as z from 'zod/mini';
import { readPublicJson } from '../../../lib/public-client';
import { decimal, nonNegativeDecimal, positiveDecimal } from '../shared/decimal';

/*
 * GET {base}/api/v1/info/prices: {success: true, data: [{funding, mark, mid, next_funding, open_interest, oracle,
 * symbol, timestamp, volume_24h, yesterday_price}], error, code} (Pacifica API docs, "Get prices"; ccxt's
 * pacifica.ts). `funding` is the rate paid in the past hourly epoch and `next_funding` the estimate for the coming
 * one; `volume_24h` is USD. `open_interest` is counted in the coin: the docs' table says USD, but ccxt multiplies it
 * by the mark price and the docs' own examples (0.00524 BTC) only make sense as coins.
 */
export const pricesReplySchema = z.object({ success: z.literal(true), data: z.array(z.unknown()) });

export const priceRowSchema = z.object({
  symbol: z.string(),
  next_funding: decimal,
  mark: positiveDecimal,
  open_interest: nonNegativeDecimal,
  volume_24h: nonNegativeDecimal,
});

export async function getPrices(baseUrl: string, signal?: AbortSignal): Promise<unknown[]> {
  return (await readPublicJson(pricesReplySchema, { url: `${baseUrl}/api/v1/info/prices`, signal })).data;
}
