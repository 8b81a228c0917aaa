/**
 * What a venue allows a caller of its public API, as it publishes it: so much weight (or credits, or requests) in a
 * rolling window, per IP, each call weighing what the venue says. Every read of a venue is counted against this by
 * the venue's gate (markets/gate/), whatever the read is for.
 */
export interface VenueBudget {
  /** What the venue allows in one window, in its own unit. */
  limit: number;
  windowMs: number;
  unit: 'weight' | 'credits' | 'requests';
  /** Who the limit counts: 'per IP', … */
  scope: string;
  /** Where the figures come from: the venue's docs page, an SDK; or why they are our own ceiling. */
  source: string;
  /** What each call PoolBot makes weighs (the venue's name for the call → its weight). */
  calls: Readonly<Record<string, CallWeight>>;
  /** How the venue says, with a 429, when to come back (see retryDelayMs). */
  retryHint: RetryHint;
}

/**
 * One call's weight: a fixed amount, plus one more per `perItems` items of the reply where the venue charges for what
 * it returns (Hyperliquid's fundingHistory: 20, and 1 per 20 rows). `maxItems` is the most a reply holds (a full page):
 * the gate counts that before the reply comes, and what the reply held once it has.
 */
export interface CallWeight {
  weight: number;
  perItems?: number;
  maxItems?: number;
}

/**
 * - `retry-after`: the standard Retry-After header (seconds, or an HTTP date);
 * - `ratelimit`: the IETF RateLimit header's `t` (seconds until the window refreshes: `"credits";r=0;t=32`), then
 *   Retry-After;
 * Where a venue sends neither (or the browser may not read it across origins), the gate backs off on its own.
 */
export type RetryHint = 'retry-after' | 'ratelimit';

/** What one request is counted as: `upTo` before it goes, and what its reply says once it came (`of`). */
export interface RequestWeight<T> {
  upTo: number;
  of?: (reply: T) => number;
}

/** A call that weighs the same whatever it returns. */
export function fixedWeight(call: CallWeight): RequestWeight<unknown> {
  return { upTo: call.weight };
}

/** A call that also weighs what it returns: counted as a full page before the reply, as `items(reply)` after it. */
export function itemWeight<T>(call: CallWeight, items: (reply: T) => number): RequestWeight<T> {
  const per = call.perItems;
  if (per === undefined || call.maxItems === undefined) return { upTo: call.weight };
  const weigh = (count: number) => call.weight + Math.ceil(Math.max(0, count) / per);
  return { upTo: weigh(call.maxItems), of: (reply) => weigh(Math.min(items(reply), call.maxItems ?? 0)) };
}

/** The part of a venue's published budget PoolBot spends: a tenth is left to other clients on the same IP. */
export const BUDGET_SHARE = 0.9;

/** What PoolBot lets itself spend of a venue's budget in one window (at least one unit). */
export function budgetCap(budget: Pick<VenueBudget, 'limit'>): number {
  return Math.max(1, Math.floor(budget.limit * BUDGET_SHARE));
}

/** The time one unit of the budget stands for when spread evenly over the window. */
export function msPerUnit(budget: Pick<VenueBudget, 'limit' | 'windowMs'>): number {
  return budget.windowMs / budgetCap(budget);
}

const SECOND_MS = 1_000;
/** A hint further ahead than this is not believed: the gate's own longest backoff applies instead. */
export const MAX_RETRY_HINT_MS = 10 * 60_000;

function seconds(text: string | undefined): number | null {
  if (text === undefined || !/^\s*\d+(?:\.\d+)?\s*$/.test(text)) return null;
  return Number(text) * SECOND_MS;
}

/**
 * An HTTP date as Retry-After writes it (IMF-fixdate: `Wed, 21 Oct 2026 07:28:00 GMT`). Only that form: the browser's
 * Date.parse also takes '-3' or '1.' for dates in 2001, which would read as "come back now".
 */
const HTTP_DATE = /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/;

/** Retry-After: delay-seconds, or an HTTP date. */
function retryAfterMs(header: string | undefined, now: number): number | null {
  const delay = seconds(header);
  if (delay !== null) return delay;
  if (header === undefined || !HTTP_DATE.test(header.trim())) return null;
  const date = Date.parse(header);
  return Number.isFinite(date) ? Math.max(0, date - now) : null;
}

/** The IETF RateLimit header's `t` parameter (`"credits";r=0;t=32`): seconds until the quota comes back. */
function rateLimitResetMs(header: string | undefined): number | null {
  const reset = header === undefined ? undefined : /(?:^|;)\s*t=(\d+(?:\.\d+)?)/.exec(header)?.[1];
  return seconds(reset);
}

/**
 * How long a venue asked to be left alone, from a 429's headers (lower-case names), or null when it did not say (or
 * said something that is no delay, or more than MAX_RETRY_HINT_MS).
 */
export function retryDelayMs(
  hint: RetryHint,
  headers: Readonly<Record<string, string>> | undefined,
  now: number,
): number | null {
  const own = hint === 'ratelimit' ? rateLimitResetMs(headers?.ratelimit) : null;
  const delay = own ?? retryAfterMs(headers?.['retry-after'], now);
  return delay !== null && delay <= MAX_RETRY_HINT_MS ? delay : null;
}
