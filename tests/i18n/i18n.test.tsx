import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/locales/en.json';
import it_ from '../../src/i18n/locales/it.json';
import dashboardEn from '../../src/i18n/locales/dashboard/en.json';
import dashboardIt from '../../src/i18n/locales/dashboard/it.json';
import { DASHBOARD_NAMESPACE, i18n, LANGUAGE_STORAGE_KEY } from '../../src/i18n';
import { renderApp, storeDemoSession } from '../test-utils';

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('languages', () => {
  it('has every string in both English and Italian', () => {
    expect(keys(it_).sort()).toEqual(keys(en).sort());
    expect(keys(dashboardIt).sort()).toEqual(keys(dashboardEn).sort());
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
