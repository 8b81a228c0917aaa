import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  botSettingsSchema,
  defaultBotSettings,
  filterKeywords,
  PLATFORMS,
  POKEMON_KEYWORDS,
  readSavedBotSettings,
  settingsProblems,
  type BotSettings,
  type Platform,
  type PlatformSettings,
} from '../../../../src/features/bot-management/model/bot-settings';

/** Default settings with one keyword picked, so only the change under test can be a problem. */
function settings(change: {
  global?: number | null;
  platforms?: Partial<Record<Platform, Partial<PlatformSettings>>>;
}) {
  const base = defaultBotSettings();
  const platforms = { ...base.platforms };
  for (const platform of PLATFORMS) platforms[platform] = { ...platforms[platform], ...change.platforms?.[platform] };
  return {
    ...base,
    selectedKeywords: ['Pikachu'],
    globalMaxPerBuy: change.global ?? null,
    platforms,
  } satisfies BotSettings;
}

describe('the default bot settings', () => {
  it('have every platform off, PSA 10 at 100 % and PSA 9 at 80 %, no limits, no keyword and no save yet', () => {
    const platform = {
      enabled: false,
      psa10: { min: null, max: null, percentage: 100 },
      psa9: { min: null, max: null, percentage: 80 },
      maxPerBuy: null,
    };
    expect(defaultBotSettings()).toEqual({
      globalMaxPerBuy: null,
      platforms: { collector_crypt: platform, phygitals: platform, courtyard: platform },
      selectedKeywords: [],
      timestamp: null,
    });
  });

  it('are a fresh copy each time: changing one leaves the next untouched', () => {
    const first = defaultBotSettings();
    first.platforms.courtyard.psa9.percentage = 5;
    first.selectedKeywords.push('Mew');
    expect(defaultBotSettings().platforms.courtyard.psa9.percentage).toBe(80);
    expect(defaultBotSettings().selectedKeywords).toEqual([]);
  });

  it('are saved settings the schema reads back', () => {
    expect(botSettingsSchema.parse(defaultBotSettings())).toEqual(defaultBotSettings());
  });
});

