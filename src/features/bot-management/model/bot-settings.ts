import * as z from 'zod/mini';
import { FEED_PLATFORMS, PLATFORM_FACTS, SETTINGS_PLATFORMS, type FeedPlatform } from '../../../feed/platforms';

/** The platforms the buy bot buys on: the feed's, in the order of the settings page. */
export const PLATFORMS = SETTINGS_PLATFORMS;
export type Platform = FeedPlatform;

/** The 36 Pokémon the buy bot can watch for. */
export const POKEMON_KEYWORDS = [
  'Pikachu',
  'Charizard',
  'Blastoise',
  'Venusaur',
  'Mewtwo',
  'Mew',
  'Gengar',
  'Gyarados',
  'Dragonite',
  'Snorlax',
  'Eevee',
  'Umbreon',
  'Espeon',
  'Sylveon',
  'Vaporeon',
  'Jolteon',
  'Flareon',
  'Glaceon',
  'Leafeon',
  'Lugia',
  'Ho-Oh',
  'Rayquaza',
  'Groudon',
  'Kyogre',
  'Lucario',
  'Garchomp',
  'Greninja',
  'Gardevoir',
  'Tyranitar',
  'Arcanine',
  'Celebi',
  'Jirachi',
  'Darkrai',
  'Giratina',
  'Zekrom',
  'Reshiram',
] as const;

export const PSA10_DEFAULT_PERCENTAGE = 100;
export const PSA9_DEFAULT_PERCENTAGE = 80;
/** The highest share of market value a rule may pay, in per cent. */
export const PERCENTAGE_MAX = 1000;

const amount = z.nullable(z.number().check(z.minimum(0)));
const gradeRule = z.object({
  min: amount,
  max: amount,
  percentage: z.number().check(z.minimum(0), z.maximum(PERCENTAGE_MAX)),
});
const platformSchema = z.object({ enabled: z.boolean(), psa10: gradeRule, psa9: gradeRule, maxPerBuy: amount });

/**
 * The saved platforms under their ids of today: a platform saved under a former id (Collector Crypt's
 * `collectorCrypto`) is read as if saved under its id, unless the record has both (then the id of today, written
 * later, wins). Saving writes the ids of today only (docs/decisions/0120-one-id-per-platform.md).
 */
export function currentPlatformIds(saved: unknown): unknown {
  if (typeof saved !== 'object' || saved === null || Array.isArray(saved)) return saved;
  const former = new Map(
    FEED_PLATFORMS.flatMap((platform) =>
      PLATFORM_FACTS[platform].formerIds.map((id): [string, string] => [id, platform]),
    ),
  );
  const platforms: Record<string, unknown> = {};
  for (const [id, value] of Object.entries(saved)) {
    const today = former.get(id);
    if (today === undefined) platforms[id] = value;
    else if (!(today in saved)) platforms[today] = value;
  }
  return platforms;
}

/** What is saved in the account record under data.botSettings: every platform's rules, keyed by its id. */
export const botSettingsSchema = z.object({
  globalMaxPerBuy: amount,
  platforms: z.record(z.enum(FEED_PLATFORMS), platformSchema),
  selectedKeywords: z.array(z.string()),
  timestamp: z.nullable(z.string()),
});
export type BotSettings = z.output<typeof botSettingsSchema>;

/** Settings read from the account record, platforms saved under a former id included; null when they do not parse. */
export function readSavedBotSettings(saved: unknown): BotSettings | null {
  const withIds =
    typeof saved === 'object' && saved !== null && 'platforms' in saved
      ? { ...saved, platforms: currentPlatformIds(saved.platforms) }
      : saved;
  const parsed = botSettingsSchema.safeParse(withIds);
  return parsed.success ? parsed.data : null;
}
export type PlatformSettings = z.output<typeof platformSchema>;

const defaultPlatform = (): PlatformSettings => ({
  enabled: false,
  psa10: { min: null, max: null, percentage: PSA10_DEFAULT_PERCENTAGE },
  psa9: { min: null, max: null, percentage: PSA9_DEFAULT_PERCENTAGE },
  maxPerBuy: null,
});

export function defaultBotSettings(): BotSettings {
  return {
    globalMaxPerBuy: null,
    platforms: {
      collector_crypt: defaultPlatform(),
      phygitals: defaultPlatform(),
      courtyard: defaultPlatform(),
    } satisfies Record<Platform, PlatformSettings>,
    selectedKeywords: [],
    timestamp: null,
  };
}

export type SettingsProblem =
  | { kind: 'noKeyword' }
  | { kind: 'maxPerBuy'; platform: Platform }
  | { kind: 'minAboveMax'; platform: Platform; grade: 'psa10' | 'psa9' };

/**
 * At least one keyword; a max per buy globally or on every enabled platform; and a minimum
 * never above its maximum.
 */
export function settingsProblems(settings: BotSettings): SettingsProblem[] {
  const problems: SettingsProblem[] = [];
  if (settings.selectedKeywords.length === 0) problems.push({ kind: 'noKeyword' });
  for (const platform of PLATFORMS) {
    const rules = settings.platforms[platform];
    if (rules.enabled && settings.globalMaxPerBuy === null && rules.maxPerBuy === null) {
      problems.push({ kind: 'maxPerBuy', platform });
    }
    for (const grade of ['psa10', 'psa9'] as const) {
      const { min, max } = rules[grade];
      // Stryker disable next-line ConditionalExpression: amounts are never negative, and null > max is false for
      // every other max.
      if (min !== null && max !== null && min > max) problems.push({ kind: 'minAboveMax', platform, grade });
    }
  }
  return problems;
}

/** Keywords that match a search, case and accents aside. */
export function filterKeywords(search: string, keywords: readonly string[] = POKEMON_KEYWORDS): string[] {
  // Stryker disable next-line MethodExpression: upper or lower case, both sides are folded alike.
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const wanted = fold(search.trim());
  return keywords.filter((keyword) => fold(keyword).includes(wanted));
}
