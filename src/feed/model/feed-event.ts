import * as z from 'zod/mini';
import { MAX_DATE_MS } from '../../lib/format/time';
import { safeHttpUrl } from '../../lib/safe-url';

import { FEED_KINDS, FEED_PLATFORMS, type FeedKind, type FeedPlatform } from '../platforms';

/**
 * A listing or sale of the live feed as the app holds it once parsed (parse-frame.ts reads the wire format into it):
 * what the feed panels show, the history keeps, comps and deal alerts read.
 */

export interface FeedEvent {
  platform: FeedPlatform;
  kind: FeedKind;
  tokenMint: string;
  /** When the listing or sale happened, epoch milliseconds; null when the feed's time cannot be believed. */
  time: number | null;
  /** When it reached us, epoch milliseconds. */
  receivedAt: number;
  /** The timestamp as it came, for de-duplication. */
  timestampKey: string;
  image: string | null;
  name: string | null;
  psaId: string | null;
  grade: string | null;
  priceSOL: number | null;
  priceUSD: number | null;
  link: string | null;
  isGoodDeal: boolean;
  /** How far the price is below the value the feed compares it with (USD; negative: above it). */
  difference: number | null;
  /** The same, as a percentage of that value. */
  percentage: number | null;
  buyer: string | null;
  seller: string | null;
}

/** The longest text the parser keeps from the feed (names, ids, grades, wallets). */
export const MAX_FEED_TEXT = 120;
// Above the parser's 2,048: it keeps the URL as `new URL()` writes it, which may be longer than what came.
const MAX_URL = 8192;

/** A time a Date can hold (epoch milliseconds). */
const dateMs = z.number().check(z.gte(-MAX_DATE_MS), z.lte(MAX_DATE_MS));
const text = z.nullable(z.string().check(z.maxLength(MAX_FEED_TEXT)));
const amount = z.nullable(z.number());
/** A URL as the parser leaves it: http(s) and nothing else, or null. */
const url = z.nullable(
  z.string().check(
    z.maxLength(MAX_URL),
    z.refine((value) => safeHttpUrl(value) === value),
  ),
);

/**
 * A stored event, checked again on the way out of storage, strictly: storage is outside the app (another version, a
 * person with dev tools, a damaged disk), and what it holds becomes rows on screen. Anything the parser would not
 * have produced fails, and that record is skipped.
 */
export const feedEventRecordSchema: z.ZodMiniType<FeedEvent> = z.object({
  platform: z.enum(FEED_PLATFORMS),
  kind: z.enum(FEED_KINDS),
  tokenMint: z.string().check(z.minLength(1), z.maxLength(100)),
  time: z.nullable(dateMs),
  receivedAt: dateMs,
  timestampKey: z.string().check(z.minLength(1), z.maxLength(64)),
  image: url,
  name: text,
  psaId: text,
  grade: text,
  priceSOL: amount,
  priceUSD: amount,
  link: url,
  isGoodDeal: z.boolean(),
  difference: amount,
  percentage: amount,
  buyer: text,
  seller: text,
});

/** One event's identity: the feed de-duplicates by token mint and timestamp (SPEC). */
export const eventKey = (event: Pick<FeedEvent, 'tokenMint' | 'timestampKey'>) =>
  `${event.tokenMint}|${event.timestampKey}`;

/** A certificate as the feed or a user gives it ("PSA 12 345 678"): its digits, or null when it has none. */
export function certificateOf(value: string | null | undefined): string | null {
  const digits = (value ?? '').replace(/\D/g, '');
  return digits === '' || digits.length > 40 ? null : digits;
}

/**
 * The grade of an event as a number: the feed sends "10", "9.5", "PSA 10", "GEM MT 10"… The first number from 1 to
 * 10 in the text, or null.
 */
export function gradeNumber(grade: string | null): number | null {
  if (grade === null) return null;
  const match = /(?:^|[^\d.])(10|[1-9](?:\.5)?)(?:\.0)?(?![\d.])/.exec(` ${grade}`);
  return match?.[1] ? Number(match[1]) : null;
}

/**
 * The value the feed compares the price with ("below market value"): the price plus the difference, when both are
 * known and the sum is a real amount.
 */
export function comparedValue(event: Pick<FeedEvent, 'priceUSD' | 'difference'>): number | null {
  if (event.priceUSD === null || event.difference === null) return null;
  const value = event.priceUSD + event.difference;
  return Number.isFinite(value) && value > 0 ? value : null;
}
