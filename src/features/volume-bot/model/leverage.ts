/**
 * The highest leverage a setting may ask for where the venue publishes no maximum for the market in its key-less
 * market data (Aster, EdgeX, Pacifica): 50×, what the venues offer on their largest markets; where the venue does
 * publish one (Hyperliquid, Lighter), that maximum applies.
 */
export const GENERAL_MAX_LEVERAGE = 50;

export interface LeverageLimit {
  max: number;
  /** The market whose published maximum sets the limit; null when the general cap does. */
  market: string | null;
}

/**
 * The leverage limit for a set of markets: the lowest published maximum among them, since one setting applies to
 * every market; markets without a published maximum count as the general cap.
 */
export function leverageLimit(
  markets: readonly string[],
  maxLeverageOf: (market: string) => number | null,
): LeverageLimit {
  let limit: LeverageLimit = { max: GENERAL_MAX_LEVERAGE, market: null };
  for (const market of markets) {
    const published = maxLeverageOf(market);
    if (published !== null && published >= 1 && published < limit.max) limit = { max: published, market };
  }
  return limit;
}
