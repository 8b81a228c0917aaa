/**
 * The mark price a position's notional implies: Hyperliquid and Lighter value a position at the mark price, so its
 * value over its size is the mark. Null when either is missing or the quotient is not a positive finite price.
 */
export function markOf(valueUsd: number | null | undefined, size: number): number | null {
  const mark = valueUsd == null || size === 0 ? null : valueUsd / Math.abs(size);
  return mark !== null && Number.isFinite(mark) && mark > 0 ? mark : null;
}
