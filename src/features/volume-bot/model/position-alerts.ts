import type { VenueId } from '../../../markets/model/venues';
import { figure } from './leg-position';
import type { OpenLeg } from './pair-state';
import type { LegWatch, StrategyWatch } from './strategy-watch';

/**
 * Three rules beside the strategy's first ones (strategy-alerts.ts), on what an open pair costs or risks: the legs'
 * notional drifting apart (a rebalance is due), a leg's venue using more margin than the level set in My Balance, and
 * the funding received since the pair opened turning negative. Like the first rules, each alerts when its problem
 * appears, not again while it lasts, and again if it goes away and comes back; and nothing while the strategy's alerts
 * are off.
 */

export interface PositionAlertSettings {
  /** Alert when the legs' notional (USD) differ by more than `rebalancePct` % of the larger. */
  rebalance: boolean;
  rebalancePct: number;
  /** Alert when margin use on a leg's venue is above the level set in My Balance. */
  marginHigh: boolean;
  /** Alert when the funding received since the pair opened turns negative. */
  fundingNegative: boolean;
}

export const DEFAULT_POSITION_ALERT_SETTINGS: PositionAlertSettings = {
  rebalance: true,
  rebalancePct: 10,
  marginHigh: true,
  fundingNegative: true,
};

/**
 * Funding since the opening counts as negative from a cent paid, the least a figure shows: a rounding's −$0.001 would
 * read "−$0.00".
 */
export const FUNDING_NEGATIVE_FROM_USD = -0.01;

/** What the rules look at in one reading of a strategy. */
export interface PositionSnapshot {
  /** While open both ways, each leg's notional in USD, when both are priced. */
  notional: { longUsd: number; shortUsd: number } | null;
  /** Each venue of the strategy's perpetual legs, with its margin used ÷ equity (My Balance's measure), if read. */
  margins: readonly { venue: VenueId; ratio: number | null }[];
  /** Funding received (positive) or paid since the pair opened, in USD; null when it was not counted. */
  fundingUsd: number | null;
}

export type PositionAlert =
  | { kind: 'rebalanceNeeded'; gap: number; longUsd: number; shortUsd: number }
  /** `ratio` is Infinity when margin is used with no equity left. */
  | { kind: 'marginHigh'; venue: VenueId; ratio: number; level: number }
  | { kind: 'fundingNegative'; fundingUsd: number };

/** How far apart two notionals are, as a fraction of the larger (0 when both are zero). */
export function notionalGap(a: number, b: number): number {
  const larger = Math.max(Math.abs(a), Math.abs(b));
  return larger > 0 ? Math.abs(Math.abs(a) - Math.abs(b)) / larger : 0;
}

const isLeg = (leg: LegWatch, open: OpenLeg) =>
  leg.spec.venue === open.venue && (leg.spec.instrument === 'spot') === Boolean(open.spot);

function notionalOf(watch: Pick<StrategyWatch, 'state' | 'legs'>): PositionSnapshot['notional'] {
  const { state } = watch;
  if (state.kind !== 'balanced' && state.kind !== 'imbalanced') return null;
  const usd = (open: OpenLeg) => {
    const value = figure(watch.legs.find((leg) => isLeg(leg, open))?.position?.notionalUsd) ?? 0;
    return value > 0 ? value : null;
  };
  const longUsd = usd(state.long);
  const shortUsd = usd(state.short);
  return longUsd === null || shortUsd === null ? null : { longUsd, shortUsd };
}

/**
 * The snapshot of one watch of a strategy: its legs' notional, the margin use of its perpetual legs' venues
 * (`marginRatios`, used ÷ equity per venue, as My Balance measures it) and the funding since the opening.
 */
export function positionSnapshot(
  watch: Pick<StrategyWatch, 'state' | 'legs' | 'carry'>,
  marginRatios: Partial<Record<VenueId, number | null>>,
): PositionSnapshot {
  const venues = [...new Set(watch.legs.filter((leg) => leg.spec.instrument === 'perp').map((leg) => leg.spec.venue))];
  return {
    notional: notionalOf(watch),
    margins: venues.map((venue) => ({ venue, ratio: marginRatios[venue] ?? null })),
    fundingUsd: figure(watch.carry?.fundingUsd),
  };
}

function problems(
  snapshot: PositionSnapshot,
  settings: PositionAlertSettings,
  marginLevel: number,
): Map<string, PositionAlert> {
  // Keyed by problem: the keys only need to differ from each other.
  // Stryker disable StringLiteral
  const found = new Map<string, PositionAlert>();
  const { notional, fundingUsd } = snapshot;
  if (settings.rebalance && notional) {
    const gap = notionalGap(notional.longUsd, notional.shortUsd);
    if (gap * 100 > settings.rebalancePct) found.set('rebalance', { kind: 'rebalanceNeeded', gap, ...notional });
  }
  if (settings.marginHigh && Number.isFinite(marginLevel) && marginLevel > 0) {
    for (const margin of snapshot.margins) {
      // Not read (null) or not a number (NaN) is never above the level; Infinity (no equity left) always is.
      const ratio = margin.ratio ?? Number.NaN;
      if (ratio > marginLevel) {
        found.set(`margin:${margin.venue}`, { kind: 'marginHigh', venue: margin.venue, ratio, level: marginLevel });
      }
    }
  }
  // Not counted (null) is not negative.
  const funding = fundingUsd ?? 0;
  if (settings.fundingNegative && funding <= FUNDING_NEGATIVE_FROM_USD) {
    found.set('funding', { kind: 'fundingNegative', fundingUsd: funding });
  }
  // Stryker restore StringLiteral
  return found;
}

/**
 * The alerts one new reading raises against the one before (null for the first: it states the problems it finds).
 * `marginLevel` is My Balance's warning level, a fraction (0.8 for 80 %).
 */
export function positionAlerts(
  previous: PositionSnapshot | null,
  current: PositionSnapshot,
  // With the strategy's switch for all its alerts (StrategyAlertSettings.enabled).
  settings: PositionAlertSettings & { enabled: boolean },
  marginLevel: number,
): PositionAlert[] {
  if (!settings.enabled) return [];
  const before = previous ? problems(previous, settings, marginLevel) : new Map<string, PositionAlert>();
  return [...problems(current, settings, marginLevel)].filter(([key]) => !before.has(key)).map(([, alert]) => alert);
}
