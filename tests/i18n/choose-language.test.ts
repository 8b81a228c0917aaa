import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseLanguage, LANGUAGES } from '../../src/i18n/model/choose-language';

describe('the language the app starts in', () => {
  it('is the one chosen before, whatever the browser prefers', () => {
    expect(chooseLanguage('it', ['en-US', 'en'])).toBe('it');
    expect(chooseLanguage('en', ['it-IT'])).toBe('en');
  });

  it("is the browser's first language the app speaks when nothing was chosen", () => {
    expect(chooseLanguage(null, ['it-IT', 'en'])).toBe('it');
    expect(chooseLanguage(null, ['fr-FR', 'de', 'it-CH', 'en'])).toBe('it');
    expect(chooseLanguage(null, ['fr-FR', 'en-GB', 'it'])).toBe('en');
  });

  it('passes over a stored value it does not know, as if nothing was chosen', () => {
    expect(chooseLanguage('klingon', ['it-IT'])).toBe('it');
    expect(chooseLanguage('', ['it'])).toBe('it');
    expect(chooseLanguage('{"lng":"it"}', [])).toBe('en');
  });

  it('is English when neither storage nor the browser names a language the app speaks', () => {
    expect(chooseLanguage(null, [])).toBe('en');
    expect(chooseLanguage(null, ['fr', 'de-DE'])).toBe('en');
  });

  it('always is one of the app’s languages, and a stored one of them always wins', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.array(fc.string()), (stored, browser) => {
        expect(LANGUAGES).toContain(chooseLanguage(stored, browser));
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...LANGUAGES), fc.array(fc.string()), (stored, browser) => {
        expect(chooseLanguage(stored, browser)).toBe(stored);
      }),
    );
  });
});
