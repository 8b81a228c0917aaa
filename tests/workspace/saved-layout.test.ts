import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Layout, Panel } from '../../src/workspace/model/geometry';
import {
  LAYOUT_VERSION,
  fromSavedPanels,
  layoutStorageKey,
  legacySelectedBot,
  panelsOfSavedLayout,
  savedPanelSchema,
  toSavedLayout,
  type SavedPanel,
} from '../../src/workspace/model/saved-layout';

const panel = (id: string, zIndex = 1): Panel => ({ id, x: 10, y: 20, width: 400, height: 300, zIndex });
const known =
  (...ids: string[]) =>
  (id: string) =>
    ids.includes(id);

describe('the saved layout', () => {
  it("is kept per user under '{product}_layout_{userId}', the product in lower case", () => {
    expect(layoutStorageKey('PoolBot', 'u-1')).toBe('poolbot_layout_u-1');
  });

  it('is written as version 2, each panel with its place, and its state only when it has one', () => {
    const layout: Layout = [panel('a', 1), { ...panel('b', 2), maximized: true, restore: panel('b') }];
    const saved = toSavedLayout(layout, { b: { tab: 'orders' } });
    expect(saved).toEqual({
      version: 2,
      panels: [panel('a', 1), { ...layout[1], state: { tab: 'orders' } }],
    });
    expect(LAYOUT_VERSION).toBe(2);
    expect(saved.panels[0]).not.toHaveProperty('state');
  });

  it('keeps a state that is falsy (0, false, null, an empty string): the panel chose to keep it', () => {
    const states = { a: 0, b: false, c: null, d: '' };
    const saved = toSavedLayout(
      ['a', 'b', 'c', 'd'].map((id) => panel(id)),
      states,
    );
    expect(saved.panels.map((entry) => entry.state)).toEqual([0, false, null, '']);
    expect(fromSavedPanels(saved.panels, () => true).states).toEqual(states);
  });

  it('does not share its panels with the layout it was made from', () => {
    const layout: Layout = [panel('a')];
    const saved = toSavedLayout(layout, {});
    expect(saved.panels[0]).not.toBe(layout[0]);
  });

  it('reads back as it was written, whatever the layout and states (round trip)', () => {
    const panelArb = fc.record({
      x: fc.integer(),
      y: fc.integer(),
      width: fc.integer({ min: 1 }),
      height: fc.integer({ min: 1 }),
      zIndex: fc.integer({ min: 0, max: 1000 }),
    });
    const layoutArb = fc.uniqueArray(fc.tuple(fc.stringMatching(/^panel-[a-z]{1,8}$/), panelArb), {
      selector: ([id]) => id,
      maxLength: 12,
    });
    fc.assert(
      fc.property(
        layoutArb,
        fc.dictionary(fc.stringMatching(/^panel-[a-z]{1,2}$/), fc.jsonValue()),
        (entries, rawStates) => {
          const layout: Layout = entries.map(([id, rect]) => ({ id, ...rect }));
          const states = Object.fromEntries(
            layout.filter(({ id }) => Object.hasOwn(rawStates, id)).map(({ id }) => [id, rawStates[id]]),
          );
          const saved = JSON.parse(JSON.stringify(toSavedLayout(layout, states))) as unknown;
          const panels = panelsOfSavedLayout(saved);
          expect(panels).not.toBeNull();
          const parsed = (panels ?? []).map((entry) => savedPanelSchema.parse(entry));
          const back = fromSavedPanels(parsed, () => true);
          expect(back.layout).toEqual(layout);
          expect(back.states).toEqual(JSON.parse(JSON.stringify(states)));
        },
      ),
    );
  });
});

describe('reading a saved layout', () => {
  it('finds the panels of a layout of version 1 or 2', () => {
    expect(panelsOfSavedLayout({ version: 2, panels: [1, 'x'] })).toEqual([1, 'x']);
    expect(panelsOfSavedLayout({ version: 1, panels: [], selectedBot: null })).toEqual([]);
  });

  it('finds none in a value that is not a layout: another version, no panel list, no object', () => {
    for (const value of [{ version: 3, panels: [] }, { version: 2 }, { version: 2, panels: {} }, [], null, 'layout']) {
      expect(panelsOfSavedLayout(value)).toBeNull();
    }
  });

  it('reads a panel with its place, an optional maximized flag, the place to restore and its state', () => {
    const entry = { ...panel('a'), maximized: true, restore: { x: 1, y: 2, width: 3, height: 4 }, state: [1] };
    expect(savedPanelSchema.parse(entry)).toEqual(entry);
    expect(savedPanelSchema.parse(panel('b'))).toEqual(panel('b'));
  });

  it('cannot read a panel without an id, with a fractional stacking order, or missing a side of its place', () => {
    const bad: unknown[] = [
      { ...panel('a'), id: '' },
      { ...panel('a'), zIndex: 1.5 },
      { ...panel('a'), restore: { x: 1, y: 2, width: 3 } },
      { ...panel('a'), maximized: 'yes' },
      ...(['x', 'y', 'width', 'height'] as const).map((side) => ({ ...panel('a'), [side]: undefined })),
    ];
    for (const value of bad) expect(savedPanelSchema.safeParse(value).success).toBe(false);
  });

  it('keeps only the panels the app still knows, and only the first copy of each', () => {
    const saved: SavedPanel[] = [
      { ...panel('a', 1), state: 'first' },
      { ...panel('gone', 2), state: 'lost' },
      { ...panel('a', 3), state: 'second' },
      panel('b', 4),
    ];
    expect(fromSavedPanels(saved, known('a', 'b'))).toEqual({
      layout: [panel('a', 1), panel('b', 4)],
      states: { a: 'first' },
    });
  });

  it('leaves out the state of a panel that kept none', () => {
    const { states } = fromSavedPanels([panel('a'), { ...panel('b'), state: undefined }], () => true);
    expect(states).toEqual({});
    expect(Object.keys(states)).toEqual([]);
  });
});

describe('the volume bot a version-1 layout kept', () => {
  it('is handed over when the layout is version 1 and names one', () => {
    expect(legacySelectedBot({ version: 1, panels: [], selectedBot: 'volume-bot-x' })).toBe('volume-bot-x');
  });

  it('is none when version 1 named none, or the layout is version 2 or not a layout', () => {
    expect(legacySelectedBot({ version: 1, panels: [], selectedBot: null })).toBeNull();
    expect(legacySelectedBot({ version: 2, panels: [], selectedBot: 'volume-bot-x' })).toBeNull();
    expect(legacySelectedBot({ version: 1, panels: [] })).toBeNull();
    expect(legacySelectedBot('volume-bot-x')).toBeNull();
  });
});
