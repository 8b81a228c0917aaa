import type { VenueId } from './venues';

/**
 * The largest size or amount an account read is taken at: no real position holds 10^15 units of anything (a trillion
 * PEPE is a few million dollars) and no account trades 10^15 USD. A venue that sends more is sending nonsense, such as
 * 1e308, which would overflow every sum it joins (1e308 × 0.001 is still finite, so finiteness alone is not enough).
 */
export const MAX_ACCOUNT_FIGURE = 1e15;

/** An account figure as shown and summed: a finite number within MAX_ACCOUNT_FIGURE, else null (shown as "—"). */
export function accountFigure(value: number | null | undefined): number | null {
  // No figure at all is as good as NaN: neither is a figure.
  const number = value ?? Number.NaN;
  return Number.isFinite(number) && Math.abs(number) <= MAX_ACCOUNT_FIGURE ? number : null;
}

/**
 * A venue account as the Airdrop Farming panels show it, whatever venue it is on: read key-less by its public
 * address. Amounts are in USD (the venues' margin is USDC, counted at $1) unless named otherwise.
 */
export interface AccountPosition {
  /** The venue's market name as it sent it (shown as text, never as markup). */
  market: string;
  side: 'long' | 'short';
  /** Size in the market's unit, always positive; `side` says which way. */
  size: number;
  entryPrice: number | null;
  /** Notional value in USD, when the venue gives it (or the market data can price it). */
  valueUsd: number | null;
  unrealizedPnlUsd: number | null;
  /** The venue's mark price, when it gives one (or its notional lets it be worked out). */
  markPrice?: number | null;
  /** The price at which the venue would liquidate the position, when it gives one. */
  liquidationPrice?: number | null;
  /** When the position was opened (ms), when the venue says (Pacifica's `created_at`). */
  openedAt?: number | null;
}

export interface AccountBalance {
  venue: VenueId;
  address: string;
  /** 'none': the venue says no account exists at this address (or, on Hyperliquid, one that never held anything). */
  status: 'ok' | 'none';
  equityUsd: number;
  /** Margin free to open positions or withdraw. */
  availableUsd: number;
  positions: readonly AccountPosition[];
  /** Rows the venue sent that did not parse: left out and counted. */
  droppedRows: number;
  readAt: number;
}

export interface AccountFill {
  kind: 'fill';
  venue: VenueId;
  /** Unique within the venue, so that a row can be keyed and counted once. */
  id: string;
  time: number;
  market: string;
  side: 'buy' | 'sell';
  size: number;
  price: number;
  /** What the fill cost, in USD; negative is a rebate. */
  feeUsd: number;
}

export interface AccountFunding {
  kind: 'funding';
  venue: VenueId;
  id: string;
  time: number;
  market: string;
  /** The position that paid or received it, when the venue says. */
  side: 'long' | 'short' | null;
  size: number | null;
  /** The rate applied, as a fraction for that payment, when the venue says. */
  rate: number | null;
  /** Received is positive, paid is negative. */
  amountUsd: number;
}

export type AccountEvent = AccountFill | AccountFunding;

export interface AccountActivity {
  venue: VenueId;
  address: string;
  status: 'ok' | 'none';
  events: readonly AccountEvent[];
  droppedRows: number;
  readAt: number;
  /**
   * Set when the read could not reach back over the whole window (a venue that serves only its latest fills, or the
   * page cap): events of that kind before the time given may be missing, so sums over them come out low. Absent, or
   * null for a kind, when that history was read in full.
   */
  cutShort?: HistoryCut;
}

/** Per kind of event, the oldest time from which the history read is known to be complete (null: all of it). */
export interface HistoryCut {
  fill: number | null;
  funding: number | null;
}

/** How far back an account's fills and funding are read: the longest window the panels add up (30 days). */
export const ACTIVITY_WINDOW_MS = 30 * 24 * 3_600_000;

/** At most this many pages of a venue's history are read per refresh, so an account that trades a lot cannot loop. */
export const MAX_HISTORY_PAGES = 10;
