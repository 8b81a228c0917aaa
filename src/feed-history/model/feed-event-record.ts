import * as z from 'zod/mini';
import { MAX_DATE_MS } from '../../lib/format/time';
import { safeHttpUrl } from '../../lib/safe-url';

/**
 * A listing or sale of the live feed as the app holds it once parsed (features/live-feed/model/feed-event.ts parses
 * the wire format into it). It lives in this shared layer because the feed's history keeps it, and more than one
 * feature reads that history (the feed panels, ID to Price, comps).
 */

/** The marketplaces the feed reports on. A frame without a platform is Collector Crypt's (the feed began with it). */
export const FEED_PLATFORMS = ['collector_crypt', 'courtyard', 'phygitals'] as const;
export type FeedPlatform = (typeof FEED_PLATFORMS)[number];
export const FEED_KINDS = ['listing', 'sale'] as const;
export type FeedKind = (typeof FEED_KINDS)[number];

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

export { safeHttpUrl };

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
