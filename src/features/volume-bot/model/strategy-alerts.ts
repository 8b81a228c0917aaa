import type { VenueId } from '../../../markets/model/venues';
import { figure } from './leg-position';
import type { PairState } from './pair-state';
import type { PositionAlert } from './position-alerts';
import type { StrategyWatch } from './strategy-watch';

/** What a strategy alerts on, set per strategy; off by default. Percentages as the user types them (8 = 8 %). */
export interface StrategyAlertSettings {
  enabled: boolean;
  /** Alert when the legs differ by more than this (% of the larger leg). */
  imbalancePct: number;
  /** Alert when a leg's mark is closer than this to its liquidation price (% of the mark). */
  liquidationPct: number;
  /** Alert when the spread crosses X or Y. */
  spreadCrossing: boolean;
  /** Alert when a leg's funding changes sign while the pair is open. */
  fundingFlip: boolean;
  /** Play the chime with each alert (the desktop notification shows when the browser allows it). */
  sound: boolean;
}

export const DEFAULT_ALERT_SETTINGS: StrategyAlertSettings = {
  enabled: false,
  imbalancePct: 5,
  liquidationPct: 10,
  spreadCrossing: true,
  fundingFlip: true,
  sound: true,
};

/** What the alert rules look at, taken from one reading of the strategy's watch. */
export interface AlertSnapshot {
  state: PairState;
  /** The spread that decides (% APR), null when not known. */
  spreadPct: number | null;
  openSpreadApr: number;
  closeSpreadApr: number;
  /**
   * Each open leg: its venue (and whether it is a spot holding), how far from liquidation (fraction of the mark) and
   * its funding per hour (none for a spot holding).
   */
  legs: readonly {
    venue: VenueId;
    spot: boolean;
    liquidationDistance: number | null;
    fundingRateHourly: number | null;
  }[];
}

/**
 * What the rules look at in one watch of a strategy: its state, the spread that decides against the saved X and Y,
 * and each open leg's distance to liquidation and its venue's funding now (`rates`, per hour, from the market data).
 */
export function alertSnapshot(
  watch: Pick<StrategyWatch, 'state' | 'spreadPct' | 'legs'>,
  rates: Partial<Record<VenueId, number>>,
  thresholds: { openSpreadApr: number; closeSpreadApr: number },
): AlertSnapshot {
  return {
    state: watch.state,
    spreadPct: watch.spreadPct,
    openSpreadApr: thresholds.openSpreadApr,
    closeSpreadApr: thresholds.closeSpreadApr,
    legs: watch.legs.flatMap(({ spec, position }) =>
      position
        ? [
            {
              venue: spec.venue,
              spot: spec.instrument === 'spot',
              liquidationDistance: position.liquidationDistance,
              // The venue's rate is its perpetual's: a spot holding beside it on the same venue pays none.
              fundingRateHourly: spec.instrument === 'spot' ? null : (rates[spec.venue] ?? null),
            },
          ]
        : [],
    ),
  };
}

export type StrategyAlert =
  | { kind: 'legMissing'; venue: VenueId; spot?: true }
  | { kind: 'imbalanced'; difference: number }
  | { kind: 'notHedged' }
  | { kind: 'liquidationNear'; venue: VenueId; distance: number }
  | { kind: 'spreadCrossed'; threshold: 'open' | 'close'; direction: 'up' | 'down'; spreadPct: number; level: number }
  | { kind: 'fundingFlipped'; venue: VenueId; rate: number };

function problems(snapshot: AlertSnapshot, settings: StrategyAlertSettings): Map<string, StrategyAlert> {
  const found = new Map<string, StrategyAlert>();
  const { state } = snapshot;
  if (state.kind === 'oneLeg') {
    const { venue, spot } = state.missing;
    found.set(`missing:${venue}${spot ? ':spot' : ''}`, { kind: 'legMissing', venue, ...(spot ? { spot } : {}) });
  }
  if (state.kind === 'imbalanced' && state.difference * 100 > settings.imbalancePct) {
    found.set('imbalanced', { kind: 'imbalanced', difference: state.difference });
  }
  if (state.kind === 'sameSide') found.set('notHedged', { kind: 'notHedged' });
  for (const leg of snapshot.legs) {
    const distance = figure(leg.liquidationDistance);
    if (distance !== null && distance * 100 < settings.liquidationPct) {
      found.set(`liquidation:${leg.venue}`, { kind: 'liquidationNear', venue: leg.venue, distance });
    }
  }
  return found;
}

/** Which side of a threshold a spread lies: at or above (1), below (−1), or not known (0). */
const sideOf = (spread: number | null, threshold: number) => (spread === null ? 0 : spread >= threshold ? 1 : -1);

/**
 * The alerts one new reading of a strategy raises, against the reading before it: a problem (a leg missing, the legs
 * apart by more than the set percentage, both legs on one side, a leg closer to liquidation than the set percentage)
 * alerts when it appears, not again while it lasts, and again if it goes away and comes back; the spread crossing X
 * or Y (either way), and a leg's funding changing sign while the pair is open, alert when they happen (each of these
 * two can be turned off). Nothing when the strategy's alerts are off, and nothing from a reading that could not be
 * made (the first reading only states the problems it finds).
 */
export function strategyAlerts(
  previous: AlertSnapshot | null,
  current: AlertSnapshot,
  settings: StrategyAlertSettings,
): StrategyAlert[] {
  if (!settings.enabled) return [];
  const before = previous ? problems(previous, settings) : new Map<string, StrategyAlert>();
  const alerts = [...problems(current, settings)].filter(([key]) => !before.has(key)).map(([, alert]) => alert);
  if (!previous) return alerts;
  const spread = figure(current.spreadPct);
  const spreadBefore = figure(previous.spreadPct);
  for (const threshold of settings.spreadCrossing ? (['open', 'close'] as const) : []) {
    const level = threshold === 'open' ? current.openSpreadApr : current.closeSpreadApr;
    const now = sideOf(spread, level);
    const then = sideOf(spreadBefore, level);
    if (spread !== null && now !== 0 && then !== 0 && now !== then) {
      alerts.push({ kind: 'spreadCrossed', threshold, direction: now > 0 ? 'up' : 'down', spreadPct: spread, level });
    }
  }
  for (const leg of settings.fundingFlip ? current.legs : []) {
    const rate = figure(leg.fundingRateHourly);
    const earlier = figure(
      previous.legs.find((entry) => entry.venue === leg.venue && entry.spot === leg.spot)?.fundingRateHourly,
    );
    if (rate !== null && earlier !== null && rate * earlier < 0) {
      alerts.push({ kind: 'fundingFlipped', venue: leg.venue, rate });
    }
  }
  return alerts;
}

/** Any alert of a strategy: of its first rules, or of the position rules (position-alerts.ts). */
export type AnyStrategyAlert = StrategyAlert | PositionAlert;
