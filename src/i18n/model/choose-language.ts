export const LANGUAGES = ['en', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** 'it', 'it-IT' and 'IT_ch' are all Italian: only the primary subtag counts. */
function supported(tag: string): Language | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((language) => language === primary) ?? null;
}

/**
 * The language the app starts in: the one chosen before (stored), else the first of the browser's preferred languages
 * that the app speaks, else English. Anything unreadable in storage is passed over, not trusted.
 */
export function chooseLanguage(stored: string | null, browserLanguages: readonly string[]): Language {
  for (const candidate of [stored, ...browserLanguages]) {
    const language = candidate === null ? null : supported(candidate);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}
