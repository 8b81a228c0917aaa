import * as z from 'zod/mini';
import type { AccountRecordData } from './account-record';

/**
 * The volume bots' settings, kept in the account record as `data.volumeBot`:
 * `{exchanges: {<venue>: {…}}, bots: {<botId>: {…}}, selectedBot, updatedAt}`. Only public account addresses and
 * parameters: the provider's bot backend holds the trading keys, and no exchange secret is ever asked for or kept.
 *
 * Each venue's and each bot's entry is read on its own, so one entry that cannot be read costs only itself; a write
 * changes the entries it names and leaves every other one (readable or not) exactly as the server had it.
 */

/** The venues a volume bot trades on, in the menu's order. */
export const VOLUME_BOT_VENUES = ['aster', 'pacifica', 'edgex', 'hyperliquid', 'lighter'] as const;
export type VolumeBotVenue = (typeof VOLUME_BOT_VENUES)[number];

export const exchangeSettingsSchema = z.object({
  enabled: z.boolean(),
  /** The public account address on that venue (EVM 0x… or, on Pacifica, a Solana address). */
  address: z.string(),
  /** Markets to trade, as base assets (BTC, ETH…), matched across venues like the market data. */
  markets: z.array(z.string()),
  targetDailyVolumeUsd: z.number(),
  maxPositionUsd: z.number(),
  maxLeverage: z.number(),
  /** When it was saved (ISO 8601). */
  savedAt: z.string(),
});
export type ExchangeSettings = z.output<typeof exchangeSettingsSchema>;

export const strategySettingsSchema = z.object({
  /** A base asset listed on both of the strategy's venues. */
  market: z.string(),
  sizeUsd: z.number(),
  leverage: z.number(),
  /** Open when the spread is at least this (% APR)… */
  openSpreadApr: z.number(),
  /** …and close when it falls below this (% APR); below the opening spread. */
  closeSpreadApr: z.number(),
  maxHoldHours: z.number(),
  savedAt: z.string(),
  /**
   * The strategy's alert settings, kept with it so that they outlive its panel and follow the user to another browser.
   * Read by the volume-bot feature's own schema (`storedAlertSettings`): absent (a strategy saved before alerts were
   * kept here) or unreadable, they read as alerts off, and never make the strategy itself unreadable.
   */
  alerts: z.optional(z.unknown()),
});
export type StrategySettings = z.output<typeof strategySettingsSchema>;

const entriesSchema = z.record(z.string(), z.unknown());
const storedSchema = z.object({
  exchanges: z.optional(z.unknown()),
  bots: z.optional(z.unknown()),
  selectedBot: z.optional(z.unknown()),
  updatedAt: z.optional(z.unknown()),
});

export interface VolumeBotSettings {
  exchanges: Partial<Record<VolumeBotVenue, ExchangeSettings>>;
  bots: Readonly<Record<string, StrategySettings>>;
  selectedBot: string | null;
  updatedAt: string | null;
  /** Entries the server holds that could not be read (`exchanges.aster`, `bots.x`…): kept as they are, never shown. */
  unreadable: string[];
}

const isVenue = (name: string): name is VolumeBotVenue => (VOLUME_BOT_VENUES as readonly string[]).includes(name);

/** The volume-bot view of the account record; a record without settings reads as none. */
export function selectVolumeBot(data: AccountRecordData): VolumeBotSettings {
  const stored = storedSchema.safeParse(data.volumeBot);
  const raw = stored.success ? stored.data : {};
  const unreadable: string[] = stored.success || data.volumeBot === undefined ? [] : ['volumeBot'];
  const exchanges: Partial<Record<VolumeBotVenue, ExchangeSettings>> = {};
  const rawExchanges = entriesSchema.safeParse(raw.exchanges ?? {});
  if (!rawExchanges.success) unreadable.push('exchanges');
  for (const [venue, entry] of Object.entries(rawExchanges.success ? rawExchanges.data : {})) {
    const parsed = exchangeSettingsSchema.safeParse(entry);
    if (parsed.success && isVenue(venue)) exchanges[venue] = parsed.data;
    else unreadable.push(`exchanges.${venue}`);
  }
  const bots: Record<string, StrategySettings> = {};
  const rawBots = entriesSchema.safeParse(raw.bots ?? {});
  if (!rawBots.success) unreadable.push('bots');
  for (const [botId, entry] of Object.entries(rawBots.success ? rawBots.data : {})) {
    const parsed = strategySettingsSchema.safeParse(entry);
    if (parsed.success) bots[botId] = parsed.data;
    else unreadable.push(`bots.${botId}`);
  }
  return {
    exchanges,
    bots,
    selectedBot: typeof raw.selectedBot === 'string' && raw.selectedBot !== '' ? raw.selectedBot : null,
    updatedAt: typeof raw.updatedAt === 'string' ? raw.updatedAt : null,
    unreadable,
  };
}

export interface VolumeBotChange {
  exchanges?: Partial<Record<VolumeBotVenue, ExchangeSettings>>;
  bots?: Readonly<Record<string, StrategySettings>>;
  /**
   * New alert settings for saved strategies: each goes into the strategy's entry as the server holds it at the time
   * of the write, leaving its other settings as they are; a strategy with no entry there gets none.
   */
  alerts?: Readonly<Record<string, unknown>>;
  selectedBot?: string | null;
}

const recordOrEmpty = (value: unknown): Record<string, unknown> => {
  const parsed = entriesSchema.safeParse(value);
  return parsed.success ? parsed.data : {};
};

/**
 * The `volumeBot` field to write: what the server holds, with the named entries replaced and `updatedAt` set. Entries
 * not named, even unreadable ones, are written back exactly as they were.
 */
export function changedVolumeBot(data: AccountRecordData, change: VolumeBotChange, now: Date): Record<string, unknown> {
  const current = recordOrEmpty(data.volumeBot);
  const bots: Record<string, unknown> = { ...recordOrEmpty(current.bots), ...change.bots };
  for (const [botId, alerts] of Object.entries(change.alerts ?? {})) {
    const entry = entriesSchema.safeParse(bots[botId]);
    if (entry.success) bots[botId] = { ...entry.data, alerts };
  }
  return {
    ...current,
    exchanges: { ...recordOrEmpty(current.exchanges), ...change.exchanges },
    bots,
    ...(change.selectedBot !== undefined ? { selectedBot: change.selectedBot } : {}),
    updatedAt: now.toISOString(),
  };
}

/** A venue account the user configured for the volume bots: the venue, its public address, whether its bot runs. */
export interface ConfiguredAccount {
  venue: VolumeBotVenue;
  address: string;
  enabled: boolean;
}

/**
 * The accounts whose balances and activity the account panels show: every venue with an address saved, enabled or
 * not (a paused bot's account still holds money), in the menu's order.
 */
export function configuredAccounts(settings: VolumeBotSettings): ConfiguredAccount[] {
  return VOLUME_BOT_VENUES.flatMap((venue) => {
    const entry = settings.exchanges[venue];
    return entry && entry.address.trim() !== '' ? [{ venue, address: entry.address, enabled: entry.enabled }] : [];
  });
}
