import * as z from 'zod/mini';
import {
  hiddenVenuesSchema,
  marketFilterSchema,
  NO_FILTER,
  SORT_DIRECTIONS,
} from '../../../markets/model/market-filter';
import { DEFAULT_HOLD_DAYS, HOLD_DAYS } from '../../../markets/model/net-carry';
import { BASIS_HOURS, PAIR_BASES } from '../../../markets/model/pair-basis';
import { RATE_PERIODS } from '../../../markets/model/units';
import { VENUES } from '../../../markets/model/venues';

export const FUNDING_SORT_COLUMNS = ['market', ...VENUES, 'pair', 'gap', 'spread', 'net', 'carry'] as const;
export type FundingSortColumn = (typeof FUNDING_SORT_COLUMNS)[number];

/**
 * What the venue columns show: each venue's rate now, or its average over the last 24 hours, 7 or 30 days (read from
 * the venues' funding history for the markets on screen). One set at a time, so the table keeps its width. The best
 * pair, its net return and its carry are worked out on the same basis.
 */
export const VENUE_VIEWS = PAIR_BASES;
export type VenueView = (typeof VENUE_VIEWS)[number];
export const VIEW_HOURS = BASIS_HOURS;

/** A size per leg beyond a billion dollars is a typing accident. */
export const MAX_SIZE_USD = 1e9;
/** A size per leg under a dollar is no position: the field asks for one from $1. */
export const MIN_SIZE_USD = 1;
/** A minimum net return beyond ±10,000 % a year filters everything or nothing: a typing accident. */
export const MAX_NET_APR_FILTER = 100;

/**
 * The Funding Rate panel's choices, kept with the layout; a stored state that does not parse is set aside. The hold,
 * the venue columns' view and the net filter came later: a layout saved before them reads with their defaults.
 */
export const fundingRateStateSchema = z.object({
  period: z.enum(RATE_PERIODS),
  sizeUsd: z.number().check(z.gte(0), z.lte(MAX_SIZE_USD)),
  filter: marketFilterSchema,
  sort: z.object({ column: z.enum(FUNDING_SORT_COLUMNS), direction: z.enum(SORT_DIRECTIONS) }),
  hiddenVenues: hiddenVenuesSchema,
  holdDays: z.optional(z.literal(HOLD_DAYS)),
  view: z.optional(z.enum(VENUE_VIEWS)),
  /** Only pairs returning at least this a year after fees (a fraction: 0.1 is 10 %); null: no minimum. */
  minNetApr: z.optional(z.nullable(z.number().check(z.gte(-MAX_NET_APR_FILTER), z.lte(MAX_NET_APR_FILTER)))),
});
export type StoredFundingRateState = z.output<typeof fundingRateStateSchema>;
export type FundingRateState = Required<StoredFundingRateState>;

/** APR first (rates and spread read alike), the best return after fees on top, $10,000 a leg held a week. */
export const DEFAULT_FUNDING_RATE_STATE: FundingRateState = {
  period: 'apr',
  sizeUsd: 10_000,
  filter: NO_FILTER,
  sort: { column: 'net', direction: 'desc' },
  hiddenVenues: [],
  holdDays: DEFAULT_HOLD_DAYS,
  view: 'now',
  minNetApr: null,
};

/** A stored state with what it lacks (saved before those choices existed) from the defaults. */
export function withDefaults(stored: StoredFundingRateState | undefined): FundingRateState | undefined {
  if (!stored) return undefined;
  return {
    ...stored,
    holdDays: stored.holdDays ?? DEFAULT_FUNDING_RATE_STATE.holdDays,
    view: stored.view ?? DEFAULT_FUNDING_RATE_STATE.view,
    minNetApr: stored.minNetApr ?? null,
  };
}

/** The columns of names (the market, the venue pair): the others hold numbers. */
export const FUNDING_TEXT_COLUMNS: readonly FundingSortColumn[] = ['market', 'pair'];
