import * as z from 'zod/mini';
import type { AccountRecordData } from './account-record';

/**
 * The user's own buying costs per card platform, kept in the account record beside the bot settings as
 * `data.buyingCosts`: `{platforms: {<platform>: {pct, fixedUsd}}, updatedAt}`. Each figure overrides the platform's
 * published one (feed/platform-costs.ts); null keeps the published one. As with the trading fees, each platform's entry is
 * read on its own (an unreadable one costs only itself) and a write changes the entries it names, leaving every other
 * one exactly as the server had it.
 */
/** The bounds the net deal accepts (cards/model/net-deal.ts): a cost of at most 100 % and $100,000 a purchase. */
const MAX_COST_PCT = 1;
const MAX_FIXED_USD = 100_000;

export const buyingCostsEntrySchema = z.object({
  pct: z.nullable(z.number().check(z.gte(0), z.lte(MAX_COST_PCT))),
  fixedUsd: z.nullable(z.number().check(z.gte(0), z.lte(MAX_FIXED_USD))),
});
export type BuyingCostsEntry = z.output<typeof buyingCostsEntrySchema>;

const entriesSchema = z.record(z.string(), z.unknown());
const storedSchema = z.object({ platforms: z.optional(z.unknown()), updatedAt: z.optional(z.unknown()) });

export interface BuyingCostsOverrides {
  platforms: Readonly<Record<string, BuyingCostsEntry>>;
  updatedAt: string | null;
  /** Entries the server holds that could not be read: kept as they are, never used. */
  unreadable: string[];
}

/** The buying-costs view of the account record; a record without any reads as none (every platform's published costs). */
export function selectBuyingCosts(data: AccountRecordData): BuyingCostsOverrides {
  const stored = storedSchema.safeParse(data.buyingCosts);
  const raw = stored.success ? stored.data : {};
  const unreadable: string[] = stored.success || data.buyingCosts === undefined ? [] : ['buyingCosts'];
  const platforms: Record<string, BuyingCostsEntry> = {};
  const rawPlatforms = entriesSchema.safeParse(raw.platforms ?? {});
  if (!rawPlatforms.success) unreadable.push('platforms');
  for (const [platform, entry] of Object.entries(rawPlatforms.success ? rawPlatforms.data : {})) {
    const parsed = buyingCostsEntrySchema.safeParse(entry);
    if (parsed.success) platforms[platform] = parsed.data;
    else unreadable.push(`platforms.${platform}`);
  }
  return { platforms, updatedAt: typeof raw.updatedAt === 'string' ? raw.updatedAt : null, unreadable };
}

const recordOrEmpty = (value: unknown): Record<string, unknown> => {
  const parsed = entriesSchema.safeParse(value);
  return parsed.success ? parsed.data : {};
};

/**
 * The `buyingCosts` field to write: what the server holds, with the named platforms' entries replaced (null: removed,
 * back to the published costs) and `updatedAt` set. Platforms not named, even unreadable ones, are written back as
 * they were.
 */
export function changedBuyingCosts(
  data: AccountRecordData,
  change: Readonly<Record<string, BuyingCostsEntry | null>>,
  now: Date,
): Record<string, unknown> {
  const current = recordOrEmpty(data.buyingCosts);
  const merged: Record<string, unknown> = { ...recordOrEmpty(current.platforms), ...change };
  const platforms = Object.fromEntries(Object.entries(merged).filter(([, entry]) => entry !== null));
  return { ...current, platforms, updatedAt: now.toISOString() };
}
