import { describe, expect, it } from 'vitest';
import { panelCatalogue } from '../../src/app/panel-catalogue';
import type { MenuItem } from '../../src/workspace/catalogue';
import { DEFAULT_PANEL_SIZE, SETTINGS_PANEL_SIZE } from '../../src/panel-contract/panel-sizes';
import { DASHBOARD_NAMESPACE, i18n, i18nReady } from '../../src/i18n';

const panelEntries = (items: readonly MenuItem[]): string[] =>
  items.flatMap((item) =>
    item.kind === 'panel' ? [item.panelId] : item.kind === 'group' ? panelEntries(item.items) : [],
  );

describe('the panel catalogue', () => {
  const ids = panelCatalogue.panels.map((panel) => panel.id);
  const inMenu = panelCatalogue.menu.flatMap((section) => panelEntries(section.items));

  it('holds each panel once', () => {
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('opens from the menu every panel it holds, each from one entry, and no panel it does not hold', () => {
    expect([...inMenu].sort()).toEqual([...ids].sort());
  });

  it('gives every panel a size with its reason, no smaller than 300×200', () => {
    for (const panel of panelCatalogue.panels) {
      expect(panel.sizeReason.length, panel.id).toBeGreaterThan(10);
      expect(panel.size.width, panel.id).toBeGreaterThanOrEqual(300);
      expect(panel.size.height, panel.id).toBeGreaterThanOrEqual(200);
    }
  });

  it("keeps SPEC's sizes for the panels SPEC names", () => {
    const sizeOf = (id: string) => panelCatalogue.panels.find((panel) => panel.id === id)?.size;
    for (const id of ['backpack-grid-bot', 'collector-crypt-listing', 'collector-crypt-sales', 'id-to-price']) {
      expect(sizeOf(id), id).toEqual(DEFAULT_PANEL_SIZE);
    }
    expect(sizeOf('vinted-upload')).toEqual({ width: 500, height: 500 });
    expect(sizeOf('vinted-settings')).toEqual({ width: 480, height: 500 });
    expect(sizeOf('volume-settings-aster')).toEqual(SETTINGS_PANEL_SIZE);
  });

  it('lists the feed panels in the Pokémon menu as SPEC does, each with its New badge, in English and Italian', async () => {
    await i18nReady;
    await i18n.loadLanguages(['en', 'it']);
    await i18n.loadNamespaces(DASHBOARD_NAMESPACE);
    const pokemon = panelCatalogue.menu.find((section) => section.id === 'pokemon');
    const entries = (pokemon?.items ?? []).flatMap((item) => (item.kind === 'panel' ? [item] : [])).slice(0, 6);
    expect(entries.map((entry) => entry.badge)).toEqual(Array.from({ length: 6 }, () => 'new'));
    const titles = (language: string) => {
      const t = i18n.getFixedT(language);
      return entries.map((entry) => panelCatalogue.panels.find((panel) => panel.id === entry.panelId)?.title(t));
    };
    expect(entries.map((entry) => entry.panelId)).toEqual([
      'courtyard-listing',
      'courtyard-sales',
      'phygitals-listing',
      'phygitals-sales',
      'collector-crypt-listing',
      'collector-crypt-sales',
    ]);
    expect(titles('en')).toEqual([
      'Courtyard Listing',
      'Courtyard Sales',
      'Phygitals Listing',
      'Phygitals Sales',
      'Collector Crypt Listing',
      'Collector Crypt Sales',
    ]);
    expect(titles('it')).toEqual([
      'Courtyard – Annunci',
      'Courtyard – Vendite',
      'Phygitals – Annunci',
      'Phygitals – Vendite',
      'Collector Crypt – Annunci',
      'Collector Crypt – Vendite',
    ]);
  });
});
