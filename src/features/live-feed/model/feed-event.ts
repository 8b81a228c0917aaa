import * as z from 'zod/mini';

/** Feed text is shown as text, cut to a sane length; nothing from the feed ever becomes markup. */
const MAX_TEXT = 120;
const text = z.nullish(
  z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((value) => String(value).slice(0, MAX_TEXT)),
  ),
);
/** A field of the wrong type is shown as missing rather than dropping the event. */
const orNull = <T extends z.core.SomeType>(schema: T) => z.catch(z.nullish(schema), null);
const amount = orNull(z.number());

const listingSchema = z.object({
  tokenMint: z.string().check(z.minLength(1), z.maxLength(100)),
  timestamp: z.union([z.number(), z.string().check(z.minLength(1))]),
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

export type FeedKind = 'listing' | 'sale';

export interface FeedEvent {
  kind: FeedKind;
  tokenMint: string;
  /** Epoch milliseconds. */
  time: number;
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
  difference: number | null;
  percentage: number | null;
  buyer: string | null;
  seller: string | null;
}

/** Links and images only for http(s) URLs: `javascript:`, `data:` and the rest become null. */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function toMillis(timestamp: number | string): number | null {
  if (typeof timestamp === 'number') return timestamp < 1e12 ? timestamp * 1000 : timestamp;
  const parsed = Date.parse(timestamp);
  return Number.isFinite(parsed) ? parsed : null;
}

/** A frame's JSON as a feed event, or null when it is not a listing or a sale. Never throws. */
export function parseFeedMessage(raw: unknown): FeedEvent | null {
  const parsed = messageSchema.safeParse(raw);
  if (!parsed.success) return null;
  const { type, data } = parsed.data;
  const time = toMillis(data.timestamp);
  if (time === null) return null;
  return {
    kind: type === 'new_sale' ? 'sale' : 'listing',
    tokenMint: data.tokenMint,
    time,
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
