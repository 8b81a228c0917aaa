import * as z from 'zod/mini';
import { readPublicJson } from '../../../lib/public-client';
import { readRows } from '../../../lib/read-reply';
import { nonNegativeDecimal } from '../shared/decimal';
import { fixedWeight } from '../../model/venue-budget';
import { UNGATED, type Passage } from '../shared/passage';
import { backpackFacts } from './facts';

/*
 * GET {base}/api/v1/openInterest (no symbol: every perpetual): [{symbol, openInterest, timestamp}] (Backpack Exchange
 * API docs, "Markets: Get open interest"; ccxt's backpack.ts fetchOpenInterest). `openInterest` is counted in the base
 * asset; a market Backpack has no figure for says null.
 */
export const openInterestRowSchema = z.object({ symbol: z.string(), openInterest: z.nullable(nonNegativeDecimal) });

/** Open interest (base units) by symbol. A broken row only loses its open interest; the market itself stays. */
export async function getOpenInterest(
  baseUrl: string,
  signal?: AbortSignal,
  pass: Passage = UNGATED,
): Promise<Map<string, number>> {
  const rows = await pass(fixedWeight(backpackFacts.budget.calls.openInterest), () =>
    readPublicJson(z.array(z.unknown()), { url: `${baseUrl}/api/v1/openInterest`, signal }),
  );
  const interest = new Map<string, number>();
  for (const row of readRows(rows, openInterestRowSchema, { optional: true }).rows) {
    if (row.openInterest !== null) interest.set(row.symbol, row.openInterest);
  }
  return interest;
}
