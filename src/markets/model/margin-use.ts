export interface MarginUse {
  /** Margin held by open positions and orders: equity less what is free to open positions or withdraw. */
  usedUsd: number;
  /**
   * Used ÷ equity: 0.8 is 80 %. Infinity when margin is used with no equity left (the worst case, always warned);
   * null when there is nothing to measure (no equity and nothing used) or a figure is not a finite number.
   */
  ratio: number | null;
}

/**
 * Margin used against equity, from the two figures every readable venue gives (equity and available margin): the
 * venues differ in what else they report, so the difference is the one measure that means the same on each.
 */
export function marginUse(equityUsd: number, availableUsd: number): MarginUse | null {
  if (!Number.isFinite(equityUsd) || !Number.isFinite(availableUsd)) return null;
  const usedUsd = Math.max(0, equityUsd - Math.max(0, availableUsd));
  if (equityUsd <= 0) return { usedUsd, ratio: usedUsd > 0 ? Infinity : null };
  return { usedUsd, ratio: usedUsd / equityUsd };
}

/**
 * Whether an account's margin use is above the level the user set in My Balance (a fraction: 0.8 for 80 %), which the
 * strategies' margin alert watches too.
 */
export function marginWarning(use: MarginUse | null, level: number): boolean {
  return use !== null && use.ratio !== null && use.ratio > level;
}
