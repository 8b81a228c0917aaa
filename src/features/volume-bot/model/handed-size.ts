import type { ExchangeSettings, VolumeBotVenue } from '../../../account-record/volume-bot';
import { PAIR_BASES, type PairBasis } from '../../../markets/model/pair-basis';
import type { PanelSelection } from '../../../panel-contract/panel-selection';

/** The size per leg a strategy takes from a hand-over, and the limit that cut it down, if one did. */
export interface HandedSize {
  sizeUsd: number;
  /** What was handed over, before any cap. */
  requestedUsd: number;
  /** The venue whose saved maximum position capped it; null when it was taken as handed. */
  cappedBy: VolumeBotVenue | null;
}

/**
 * The size per leg a strategy opens with when Funding Rate hands one over: as handed, unless a venue of the strategy
 * has a maximum position saved in its Volume Bot settings (the strategy's own limit on each leg) that is lower; then
 * the lowest of those, saying which venue's it is. Cents at most, so the form shows it as a person types it. Null when
 * nothing usable was handed (no size, not a positive finite number).
 */
export function handedSize(
  requested: number | undefined,
  venues: readonly VolumeBotVenue[],
  exchanges: Partial<Record<VolumeBotVenue, ExchangeSettings>>,
): HandedSize | null {
  if (requested === undefined || !Number.isFinite(requested) || requested <= 0) return null;
  const requestedUsd = Math.round(requested * 100) / 100;
  let sizeUsd = requestedUsd;
  let cappedBy: VolumeBotVenue | null = null;
  for (const venue of venues) {
    const limit = exchanges[venue]?.maxPositionUsd;
    if (limit === undefined || !Number.isFinite(limit) || limit <= 0 || limit >= sizeUsd) continue;
    sizeUsd = Math.floor(limit * 100) / 100;
    cappedBy = venue;
  }
  return { sizeUsd, requestedUsd, cappedBy };
}

/** The pair's return as the handing panel worked it out, to show beside what the strategy was handed. */
export interface HandedNet {
  netApr: number;
  grossApr: number;
  basis: PairBasis;
  holdDays: number;
}

const isBasis = (value: string | undefined): value is PairBasis =>
  value !== undefined && (PAIR_BASES as readonly string[]).includes(value);

/** The net figure a market selection carries, when it carries a whole one (finite figures, a basis, a hold). */
export function handedNet(selection: Extract<PanelSelection, { kind: 'market' }>): HandedNet | null {
  const { netApr, grossApr, basis, holdDays } = selection;
  if (netApr === undefined || grossApr === undefined || !Number.isFinite(netApr) || !Number.isFinite(grossApr)) {
    return null;
  }
  if (!isBasis(basis) || holdDays === undefined || !Number.isInteger(holdDays) || holdDays <= 0) return null;
  return { netApr, grossApr, basis, holdDays };
}
