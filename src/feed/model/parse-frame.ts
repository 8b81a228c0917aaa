import * as z from 'zod/mini';
import { MAX_DATE_MS } from '../../lib/format/time';
import { safeHttpUrl } from '../../lib/safe-url';
import { DEFAULT_PLATFORM, FEED_PLATFORMS } from '../platforms';
import { MAX_FEED_TEXT, type FeedEvent } from './feed-event';

/** Feed text is shown as text, cut to a sane length; nothing from the feed ever becomes markup. */
const MAX_TEXT = MAX_FEED_TEXT;
const text = z.nullish(
  z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((value) => String(value).slice(0, MAX_TEXT)),
  ),
);
/** A field of the wrong type is shown as missing rather than dropping the event. */
const orNull = <T extends z.core.SomeType>(schema: T) => z.catch(z.nullish(schema), null);
// zod refuses NaN and ±Infinity (a frame can carry 1e999), so a price is a real number or missing.
const amount = orNull(z.number());

const listingSchema = z.object({
  // Absent or null means Collector Crypt; any other value is a platform we do not know, and the frame is dropped.
  platform: z.nullish(z.enum(FEED_PLATFORMS)),
  tokenMint: z.string().check(z.minLength(1), z.maxLength(100)),
  timestamp: z.union([z.number(), z.string().check(z.minLength(1), z.maxLength(64))]),
  image: orNull(z.string().check(z.maxLength(2048))),
  name: z.catch(text, null),
  psaId: z.catch(text, null),
  grade: z.catch(text, null),
  priceSOL: amount,
  priceUSD: amount,
  link: orNull(z.string().check(z.maxLength(2048))),
  isGoodDeal: orNull(z.boolean()),
  difference: amount,
  percentage: amount,
});
const saleSchema = z.extend(listingSchema, { buyer: z.catch(text, null), seller: z.catch(text, null) });

const messageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('new_listing'), data: listingSchema }),
  z.object({ type: z.literal('new_sale'), data: saleSchema }),
]);

/** A feed clock may run a little fast; a time further ahead than this is not believed. */
export const FUTURE_TOLERANCE_MS = 24 * 60 * 60 * 1000;

function toMillis(timestamp: number | string): number | null {
  if (typeof timestamp === 'number') return timestamp < 1e12 ? timestamp * 1000 : timestamp;
  const parsed = Date.parse(timestamp);
  return Number.isFinite(parsed) ? parsed : null;
}

/** The event's time if it can be shown as a date and is not far in the future, else null. */
function believableTime(timestamp: number | string, receivedAt: number): number | null {
  const time = toMillis(timestamp);
  if (time === null || !Number.isFinite(time) || Math.abs(time) > MAX_DATE_MS) return null;
  return time > receivedAt + FUTURE_TOLERANCE_MS ? null : time;
}

/**
 * A frame's JSON as a feed event, or null when it is not a listing or a sale of a platform we know. Never throws.
 * `receivedAt` is when the frame arrived.
 */
export function parseFeedMessage(raw: unknown, receivedAt: number): FeedEvent | null {
  const parsed = messageSchema.safeParse(raw);
  if (!parsed.success) return null;
  const { type, data } = parsed.data;
  // A timestamp that is no date at all means the frame is not what the feed sends.
  if (toMillis(data.timestamp) === null) return null;
  return {
    platform: data.platform ?? DEFAULT_PLATFORM,
    kind: type === 'new_sale' ? 'sale' : 'listing',
    tokenMint: data.tokenMint,
    time: believableTime(data.timestamp, receivedAt),
    receivedAt,
    timestampKey: String(data.timestamp),
    image: safeHttpUrl(data.image),
    name: data.name ?? null,
    psaId: data.psaId ?? null,
    grade: data.grade ?? null,
    priceSOL: data.priceSOL ?? null,
    priceUSD: data.priceUSD ?? null,
    link: safeHttpUrl(data.link),
    isGoodDeal: data.isGoodDeal === true,
    difference: data.difference ?? null,
    percentage: data.percentage ?? null,
    buyer: 'buyer' in data ? (data.buyer ?? null) : null,
    seller: 'seller' in data ? (data.seller ?? null) : null,
  };
}
