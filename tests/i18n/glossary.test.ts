import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/locales/en.json';
import it_ from '../../src/i18n/locales/it.json';
import dashboardEn from '../../src/i18n/locales/dashboard/en.json';
import dashboardIt from '../../src/i18n/locales/dashboard/it.json';

/**
 * Italian says everything in Italian, except the names listed in ONE glossary, in docs/languages.md: brands, venues,
 * strategy names and the few words Italian uses as they are. A string whose Italian equals its English is either
 * a name of that list (alone, or with numbers, placeholders and punctuation around it) or a string nobody
 * translated.
 */
const GLOSSARY_PAGE = 'docs/languages.md';
const LANGUAGES_PAGE = readFileSync(new URL(`../../${GLOSSARY_PAGE}`, import.meta.url), 'utf8');
const GLOSSARY_HEADING = '## Italian glossary: what stays English';

/** Every `term` in the first column of the glossary's table. */
function glossaryTerms(page: string): string[] {
  const start = page.indexOf(GLOSSARY_HEADING);
  if (start < 0) return [];
  const section = page.slice(start + GLOSSARY_HEADING.length).split(/\n#{1,3} /)[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? ''))
    .filter(Boolean);
}

function strings(tree: object, prefix = ''): [key: string, value: string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'object' && value !== null
      ? strings(value as object, `${prefix}${key}.`)
      : [[`${prefix}${key}`, String(value)]],
  );
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The term as a whole name: 'PSA' in 'PSA 10', not in 'PSAs'. */
const asName = (term: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(term)}(?![\\p{L}\\p{N}])`, 'gu');

/** What is left of a string once placeholders and glossary names are taken out; letters left are words to translate. */
function untranslatedWords(value: string, terms: readonly string[]): string {
  let rest = value.replace(/\{\{[^}]*\}\}/g, ' ');
  for (const term of [...terms].sort((a, b) => b.length - a.length)) {
    rest = rest.replace(asName(term), ' ');
  }
  return /\p{L}/u.test(rest) ? rest.replace(/[^\p{L}\p{N}'’-]+/gu, ' ').trim() : '';
}

const FILES = [
  { file: 'src/i18n/locales/it.json', en, it: it_ },
  { file: 'src/i18n/locales/dashboard/it.json', en: dashboardEn, it: dashboardIt },
];

describe('the Italian glossary', () => {
  const terms = glossaryTerms(LANGUAGES_PAGE);

  it(`is in ${GLOSSARY_PAGE}, as one table of names`, () => {
    expect(terms.length).toBeGreaterThan(20);
    expect(new Set(terms).size).toBe(terms.length);
  });

  it('keeps English only where a name of the glossary stands', () => {
    const untranslated = FILES.flatMap(({ file, en: english, it: italian }) => {
      const italianByKey = new Map(strings(italian));
      return strings(english).flatMap(([key, value]) => {
        if (italianByKey.get(key) !== value) return [];
        const words = untranslatedWords(value, terms);
        return words
          ? [
              `${file} → "${key}": "${value}" is the English text. Translate it there, or, if "${words}" ` +
                `stays English on purpose, add it to ${GLOSSARY_PAGE}, "${GLOSSARY_HEADING.replace(/^#+ /, '')}".`,
            ]
          : [];
      });
    });
    expect(untranslated).toEqual([]);
  });

  it('lists only names the interface uses', () => {
    const everything = FILES.flatMap(({ en: english, it: italian }) => [...strings(english), ...strings(italian)])
      .map(([, value]) => value)
      .join('\n');
    const unused = terms.filter((term) => !asName(term).test(everything));
    expect(unused, `glossary names no string uses: remove them from ${GLOSSARY_PAGE}`).toEqual([]);
  });

  it('takes out names, numbers and placeholders, and leaves any other word', () => {
    const names = ['PSA', 'Collector Crypt', 'Pokémon'];
    expect(untranslatedWords('PSA {{id}}', names)).toBe('');
    expect(untranslatedWords('{{cert}} · {{company}} {{grade}}', names)).toBe('');
    expect(untranslatedWords('Pokémon', names)).toBe('');
    expect(untranslatedWords('Collector Crypt Sales', names)).toBe('Sales');
    expect(untranslatedWords('PSAs', names)).toBe('PSAs');
    expect(untranslatedWords('Grade {{grade}}', names)).toBe('Grade');
  });
});
