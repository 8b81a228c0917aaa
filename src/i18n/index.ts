import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';
import it from './locales/it.json';
import { env } from '../config/env';
import { writeText } from '../lib/storage';

export const LANGUAGES = ['en', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = `${env.productName.toLowerCase()}_language`;

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: { en: { translation: en }, it: { translation: it } },
    supportedLngs: LANGUAGES,
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: 'en',
    // React already escapes text; nothing from i18n ever becomes markup.
    interpolation: { escapeValue: false, defaultVariables: { product: env.productName, provider: env.providerName } },
    detection: {
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      // Remembered below instead: the detector's own cache throws when storage is full or disabled.
      caches: [],
    },
    initAsync: false,
    returnNull: false,
  });

i18n.on('languageChanged', (lng) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lng.slice(0, 2);
  if (typeof localStorage !== 'undefined') writeText(LANGUAGE_STORAGE_KEY, currentLanguage());
});
if (typeof document !== 'undefined') document.documentElement.lang = currentLanguage();

export function currentLanguage(): Language {
  return i18n.resolvedLanguage === 'it' ? 'it' : 'en';
}

export { i18n };
