import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { env } from '../config/env';
import { readText, writeText } from '../lib/storage';
import { chooseLanguage, LANGUAGES, type Language } from './model/choose-language';

export { LANGUAGES, type Language };
export const LANGUAGE_STORAGE_KEY = `${env.productName.toLowerCase()}_language`;

/**
 * The strings come in two namespaces: the default one (locales/<lng>.json) holds what the sign-in page and the app's
 * shell say; `dashboard` (locales/dashboard/<lng>.json) holds the rest and is loaded with the dashboard, which waits
 * for it. Keys are written without a namespace: one not found in the default namespace is looked up in `dashboard`.
 */
export const DASHBOARD_NAMESPACE = 'dashboard';
const DEFAULT_NAMESPACE = 'translation';

/** The language chosen before on this browser, else the browser's own (see model/choose-language.ts). */
export function startLanguage(): Language {
  if (typeof navigator === 'undefined') return chooseLanguage(readText(LANGUAGE_STORAGE_KEY), []);
  // Some embedded browsers leave `languages` undefined, whatever the DOM typings say.
  const preferred = (navigator.languages as readonly string[] | undefined) ?? [];
  return chooseLanguage(readText(LANGUAGE_STORAGE_KEY), [...preferred, navigator.language]);
}

/**
 * Each locale, and each namespace of it, is its own chunk: only the language in use is downloaded. Named one by one
 * rather than with a template import, which would bring the bundler's variable-import helper to /login.
 */
const LOCALE_FILES = {
  [`${DEFAULT_NAMESPACE}/en`]: () => import('./locales/en.json'),
  [`${DEFAULT_NAMESPACE}/it`]: () => import('./locales/it.json'),
  [`${DASHBOARD_NAMESPACE}/en`]: () => import('./locales/dashboard/en.json'),
  [`${DASHBOARD_NAMESPACE}/it`]: () => import('./locales/dashboard/it.json'),
} satisfies Record<`${typeof DEFAULT_NAMESPACE | typeof DASHBOARD_NAMESPACE}/${Language}`, () => Promise<unknown>>;

function loadLocaleFile(language: string, namespace: string): Promise<unknown> {
  const files: Partial<Record<string, () => Promise<unknown>>> = LOCALE_FILES;
  const load = files[`${namespace}/${language}`];
  return load ? load() : Promise.reject(new Error(`No strings for ${namespace}/${language}`));
}

/** Resolves once the start language's strings have loaded: start-up renders after it. */
export const i18nReady = i18n
  .use(resourcesToBackend(loadLocaleFile))
  .use(initReactI18next)
  .init({
    // Chosen here rather than by i18next-browser-languagedetector: the same two lookups, without its 2 kB on /login.
    lng: startLanguage(),
    ns: [DEFAULT_NAMESPACE],
    defaultNS: DEFAULT_NAMESPACE,
    fallbackNS: DASHBOARD_NAMESPACE,
    supportedLngs: LANGUAGES,
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    // Italian has every key (a test checks it), so it needs no English underneath.
    fallbackLng: { it: [], default: ['en'] },
    // React already escapes text; nothing from i18n ever becomes markup.
    interpolation: { escapeValue: false, defaultVariables: { product: env.productName, provider: env.providerName } },
    returnNull: false,
    react: { useSuspense: false },
  });

i18n.on('languageChanged', (lng) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lng.slice(0, 2);
  writeText(LANGUAGE_STORAGE_KEY, currentLanguage());
});
if (typeof document !== 'undefined') document.documentElement.lang = currentLanguage();

export function currentLanguage(): Language {
  return i18n.resolvedLanguage === 'it' ? 'it' : 'en';
}

export { i18n };
