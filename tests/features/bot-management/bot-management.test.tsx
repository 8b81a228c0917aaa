import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { env } from '../../../src/config/env';
import { i18n } from '../../../src/i18n';
import {
  defaultBotSettings,
  filterKeywords,
  POKEMON_KEYWORDS,
  settingsProblems,
} from '../../../src/features/bot-management/model/bot-settings';
import { db } from '../../../src/mocks/db';
import { server } from '../../server';
import { renderApp, storeDemoSession } from '../../test-utils';

describe('bot settings rules', () => {
  it('needs a keyword, a max per buy globally or per enabled platform, and min ≤ max', () => {
    const settings = defaultBotSettings();
    expect(settings.platforms.phygitals.psa10.percentage).toBe(100);
    expect(settings.platforms.phygitals.psa9.percentage).toBe(80);
    expect(settingsProblems(settings)).toEqual([{ kind: 'noKeyword' }]);
    settings.selectedKeywords = ['Pikachu'];
    settings.platforms.courtyard.enabled = true;
    expect(settingsProblems(settings)).toEqual([{ kind: 'maxPerBuy', platform: 'courtyard' }]);
    settings.globalMaxPerBuy = 500;
    settings.platforms.courtyard.psa9 = { min: 300, max: 200, percentage: 80 };
    expect(settingsProblems(settings)).toEqual([{ kind: 'minAboveMax', platform: 'courtyard', grade: 'psa9' }]);
    settings.platforms.courtyard.psa9.max = 300;
    expect(settingsProblems(settings)).toEqual([]);
  });

  it('has about 36 keywords and searches them regardless of case', () => {
    expect(POKEMON_KEYWORDS).toHaveLength(36);
    expect(filterKeywords('CHAR')).toEqual(['Charizard']);
    expect(filterKeywords('ho-oh')).toEqual(['Ho-Oh']);
  });
});

