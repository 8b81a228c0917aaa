import * as z from 'zod/mini';
import { readPublicJson } from '../../../lib/public-client';
import { decimal, nonNegativeDecimal, positiveDecimal } from '../shared/decimal';
import { fixedWeight } from '../../model/venue-budget';
import { UNGATED, type Passage } from '../shared/passage';
import { pacificaFacts } from './facts';

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

export async function getPrices(baseUrl: string, signal?: AbortSignal, pass: Passage = UNGATED): Promise<unknown[]> {
  const reply = await pass(fixedWeight(pacificaFacts.budget.calls['info/prices']), () =>
    readPublicJson(pricesReplySchema, { url: `${baseUrl}/api/v1/info/prices`, signal }),
  );
  return reply.data;
}
