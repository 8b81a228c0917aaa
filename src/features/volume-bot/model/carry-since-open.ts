import type { AccountEvent, AccountFill } from '../../../markets/model/account';
import { normaliseSymbol } from '../../../markets/model/symbols';
import type { VenueId } from '../../../markets/model/venues';
import { figure, isSaneSize, type Side } from './leg-position';

/** What one leg received and paid since the position opened: funding (received positive) and its fills' fees. */
export interface LegCarry {
  fundingUsd: number;
  feesUsd: number;
  payments: number;
  fills: number;
  /** Rows whose amount could not be believed (NaN, 1e308…): left out of the sums and counted. */
  refused: number;
}

/**
 * The leg's funding received and paid and the fees of its fills in the strategy's market since `since` (ms), from
 * the venue's own history of the account. An amount that is no finite figure within MAX_FIGURE is left out and
 * counted, so one hostile row cannot turn the sum into Infinity.
 */
export function legCarry(venue: VenueId, base: string, events: readonly AccountEvent[], since: number): LegCarry {
  const carry: LegCarry = { fundingUsd: 0, feesUsd: 0, payments: 0, fills: 0, refused: 0 };
  for (const event of events) {
    if (event.time < since || normaliseSymbol(venue, event.market)?.base !== base) continue;
    const amount = figure(event.kind === 'funding' ? event.amountUsd : event.feeUsd);
    if (amount === null) {
      carry.refused += 1;
    } else if (event.kind === 'funding') {
      carry.fundingUsd += amount;
      carry.payments += 1;
    } else {
      carry.feesUsd += amount;
      carry.fills += 1;
    }
  }
  return carry;
}

/** Funding received minus fees paid, over every leg that was read. */
export function netCarry(legs: readonly LegCarry[]): { fundingUsd: number; feesUsd: number; netUsd: number } {
  const fundingUsd = legs.reduce((sum, leg) => sum + leg.fundingUsd, 0);
  const feesUsd = legs.reduce((sum, leg) => sum + leg.feesUsd, 0);
  return { fundingUsd, feesUsd, netUsd: fundingUsd - feesUsd };
}

/**
 * When a position was opened, from the account's fills: walking back from the newest fill, each fill is taken off
 * the position held now, and the fill before which the account held nothing (or held the other side) opened it.
 * Null when the fills read do not reach back that far (the position is older than the history read). Sizes are in
 * units of the base asset; `size` is the position held now, signed by `side`.
 */
export function openedAtFromFills(
  venue: VenueId,
  base: string,
  side: Side,
  size: number,
  events: readonly AccountEvent[],
): number | null {
  if (!isSaneSize(size)) return null;
  const fills = events
    .filter((event): event is AccountFill => event.kind === 'fill')
    .flatMap((fill) => {
      const symbol = normaliseSymbol(venue, fill.market);
      const units = symbol?.base === base ? fill.size * symbol.unitSize : NaN;
      return isSaneSize(units) && Number.isFinite(fill.time)
        ? [{ time: fill.time, signed: fill.side === 'buy' ? units : -units }]
        : [];
    })
    .sort((a, b) => b.time - a.time);
  const tolerance = size * 1e-6;
  let held = side === 'long' ? size : -size;
  for (const fill of fills) {
    const before = held - fill.signed;
    if (Math.abs(before) <= tolerance || Math.sign(before) !== Math.sign(held)) return fill.time;
    held = before;
  }
  return null;
}
