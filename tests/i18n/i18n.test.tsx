import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/locales/en.json';
import it_ from '../../src/i18n/locales/it.json';
import dashboardEn from '../../src/i18n/locales/dashboard/en.json';
import dashboardIt from '../../src/i18n/locales/dashboard/it.json';
import { DASHBOARD_NAMESPACE, i18n, LANGUAGE_STORAGE_KEY, startLanguage } from '../../src/i18n';
import { renderApp, storeDemoSession } from '../test-utils';

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function withNavigatorLanguages(languages: readonly string[] | undefined, check: () => void) {
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
  try {
    check();
  } finally {
    // The own property shadows jsdom's getter on Navigator.prototype; removing it brings that back.
    Reflect.deleteProperty(window.navigator, 'languages');
  }
}

describe('languages', () => {
  it('has every string in both English and Italian', () => {
    expect(keys(it_).sort()).toEqual(keys(en).sort());
    expect(keys(dashboardIt).sort()).toEqual(keys(dashboardEn).sort());
  });

  it("starts in the browser's language when nothing was chosen before, and in the chosen one after", () => {
    withNavigatorLanguages(['it-IT', 'en'], () => {
      expect(startLanguage()).toBe('it');
      localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
      expect(startLanguage()).toBe('en');
    });
  });

  it('falls back on navigator.language where the browser has no list of languages', () => {
    withNavigatorLanguages(undefined, () => {
      Object.defineProperty(window.navigator, 'language', { value: 'it-CH', configurable: true });
      try {
        expect(startLanguage()).toBe('it');
      } finally {
        Reflect.deleteProperty(window.navigator, 'language');
      }
    });
  });

  it('switches on the login page and remembers the choice', async () => {
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('combobox', { name: 'Language' }));
    await user.click(await screen.findByRole('option', { name: 'Italiano' }));
    expect(await screen.findByLabelText('Nome utente')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: "Entra nella lista d'accesso" })).toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('it');
    expect(document.documentElement.lang).toBe('it');
  });

  it("loads the dashboard's strings with the dashboard, not with the sign-in page", async () => {
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'LOGIN' })).toBeInTheDocument();
    expect(i18n.hasLoadedNamespace(DASHBOARD_NAMESPACE)).toBe(false);
    storeDemoSession();
    renderApp('/dashboard');
    expect(await screen.findByText('No open panels')).toBeInTheDocument();
    expect(i18n.hasLoadedNamespace(DASHBOARD_NAMESPACE)).toBe(true);
  });
});
