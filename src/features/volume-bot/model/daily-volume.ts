import type { AccountEvent } from '../../../markets/model/account';
import { figure } from './leg-position';

export const DAY_MS = 86_400_000;

/** The days the exchange settings chart: today and the six UTC days before it. */
export const CHART_DAYS = 7;

/** The start (00:00 UTC) of the UTC day a time falls in. */
export const utcDayStart = (time: number) => Math.floor(time / DAY_MS) * DAY_MS;

export interface DayVolume {
  /** 00:00 UTC of the day, in ms. */
  day: number;
  /** Traded notional (size × price of every fill, buys and sells alike) in USD. */
  volumeUsd: number;
  fills: number;
  /** What the fills cost; a rebate counts as negative. */
  feesUsd: number;
}

export interface DailyVolumes {
  /** `CHART_DAYS` days, oldest first, the last one today (UTC); a day without fills is there with zeros. */
  days: DayVolume[];
  /**
   * Fills whose notional or fee is not a finite number, or is past MAX_FIGURE (10^15, as for the legs' figures):
   * left out of every figure and counted.
   */
  refused: number;
}

/**
 * An account's traded volume per UTC day over the last week, from its fills: the volume farmers are scored on and
 * the venues count by the UTC day. Funding payments are not volume and are skipped; a fill in the future (a clock
 * ahead of ours) is not counted in a day that has not started.
 */
export function dailyVolumes(events: readonly AccountEvent[], now: number, count = CHART_DAYS): DailyVolumes {
  const today = utcDayStart(now);
  const first = today - (count - 1) * DAY_MS;
  const days: DayVolume[] = Array.from({ length: count }, (_, index) => ({
    day: first + index * DAY_MS,
    volumeUsd: 0,
    fills: 0,
    feesUsd: 0,
  }));
  let refused = 0;
  for (const event of events) {
    if (event.kind !== 'fill') continue;
    // Before the first day, after today (a clock ahead of ours) or not a time at all: no day of the chart holds it.
    const entry = days[Math.floor((event.time - first) / DAY_MS)];
    if (!entry) continue;
    // 1e308 × 10 is Infinity, but 1e308 × 0.001 is not: the cap, not only finiteness, keeps a hostile fill from
    // showing as the day's volume.
    const notional = figure(event.size * event.price);
    const fee = figure(event.feeUsd);
    if (notional === null || fee === null || notional < 0) {
      refused += 1;
      continue;
    }
    entry.volumeUsd += notional;
    entry.fills += 1;
    entry.feesUsd += fee;
  }
  return { days, refused };
}

/** What a farmer pays for points: fees per $1,000,000 traded. Null with no volume (nothing to divide by). */
export function feesPerMillion(days: readonly DayVolume[]): number | null {
  const volume = days.reduce((sum, day) => sum + day.volumeUsd, 0);
  const fees = days.reduce((sum, day) => sum + day.feesUsd, 0);
  if (!(volume > 0) || !Number.isFinite(volume) || !Number.isFinite(fees)) return null;
  return (fees / volume) * 1_000_000;
}

/** How far today's volume is toward the target: a fraction (1 = reached; more when exceeded); null with no target. */
export function targetProgress(volumeUsd: number, targetUsd: number): number | null {
  if (!(targetUsd > 0) || !Number.isFinite(targetUsd) || !Number.isFinite(volumeUsd)) return null;
  return Math.max(0, volumeUsd) / targetUsd;
}
