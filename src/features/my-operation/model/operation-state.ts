import * as z from 'zod/mini';
import { isVenueId, type VenueId } from '../../../markets/model/venues';
import type { ActivityFilter } from './activity-rows';

/** What My Operation keeps with the layout: the venue and market filters (null: all). */
export const operationStateSchema = z.object({
  venue: z.nullable(z.string()),
  market: z.nullable(z.string().check(z.maxLength(64))),
});
export type OperationState = z.output<typeof operationStateSchema>;

export const DEFAULT_OPERATION_STATE: OperationState = { venue: null, market: null };

/** The filter a saved state stands for: a venue this app does not know means all venues. */
export function filterOf(state: OperationState): ActivityFilter {
  const venue: VenueId | null = isVenueId(state.venue) ? state.venue : null;
  return { venue, market: state.market };
}