describe('saved bot settings', () => {
  it('take amounts of 0 and above, and percentages from 0 to 1000', () => {
    const ok = settings({ global: 0, platforms: { phygitals: { maxPerBuy: 0 } } });
    ok.platforms.courtyard.psa10 = { min: 0, max: 10, percentage: 0 };
    ok.platforms.courtyard.psa9 = { min: null, max: null, percentage: 1000 };
    expect(botSettingsSchema.safeParse(ok).success).toBe(true);
  });

  it('refuse a negative amount, a percentage outside 0–1000, or a missing platform', () => {
    const withPsa10 = (psa10: PlatformSettings['psa10']) => {
      const value = settings({});
      value.platforms.courtyard.psa10 = psa10;
      return value;
    };
    for (const bad of [
      settings({ global: -0.01 }),
      settings({ platforms: { collector_crypt: { maxPerBuy: -1 } } }),
      withPsa10({ min: -1, max: null, percentage: 100 }),
      withPsa10({ min: null, max: -1, percentage: 100 }),
      withPsa10({ min: null, max: null, percentage: -1 }),
      withPsa10({ min: null, max: null, percentage: 1000.5 }),
      { ...settings({}), platforms: { collector_crypt: defaultBotSettings().platforms.collector_crypt } },
      { ...settings({}), timestamp: 5 },
      { ...settings({}), selectedKeywords: [1] },
    ]) {
      expect(botSettingsSchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe('settings saved by an older version', () => {
  // Before the platforms had one id each, Collector Crypt's rules were saved under `collectorCrypto`.
  const olderSpelling = (collector: Partial<PlatformSettings>) => {
    const { collector_crypt: current, ...others } = settings({}).platforms;
    return { ...settings({}), platforms: { ...others, collectorCrypto: { ...current, ...collector } } };
  };

  it("read Collector Crypt's rules saved under its former id as its own", () => {
    const read = readSavedBotSettings(olderSpelling({ enabled: true, maxPerBuy: 75 }));
    expect(read?.platforms.collector_crypt).toMatchObject({ enabled: true, maxPerBuy: 75 });
    expect(Object.keys(read?.platforms ?? {}).sort()).toEqual(['collector_crypt', 'courtyard', 'phygitals']);
  });

  it('prefer the id of today when a record holds both', () => {
    const both = olderSpelling({ maxPerBuy: 1 });
    const platforms = { ...both.platforms, collector_crypt: { ...both.platforms.collectorCrypto, maxPerBuy: 2 } };
    expect(readSavedBotSettings({ ...both, platforms })?.platforms.collector_crypt.maxPerBuy).toBe(2);
  });

  it('read the settings of today as they are, and nothing that does not parse', () => {
    expect(readSavedBotSettings(settings({ global: 5 }))).toEqual(settings({ global: 5 }));
    expect(readSavedBotSettings(olderSpelling({ maxPerBuy: -1 }))).toBeNull();
    expect(readSavedBotSettings({ ...settings({}), platforms: [] })).toBeNull();
    expect(readSavedBotSettings('broken')).toBeNull();
    expect(readSavedBotSettings(null)).toBeNull();
  });
});

describe('what keeps the settings from being saved', () => {
  it('is nothing for the defaults with a keyword picked', () => {
    expect(settingsProblems(settings({}))).toEqual([]);
  });

  it('is the missing keyword when none is picked', () => {
    expect(settingsProblems({ ...settings({}), selectedKeywords: [] })).toEqual([{ kind: 'noKeyword' }]);
  });

  it('is a missing max per buy on each enabled platform, unless a global one is set', () => {
    const enabled = { enabled: true };
    expect(settingsProblems(settings({ platforms: { phygitals: enabled, courtyard: enabled } }))).toEqual([
      { kind: 'maxPerBuy', platform: 'phygitals' },
      { kind: 'maxPerBuy', platform: 'courtyard' },
    ]);
    expect(settingsProblems(settings({ global: 50, platforms: { phygitals: enabled, courtyard: enabled } }))).toEqual(
      [],
    );
    expect(settingsProblems(settings({ platforms: { phygitals: { enabled: true, maxPerBuy: 0 } } }))).toEqual([]);
    expect(settingsProblems(settings({ global: 0, platforms: { phygitals: enabled } }))).toEqual([]);
    expect(settingsProblems(settings({ platforms: { phygitals: { enabled: false, maxPerBuy: null } } }))).toEqual([]);
  });

  it('is a minimum above its maximum, for each grade and platform; equal is fine, and so is either one alone', () => {
    const grades = (psa10: [number | null, number | null], psa9: [number | null, number | null]) =>
      settings({
        platforms: {
          courtyard: {
            psa10: { min: psa10[0], max: psa10[1], percentage: 100 },
            psa9: { min: psa9[0], max: psa9[1], percentage: 80 },
          },
        },
      });
    expect(settingsProblems(grades([10, 5], [3, 2]))).toEqual([
      { kind: 'minAboveMax', platform: 'courtyard', grade: 'psa10' },
      { kind: 'minAboveMax', platform: 'courtyard', grade: 'psa9' },
    ]);
    expect(settingsProblems(grades([5, 5], [0, 0]))).toEqual([]);
    expect(settingsProblems(grades([5, 6], [1, 2]))).toEqual([]);
    expect(settingsProblems(grades([5, null], [null, 0]))).toEqual([]);
    // Checked on a platform that is off too: what it holds is saved all the same.
    expect(settingsProblems(grades([0.02, 0.01], [null, null]))).toEqual([
      { kind: 'minAboveMax', platform: 'courtyard', grade: 'psa10' },
    ]);
  });

  it('lists every problem at once, in the order of the form', () => {
    const all = settings({ platforms: { collector_crypt: { enabled: true } } });
    all.selectedKeywords = [];
    all.platforms.collector_crypt.psa9 = { min: 2, max: 1, percentage: 80 };
    all.platforms.phygitals.psa10 = { min: 2, max: 1, percentage: 100 };
    expect(settingsProblems(all)).toEqual([
      { kind: 'noKeyword' },
      { kind: 'maxPerBuy', platform: 'collector_crypt' },
      { kind: 'minAboveMax', platform: 'collector_crypt', grade: 'psa9' },
      { kind: 'minAboveMax', platform: 'phygitals', grade: 'psa10' },
    ]);
  });

  it('has a problem exactly where a rule is broken', () => {
    const amount = fc.option(fc.integer({ min: 0, max: 100 }), { nil: null });
    fc.assert(
      fc.property(fc.boolean(), amount, amount, amount, amount, (enabled, global, maxPerBuy, min, max) => {
        const value = settings({ global, platforms: { phygitals: { enabled, maxPerBuy } } });
        value.platforms.phygitals.psa9 = { min, max, percentage: 80 };
        const problems = settingsProblems(value);
        expect(problems.some((problem) => problem.kind === 'maxPerBuy')).toBe(
          enabled && global === null && maxPerBuy === null,
        );
        expect(problems.some((problem) => problem.kind === 'minAboveMax')).toBe(
          min !== null && max !== null && min > max,
        );
      }),
    );
  });
});

describe('the keyword search', () => {
  it('offers the 36 Pokémon, each once', () => {
    expect(POKEMON_KEYWORDS).toHaveLength(36);
    expect(new Set(POKEMON_KEYWORDS).size).toBe(36);
    expect(POKEMON_KEYWORDS).toContain('Pikachu');
    expect(POKEMON_KEYWORDS).toContain('Ho-Oh');
    expect(POKEMON_KEYWORDS).toContain('Reshiram');
  });

  it('lists every keyword for an empty or blank search', () => {
    expect(filterKeywords('')).toEqual([...POKEMON_KEYWORDS]);
    expect(filterKeywords('   ')).toEqual([...POKEMON_KEYWORDS]);
  });

  it('finds keywords by any part of their name, case, accents and surrounding spaces aside', () => {
    expect(filterKeywords('char')).toEqual(['Charizard']);
    expect(filterKeywords(' EON ')).toEqual([
      'Umbreon',
      'Espeon',
      'Sylveon',
      'Vaporeon',
      'Jolteon',
      'Flareon',
      'Glaceon',
      'Leafeon',
    ]);
    expect(filterKeywords('pokémon', ['Pokemon Center', 'Pokémon Go', 'Digimon'])).toEqual([
      'Pokemon Center',
      'Pokémon Go',
    ]);
    expect(filterKeywords('POKEMON', ['Pokémon Go'])).toEqual(['Pokémon Go']);
    expect(filterKeywords('zzz')).toEqual([]);
  });

  it('keeps the order of the list and only ever returns keywords from it', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 4 }), (search) => {
        const found = filterKeywords(search);
        const positions = found.map((keyword) =>
          POKEMON_KEYWORDS.indexOf(keyword as (typeof POKEMON_KEYWORDS)[number]),
        );
        expect(positions.every((position) => position >= 0)).toBe(true);
        expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      }),
    );
  });
});
