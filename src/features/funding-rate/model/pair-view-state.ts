import * as z from 'zod/mini';
import { DEFAULT_HOLD_DAYS, HOLD_DAYS, type HoldDays } from '../../../markets/model/net-carry';
import { PAIR_BASES, type PairBasis } from '../../../markets/model/pair-basis';
import { VENUES, isVenueId } from '../../../markets/model/venues';
import type { PanelSelection } from '../../../panel-contract/panel-selection';
import { MAX_SIZE_USD, MIN_SIZE_USD } from './funding-rate-state';

/** The pair view's panel: opened from a Funding Rate row, or from the menu to pick a pair by hand. */
export const FUNDING_PAIR_PANEL_ID = 'funding-pair';

/** How far back the chart goes. */
export const CHART_DAYS = [7, 30] as const;
export type ChartDays = (typeof CHART_DAYS)[number];

/**
 * The pair on view, kept with the layout: the market, the venue to go long on and the one to go short on; and, when
 * Funding Rate handed it over, the size per leg, the basis and the hold it was weighed at (a layout saved before
 * those reads without them: the rates now, a week's hold, no size).
 */
export const pairViewStateSchema = z.object({
  base: z.nullable(z.string().check(z.maxLength(20))),
  long: z.nullable(z.enum(VENUES)),
  short: z.nullable(z.enum(VENUES)),
  days: z.literal(CHART_DAYS),
  sizeUsd: z.optional(z.nullable(z.number().check(z.gte(MIN_SIZE_USD), z.lte(MAX_SIZE_USD)))),
  basis: z.optional(z.enum(PAIR_BASES)),
  holdDays: z.optional(z.literal(HOLD_DAYS)),
});
export type PairViewState = z.output<typeof pairViewStateSchema>;

export const DEFAULT_PAIR_VIEW_STATE: PairViewState = { base: null, long: null, short: null, days: 7 };

/** What Funding Rate hands the pair view besides the pair: the size (when it reads), the basis and the hold. */
export interface PairHandOver {
  sizeUsd?: number;
  basis: PairBasis;
  holdDays: HoldDays;
}

export function pairHandOver(sizeUsd: number | null, basis: PairBasis, holdDays: HoldDays): PairHandOver {
  return sizeUsd === null ? { basis, holdDays } : { sizeUsd, basis, holdDays };
}

const isBasis = (value: string | undefined): value is PairBasis =>
  value !== undefined && (PAIR_BASES as readonly string[]).includes(value);
const isHold = (value: number | undefined): value is HoldDays =>
  value !== undefined && (HOLD_DAYS as readonly number[]).includes(value);
const isSize = (value: number | undefined): value is number =>
  value !== undefined && Number.isFinite(value) && value >= MIN_SIZE_USD && value <= MAX_SIZE_USD;

/**
 * A market handed over by another panel, as the change to the pair on view: its market, and each leg it names (a leg
 * it does not name, or names as no venue of ours, stays as it was). A selection that says what it was weighed at
 * (Funding Rate's) sets the size, basis and hold; one that does not (another panel's, the menu's) leaves no size and
 * the rates now over a week. Null for anything but a market.
 */
export function changeFromSelection(selection: PanelSelection | null): Partial<PairViewState> | null {
  if (selection?.kind !== 'market') return null;
  const change: Partial<PairViewState> = { base: selection.base.slice(0, 20) };
  if (selection.long !== undefined && isVenueId(selection.long)) change.long = selection.long;
  if (selection.short !== undefined && isVenueId(selection.short)) change.short = selection.short;
  change.sizeUsd = isSize(selection.sizeUsd) ? selection.sizeUsd : null;
  change.basis = isBasis(selection.basis) ? selection.basis : 'now';
  change.holdDays = isHold(selection.holdDays) ? selection.holdDays : DEFAULT_HOLD_DAYS;
  return change;
}
