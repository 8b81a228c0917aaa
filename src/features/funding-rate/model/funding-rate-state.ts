import * as z from 'zod/mini';
import {
  hiddenVenuesSchema,
  marketFilterSchema,
  NO_FILTER,
  SORT_DIRECTIONS,
} from '../../../markets/model/market-filter';
import { RATE_PERIODS } from '../../../markets/model/units';
import { VENUES } from '../../../markets/model/venues';

export const FUNDING_SORT_COLUMNS = ['market', ...VENUES, 'pair', 'spread', 'carry'] as const;
export type FundingSortColumn = (typeof FUNDING_SORT_COLUMNS)[number];

/** A size per leg beyond a billion dollars is a typing accident. */
export const MAX_SIZE_USD = 1e9;

/** The Funding Rate panel's choices, kept with the layout; a stored state that does not parse is set aside. */
export const fundingRateStateSchema = z.object({
  period: z.enum(RATE_PERIODS),
  sizeUsd: z.number().check(z.gte(0), z.lte(MAX_SIZE_USD)),
  filter: marketFilterSchema,
  sort: z.object({ column: z.enum(FUNDING_SORT_COLUMNS), direction: z.enum(SORT_DIRECTIONS) }),
  hiddenVenues: hiddenVenuesSchema,
});
export type FundingRateState = z.output<typeof fundingRateStateSchema>;

/** APR first (rates and spread read alike), the widest spreads on top, $10,000 a leg. */
export const DEFAULT_FUNDING_RATE_STATE: FundingRateState = {
  period: 'apr',
  sizeUsd: 10_000,
  filter: NO_FILTER,
  sort: { column: 'spread', direction: 'desc' },
  hiddenVenues: [],
};

/** The columns of names (the market, the venue pair): the others hold numbers. */
export const FUNDING_TEXT_COLUMNS: readonly FundingSortColumn[] = ['market', 'pair'];
