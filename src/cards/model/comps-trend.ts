import { median } from './comps';

/**
 * A card and grade's trend: the median of its sales of the last 7 days against the median of the 30 days before,
 * when both spans have enough sales. Pure; a sale ahead of our clock counts as one of now.
 */

export type Trend = 'rising' | 'falling';

const DAY_MS = 86_400_000;

export const TREND_RULE = {
  recentDays: 7,
  earlierDays: 30,
  /** Sales each span needs before its median says anything. */
  minSales: 3,
  /** How far the recent median must be from the earlier one, % of the earlier one. */
  minChangePct: 10,
} as const;

export interface TrendReading {
  trend: Trend | null;
  /** The recent median against the earlier one, %; null when a span has too few sales. */
  changePct: number | null;
  recentSales: number;
  earlierSales: number;
}

export function compsTrend(sales: readonly { priceUSD: number; time: number }[], now: number): TrendReading {
  const recentFrom = now - TREND_RULE.recentDays * DAY_MS;
  const earlierFrom = recentFrom - TREND_RULE.earlierDays * DAY_MS;
  const recent: number[] = [];
  const earlier: number[] = [];
  for (const { priceUSD, time } of sales) {
    if (!Number.isFinite(priceUSD) || priceUSD <= 0 || !Number.isFinite(time)) continue;
    if (time > recentFrom) recent.push(priceUSD);
    else if (time > earlierFrom) earlier.push(priceUSD);
  }
  const reading = { recentSales: recent.length, earlierSales: earlier.length };
  if (recent.length < TREND_RULE.minSales || earlier.length < TREND_RULE.minSales) {
    return { trend: null, changePct: null, ...reading };
  }
  const now7 = median(recent) ?? 0;
  const before = median(earlier) ?? 0;
  // Rounded far below what is shown, so that 90 against 100 is the 10 % it reads as, not 9.999…
  const changePct = Math.round((now7 / before - 1) * 100 * 1e9) / 1e9;
  if (!Number.isFinite(changePct)) return { trend: null, changePct: null, ...reading };
  const trend =
    changePct >= TREND_RULE.minChangePct ? 'rising' : changePct <= -TREND_RULE.minChangePct ? 'falling' : null;
  return { trend, changePct, ...reading };
}
