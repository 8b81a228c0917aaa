import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  freeLayoutName,
  LAYOUT_FILE_MAX_BYTES,
  readLayoutFile,
  toLayoutFile,
} from '../../src/workspace/model/layout-file';
import type { NamedLayout } from '../../src/workspace/model/named-layouts';

const KNOWN = new Set(['funding-rate', 'my-balance', 'collector-crypt-listing']);
/** funding-rate keeps a state with a `period`; the others keep none. */
const checkState = (id: string, state: unknown) => {
  if (!KNOWN.has(id)) return null;
  if (state === undefined) return 'none' as const;
  return typeof state === 'object' && state !== null && 'period' in state
    ? ('readable' as const)
    : ('unreadable' as const);
};

const panel = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  x: 0,
  y: 0,
  width: 500,
  height: 600,
  zIndex: 1,
  ...extra,
});

const layout: NamedLayout = {
  name: 'Morning',
  savedAt: '2026-11-20T09:30:00.000Z',
  layout: {
    version: 2,
    panels: [panel('funding-rate', { link: 'blue', state: { period: 'apr' } }), panel('my-balance', { x: 516 })],
  },
};

const file = (body: Record<string, unknown>) =>
  JSON.stringify({
    format: 'poolbot-layout',
    version: 1,
    name: 'Morning',
    savedAt: layout.savedAt,
    panels: [],
    ...body,
  });

describe('layout files', () => {
  it('read back what they wrote: panels, places, sizes, link colours and states', () => {
    const reading = readLayoutFile(JSON.stringify(toLayoutFile(layout)), checkState);
    expect(reading).toEqual({ ok: true, imported: { layout, leftOut: [] } });
  });

  it('leave out, one by one and by name, a panel this app does not have, an unreadable one and a state its panel cannot read', () => {
    const reading = readLayoutFile(
      file({
        panels: [
          panel('funding-rate', { state: { nonsense: true } }),
          panel('crystal-ball'),
          { id: 'my-balance', x: 'left' },
          panel('collector-crypt-listing', { width: 1e9 }),
          42,
          panel('my-balance'),
          panel('my-balance', { x: 20 }),
        ],
      }),
      checkState,
    );
    if (!reading.ok) throw new Error(reading.problem);
    expect(reading.imported.layout.layout.panels.map((p) => [p.id, p.state])).toEqual([
      ['funding-rate', undefined],
      ['my-balance', undefined],
    ]);
    expect(reading.imported.leftOut).toEqual([
      { id: 'funding-rate', problem: 'badState' },
      { id: 'crystal-ball', problem: 'unknownPanel' },
      { id: 'my-balance', problem: 'unreadable' },
      { id: 'collector-crypt-listing', problem: 'unreadable' },
      { id: '#5', problem: 'unreadable' },
      { id: 'my-balance', problem: 'duplicate' },
    ]);
  });

  it.each([
    ['a file of 10 MB', 'x'.repeat(LAYOUT_FILE_MAX_BYTES + 1), 'tooLarge'],
    ['text that is not JSON', '{"format": "poolbot-layout", ', 'notJson'],
    ['another JSON file', JSON.stringify({ hello: 'world' }), 'notALayout'],
    ['a layout of a later version', file({ version: 2 }), 'notALayout'],
    ['markup in the name', file({ name: '<img src=x onerror=alert(1)>' }), 'badName'],
    ['an empty name', file({ name: '   ' }), 'badName'],
    ['a name too long', file({ name: 'n'.repeat(41) }), 'badName'],
    ['a prototype key', '{"format":"poolbot-layout","__proto__":{"polluted":true}}', 'prototypeKeys'],
    [
      'a prototype key in a state',
      file({ panels: [panel('funding-rate', { state: { constructor: { prototype: {} } } })] }),
      'prototypeKeys',
    ],
    ['thousands of panels', file({ panels: Array.from({ length: 101 }, (_, i) => panel(`p${i}`)) }), 'tooManyPanels'],
  ])('refuse %s, whole', (_what, text, problem) => {
    expect(readLayoutFile(text, checkState)).toEqual({ ok: false, problem });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('never throw and never keep a panel that is not whole, whatever the file holds (property)', () => {
    const geometry = fc.oneof(fc.integer({ min: -200, max: 3000 }), fc.double(), fc.string(), fc.constant(null));
    const entry = fc.oneof(
      fc.record({
        id: fc.constantFrom('funding-rate', 'my-balance', 'collector-crypt-listing', 'nope', '__proto__'),
        x: geometry,
        y: geometry,
        width: geometry,
        height: geometry,
        zIndex: fc.integer({ min: -5, max: 5 }),
        link: fc.oneof(fc.constantFrom('red', 'blue'), fc.string()),
        state: fc.oneof(fc.constant(undefined), fc.record({ period: fc.string() }), fc.jsonValue()),
      }),
      fc.jsonValue(),
    );
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 12 }), fc.string({ maxLength: 50 }), (entries, name) => {
        const reading = readLayoutFile(file({ panels: entries, name }), checkState);
        if (!reading.ok) return;
        const { panels } = reading.imported.layout.layout;
        for (const kept of panels) {
          expect(KNOWN.has(kept.id)).toBe(true);
          expect([kept.x, kept.y, kept.width, kept.height].every(Number.isFinite)).toBe(true);
        }
        expect(new Set(panels.map((kept) => kept.id)).size).toBe(panels.length);
        const statesLeftOut = reading.imported.leftOut.filter((item) => item.problem === 'badState').length;
        expect(panels.length + reading.imported.leftOut.length - statesLeftOut).toBe(entries.length);
      }),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        expect(() => readLayoutFile(text, checkState)).not.toThrow();
      }),
    );
  });

  it('find a free name for an import of a name in use, within the length names have', () => {
    const taken = new Set(['Morning', 'Morning (2)']);
    expect(freeLayoutName('Evening', (name) => taken.has(name))).toBe('Evening');
    expect(freeLayoutName('Morning', (name) => taken.has(name))).toBe('Morning (3)');
    const long = 'L'.repeat(40);
    const free = freeLayoutName(long, (name) => name === long);
    expect(free).toBe(`${'L'.repeat(36)} (2)`);
    expect(free.length).toBeLessThanOrEqual(40);
  });
});
