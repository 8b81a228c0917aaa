import * as z from 'zod/mini';
import { VENUES, isVenueId } from '../../../markets/model/venues';
import type { PanelSelection } from '../../../panel-contract/panel-selection';

/** The pair view's panel: opened from a Funding Rate row, or from the menu to pick a pair by hand. */
export const FUNDING_PAIR_PANEL_ID = 'funding-pair';

/** How far back the chart goes. */
export const CHART_DAYS = [7, 30] as const;
export type ChartDays = (typeof CHART_DAYS)[number];

/** The pair on view, kept with the layout: the market, the venue to go long on and the one to go short on. */
export const pairViewStateSchema = z.object({
  base: z.nullable(z.string().check(z.maxLength(20))),
  long: z.nullable(z.enum(VENUES)),
  short: z.nullable(z.enum(VENUES)),
  days: z.literal(CHART_DAYS),
});
export type PairViewState = z.output<typeof pairViewStateSchema>;

export const DEFAULT_PAIR_VIEW_STATE: PairViewState = { base: null, long: null, short: null, days: 7 };

/**
 * A market handed over by another panel, as the change to the pair on view: its market, and each leg it names (a leg
 * it does not name, or names as no venue of ours, stays as it was). Null for anything but a market.
 */
export function changeFromSelection(selection: PanelSelection | null): Partial<PairViewState> | null {
  if (selection?.kind !== 'market') return null;
  const change: Partial<PairViewState> = { base: selection.base.slice(0, 20) };
  if (selection.long !== undefined && isVenueId(selection.long)) change.long = selection.long;
  if (selection.short !== undefined && isVenueId(selection.short)) change.short = selection.short;
  return change;
}
