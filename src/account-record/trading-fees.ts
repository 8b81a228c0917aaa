import * as z from 'zod/mini';
import type { AccountRecordData } from './account-record';

/**
 * The user's own trading fees, kept in the account record as `data.tradingFees`:
 * `{venues: {<venue>: {order, taker, maker}}, updatedAt}`. For each venue: whether they trade it with market orders
 * (`taker`) or resting ones (`maker`), and their own fee for each, as a fraction of the notional (their tier or a
 * referral discount; null: the venue's base tier). Funding Rate reads it to work out each pair's return after fees.
 *
 * As with the volume-bot settings, each venue's entry is read on its own (an unreadable one costs only itself) and a
 * write changes the entries it names, leaving every other one exactly as the server had it.
 */
export const tradingFeeEntrySchema = z.object({
  order: z.enum(['taker', 'maker']),
  taker: z.nullable(z.number().check(z.gte(0), z.lte(1))),
  maker: z.nullable(z.number().check(z.gte(0), z.lte(1))),
});
export type TradingFeeEntry = z.output<typeof tradingFeeEntrySchema>;

const entriesSchema = z.record(z.string(), z.unknown());
const storedSchema = z.object({ venues: z.optional(z.unknown()), updatedAt: z.optional(z.unknown()) });

export interface TradingFees {
  venues: Readonly<Record<string, TradingFeeEntry>>;
  updatedAt: string | null;
  /** Entries the server holds that could not be read (`venues.aster`…): kept as they are, never used. */
  unreadable: string[];
}

/** The trading-fees view of the account record; a record without any reads as none (every venue's base tier). */
export function selectTradingFees(data: AccountRecordData): TradingFees {
  const stored = storedSchema.safeParse(data.tradingFees);
  const raw = stored.success ? stored.data : {};
  const unreadable: string[] = stored.success || data.tradingFees === undefined ? [] : ['tradingFees'];
  const venues: Record<string, TradingFeeEntry> = {};
  const rawVenues = entriesSchema.safeParse(raw.venues ?? {});
  if (!rawVenues.success) unreadable.push('venues');
  for (const [venue, entry] of Object.entries(rawVenues.success ? rawVenues.data : {})) {
    const parsed = tradingFeeEntrySchema.safeParse(entry);
    if (parsed.success) venues[venue] = parsed.data;
    else unreadable.push(`venues.${venue}`);
  }
  return { venues, updatedAt: typeof raw.updatedAt === 'string' ? raw.updatedAt : null, unreadable };
}

const recordOrEmpty = (value: unknown): Record<string, unknown> => {
  const parsed = entriesSchema.safeParse(value);
  return parsed.success ? parsed.data : {};
};

/**
 * The `tradingFees` field to write: what the server holds, with the named venues' entries replaced (null: removed, back
 * to the base tier) and `updatedAt` set. Venues not named, even unreadable ones, are written back as they were.
 */
export function changedTradingFees(
  data: AccountRecordData,
  change: Readonly<Record<string, TradingFeeEntry | null>>,
  now: Date,
): Record<string, unknown> {
  const current = recordOrEmpty(data.tradingFees);
  const merged: Record<string, unknown> = { ...recordOrEmpty(current.venues), ...change };
  const venues = Object.fromEntries(Object.entries(merged).filter(([, entry]) => entry !== null));
  return { ...current, venues, updatedAt: now.toISOString() };
}
