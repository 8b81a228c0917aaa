import type { RawSettlement } from '../../model/funding-history';
import type { Passage } from './passage';

/** The market whose history is read, as the venue names it. */
export interface HistoryMarket {
  symbol: string;
  /** Lighter's `market_id`, EdgeX's `contractId`. */
  marketId?: string;
  /** Used where the history's rows do not say their interval (Aster). */
  fundingIntervalHours: number;
}

export interface HistoryReadContext {
  /** The venue's API base, without a trailing slash. */
  baseUrl: string;
  market: HistoryMarket;
  /** The oldest settlement wanted (ms since the epoch). */
  since: number;
  now: number;
  signal?: AbortSignal;
  /** The venue's gate, which every request of the read goes through, pages included (straight through when left out). */
  pass?: Passage;
}

export interface HistoryRead {
  settlements: RawSettlement[];
  /** Rows of the replies that did not parse. */
  rejected: number;
}

export type HistoryReader = (context: HistoryReadContext) => Promise<HistoryRead>;

/** The hours from `since` to `now`, rounded up: how many hourly settlements a reader asks for. */
export const hoursBetween = (since: number, now: number): number => Math.max(1, Math.ceil((now - since) / 3_600_000));