describe('the bot management page', () => {
  async function openPage() {
    storeDemoSession();
    const utils = renderApp('/dashboard');
    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    await utils.user.click(within(menu).getByRole('button', { name: /^All Below Midi Price/ }));
    await screen.findByRole('heading', { name: 'Global Settings' });
    return utils;
  }

  it('is reached from All Below Midi Price and saves the settings with a timestamp', async () => {
    const { user } = await openPage();
    const save = screen.getByRole('button', { name: 'Save Settings' });
    expect(save).toBeDisabled();
    expect(screen.getByText('Choose at least one keyword')).toBeInTheDocument();
    // Next to Save, what blocks it.
    expect(save).toHaveAccessibleDescription('Choose at least one keyword');

    await user.type(screen.getByLabelText('Search Pokémon'), 'chariz');
    await user.click(screen.getByRole('button', { name: 'Charizard' }));
    await user.clear(screen.getByLabelText('Search Pokémon'));
    await user.click(screen.getByRole('button', { name: 'Umbreon' }));
    expect(screen.getByText('2 of 36 selected')).toBeInTheDocument();

    const phygitals = screen.getByRole('region', { name: 'Phygitals' });
    // The switch's label says the state it is in.
    const onOff = within(phygitals).getByRole('switch', { name: 'Disabled' });
    expect(onOff).not.toBeChecked();
    await user.click(onOff);
    expect(within(phygitals).getByRole('switch', { name: 'Enabled' })).toBeChecked();
    expect(within(phygitals).queryByRole('switch', { name: 'Disabled' })).not.toBeInTheDocument();
    expect(screen.getByText('Phygitals: set a max per buy here or globally')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.type(within(phygitals).getByLabelText('Max per buy'), '250');
    const psa10 = within(phygitals).getByRole('group', { name: 'Phygitals PSA 10' });
    await user.type(within(psa10).getByLabelText('Min (USD)'), '100');
    await user.type(within(psa10).getByLabelText('Max (USD)'), '50');
    expect(screen.getByText('Phygitals PSA 10: the minimum is above the maximum')).toBeInTheDocument();
    expect(save).toHaveAccessibleDescription('Phygitals PSA 10: the minimum is above the maximum');
    await user.clear(within(psa10).getByLabelText('Max (USD)'));
    await user.type(within(psa10).getByLabelText('Max (USD)'), '400');
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();

    await user.click(save);
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    const saved = db().users.find((record) => record.id === '1')?.botSettings as ReturnType<typeof defaultBotSettings>;
    expect(saved.selectedKeywords).toEqual(['Charizard', 'Umbreon']);
    expect(saved.platforms.phygitals).toMatchObject({
      enabled: true,
      maxPerBuy: 250,
      psa10: { min: 100, max: 400, percentage: 100 },
    });
    expect(new Date(saved.timestamp ?? '').getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await screen.findByText(/^Last saved /)).toBeInTheDocument();
  });

  it('says what the bot does at the top, in English and Italian', async () => {
    await openPage();
    const intro = screen.getByText(/^All Below Midi Price is the buy bot:/);
    // Above the first section, right under the page's title.
    const heading = screen.getByRole('heading', { name: 'Global Settings' });
    expect(intro.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await act(() => i18n.changeLanguage('it'));
    try {
      expect(await screen.findByText(/^All Below Midi Price è il bot di acquisto:/)).toBeInTheDocument();
      const courtyard = screen.getByRole('region', { name: 'Courtyard' });
      expect(within(courtyard).getByRole('switch', { name: 'Disattivata' })).not.toBeChecked();
      expect(within(courtyard).getAllByLabelText('Min (USD)')).toHaveLength(2);
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('loads what was saved, and selects all or none', async () => {
    const record = db().users.find((user) => user.id === '1');
    if (record)
      record.botSettings = {
        ...defaultBotSettings(),
        selectedKeywords: ['Mew'],
        globalMaxPerBuy: 99,
        timestamp: new Date().toISOString(),
      };
    const { user } = await openPage();
    expect(screen.getByText('1 of 36 selected')).toBeInTheDocument();
    expect(screen.getByLabelText('Global max per buy')).toHaveValue('99');
    await user.click(screen.getByRole('button', { name: 'Select all' }));
    expect(screen.getByText('36 of 36 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Select none' }));
    expect(screen.getByRole('button', { name: 'Save Settings' })).toBeDisabled();
  });

  it("shows Collector Crypt's rules saved under their former id, and saves them under its id of today", async () => {
    const record = db().users.find((user) => user.id === '1');
    const { collector_crypt: collector, ...others } = defaultBotSettings().platforms;
    if (record)
      record.botSettings = {
        ...defaultBotSettings(),
        selectedKeywords: ['Mew'],
        platforms: { ...others, collectorCrypto: { ...collector, enabled: true, maxPerBuy: 75 } },
      };
    const { user } = await openPage();
    const region = screen.getByRole('region', { name: 'Collector Crypt' });
    expect(within(region).getByRole('switch', { name: 'Enabled' })).toBeChecked();
    expect(within(region).getByLabelText('Max per buy')).toHaveValue('75');
    await user.click(screen.getByRole('button', { name: 'Pikachu' }));
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    const saved = db().users.find((one) => one.id === '1')?.botSettings as { platforms: Record<string, unknown> };
    expect(Object.keys(saved.platforms).sort()).toEqual(['collector_crypt', 'courtyard', 'phygitals']);
    expect(saved.platforms.collector_crypt).toMatchObject({ enabled: true, maxPerBuy: 75 });
  });

  it('says when the settings cannot be saved or loaded', async () => {
    server.use(http.put(`${env.poolApiUrl}/1`, () => new HttpResponse(null, { status: 500 })));
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Pikachu' }));
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Failed to save settings. Please try again.')).toBeInTheDocument();

    server.use(http.get(`${env.poolApiUrl}/1`, () => HttpResponse.error()));
    storeDemoSession();
    renderApp('/dashboard/bot-management');
    await waitFor(() => expect(screen.getAllByText('Failed to load settings.').length).toBeGreaterThan(0));
  });
});

describe('leaving with unsaved changes', () => {
  it('asks first, and stays or leaves as the user says', async () => {
    storeDemoSession();
    const { user } = renderApp('/dashboard/bot-management');
    await screen.findByRole('heading', { name: 'Global Settings' });
    await user.click(screen.getByRole('button', { name: 'Mew' }));
    await user.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    const ask = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(ask).getByRole('button', { name: 'Stay' }));
    expect(window.location.pathname).toBe('/dashboard/bot-management');
    expect(screen.getByText('1 of 36 selected')).toBeInTheDocument();

    await user.click(await screen.findByRole('link', { name: 'Back to Dashboard' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
  });
});
