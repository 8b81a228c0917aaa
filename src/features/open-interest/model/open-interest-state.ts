import * as z from 'zod/mini';
import {
  hiddenVenuesSchema,
  marketFilterSchema,
  NO_FILTER,
  SORT_DIRECTIONS,
} from '../../../markets/model/market-filter';
import { VENUES } from '../../../markets/model/venues';

/** What the venue columns show; open interest and volume add up (totals, shares), prices and funding average. */
export const OI_METRICS = ['openInterest', 'volume', 'markPrice', 'funding'] as const;
export type OpenInterestMetric = (typeof OI_METRICS)[number];

export const OI_SORT_COLUMNS = ['market', ...VENUES, 'total'] as const;
export type OpenInterestSortColumn = (typeof OI_SORT_COLUMNS)[number];

/** The Open Interest panel's choices, kept with the layout. */
export const openInterestStateSchema = z.object({
  metric: z.enum(OI_METRICS),
  filter: marketFilterSchema,
  sort: z.object({ column: z.enum(OI_SORT_COLUMNS), direction: z.enum(SORT_DIRECTIONS) }),
  hiddenVenues: hiddenVenuesSchema,
});
export type OpenInterestState = z.output<typeof openInterestStateSchema>;

export const DEFAULT_OPEN_INTEREST_STATE: OpenInterestState = {
  metric: 'openInterest',
  filter: NO_FILTER,
  sort: { column: 'total', direction: 'desc' },
  hiddenVenues: [],
};

/** The column of names: the others hold numbers. */
export const OI_TEXT_COLUMNS: readonly OpenInterestSortColumn[] = ['market'];
