/**
 * The mark price a position's notional implies: Hyperliquid and Lighter value a position at the mark price, so its
 * value over its size is the mark. Null when either is missing or the quotient is not a positive finite price (a
 * missing value divides as NaN, a zero size as Infinity).
 */
export function markOf(valueUsd: number | null | undefined, size: number): number | null {
  const mark = (valueUsd ?? Number.NaN) / Math.abs(size);
  return Number.isFinite(mark) && mark > 0 ? mark : null;
}
