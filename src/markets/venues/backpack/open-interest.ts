import * as z from 'zod/mini';
import { fetchPublicJson } from '../../../lib/public-client';
import { nonNegativeDecimal } from '../shared/decimal';
import { parseEnvelope } from '../shared/parse-rows';

/*
 * GET {base}/api/v1/openInterest (no symbol: every perpetual): [{symbol, openInterest, timestamp}] (Backpack Exchange
 * API docs, "Markets: Get open interest"; ccxt's backpack.ts fetchOpenInterest). `openInterest` is counted in the base
 * asset; a market Backpack has no figure for says null.
 */
export const openInterestRowSchema = z.object({ symbol: z.string(), openInterest: z.nullable(nonNegativeDecimal) });

/** Open interest (base units) by symbol. A broken row only loses its open interest; the market itself stays. */
export async function getOpenInterest(baseUrl: string, signal?: AbortSignal): Promise<Map<string, number>> {
  const reply = await fetchPublicJson({ url: `${baseUrl}/api/v1/openInterest`, signal });
  const rows = parseEnvelope(z.array(z.unknown()), reply, 'openInterest');
  const interest = new Map<string, number>();
  for (const row of rows) {
    const parsed = openInterestRowSchema.safeParse(row);
    if (parsed.success && parsed.data.openInterest !== null) interest.set(parsed.data.symbol, parsed.data.openInterest);
  }
  return interest;
}
