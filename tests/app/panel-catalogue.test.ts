// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { panelCatalogue } from '../../src/app/panel-catalogue';
import type { MenuItem } from '../../src/workspace/catalogue';

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
});
