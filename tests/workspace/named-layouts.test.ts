import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LAYOUT_NAME_MAX,
  byLayoutName,
  deleteNamedLayout,
  findNamedLayout,
  layoutNameProblem,
  namedLayoutSchema,
  namedLayoutsStorageKey,
  renameNamedLayout,
  saveNamedLayout,
  sameLayoutName,
  type NamedLayout,
} from '../../src/workspace/model/named-layouts';
import type { SavedLayout } from '../../src/workspace/model/saved-layout';

const layout = (...ids: string[]): SavedLayout => ({
  version: 2,
  panels: ids.map((id, index) => ({ id, x: 0, y: 0, width: 500, height: 600, zIndex: index + 1 })),
});
const named = (name: string, savedAt = '2026-01-01T00:00:00.000Z', ...ids: string[]): NamedLayout => ({
  name,
  savedAt,
  layout: layout(...ids),
});
const list = [named('Morning', undefined, 'a'), named('Evening', undefined, 'b')];

describe('named layouts', () => {
  it("are kept per user under '{product}_layouts_{userId}', the product in lower case", () => {
    expect(namedLayoutsStorageKey('PoolBot', 'u-1')).toBe('poolbot_layouts_u-1');
  });

  it('are read back with a trimmed name of 1 to 40 characters and a version-2 layout', () => {
    expect(namedLayoutSchema.parse({ ...named('  Morning '), layout: layout('a') }).name).toBe('Morning');
    for (const name of ['', '   ', 'x'.repeat(LAYOUT_NAME_MAX + 1)]) {
      expect(namedLayoutSchema.safeParse(named(name)).success).toBe(false);
    }
    expect(namedLayoutSchema.safeParse(named('x'.repeat(LAYOUT_NAME_MAX))).success).toBe(true);
    expect(namedLayoutSchema.safeParse({ ...named('a'), layout: { version: 1, panels: [] } }).success).toBe(false);
  });

  it('tell names apart as a person would: spaces around and letter case do not count', () => {
    expect(sameLayoutName(' Morning ', 'morning')).toBe(true);
    expect(sameLayoutName('Morning', 'Mornings')).toBe(false);
    expect(findNamedLayout(list, 'EVENING ')).toBe(list[1]);
    expect(findNamedLayout(list, 'Night')).toBeUndefined();
  });
});

describe('a name for a layout', () => {
  it('is required, spaces aside, and at most 40 characters', () => {
    expect(LAYOUT_NAME_MAX).toBe(40);
    expect(layoutNameProblem('   ', list)).toBe('required');
    expect(layoutNameProblem(` ${'x'.repeat(40)} `, list)).toBeNull();
    expect(layoutNameProblem('x'.repeat(41), list)).toBe('tooLong');
  });

  it('may be one in use when saving (that layout is replaced), not when renaming another to it', () => {
    expect(layoutNameProblem('morning', list)).toBeNull();
    expect(layoutNameProblem('morning', list, 'Evening')).toBe('taken');
    expect(layoutNameProblem('Night', list, 'Evening')).toBeNull();
  });

  it("may be the renamed layout's own name in another case", () => {
    expect(layoutNameProblem('MORNING', list, 'Morning')).toBeNull();
  });
});

describe('saving, renaming and deleting named layouts', () => {
  it('adds a layout under a new name, trimmed, at the end', () => {
    const saved = saveNamedLayout(list, ' Night ', layout('c'), '2026-02-02T00:00:00.000Z');
    expect(saved).toEqual([...list, named('Night', '2026-02-02T00:00:00.000Z', 'c')]);
  });

  it('replaces the layout of the same name where it stands', () => {
    const saved = saveNamedLayout(list, 'morning', layout('c'), '2026-02-02T00:00:00.000Z');
    expect(saved).toEqual([named('morning', '2026-02-02T00:00:00.000Z', 'c'), list[1]]);
  });

  it('renames one layout, trimmed, and leaves the others alone', () => {
    expect(renameNamedLayout(list, 'evening', ' Night ')).toEqual([list[0], { ...list[1], name: 'Night' }]);
  });

  it('renames nothing when there is no such layout or the new name is not allowed', () => {
    expect(renameNamedLayout(list, 'Night', 'Day')).toBe(list);
    expect(renameNamedLayout(list, 'Evening', 'Morning')).toBe(list);
    expect(renameNamedLayout(list, 'Evening', ' ')).toBe(list);
    expect(renameNamedLayout(list, 'Evening', 'x'.repeat(41))).toBe(list);
  });

  it('deletes the layout of that name only, and nothing when there is none', () => {
    expect(deleteNamedLayout(list, ' MORNING')).toEqual([list[1]]);
    expect(deleteNamedLayout(list, 'Night')).toBe(list);
  });

  it('sorts by name as the language does, case aside', () => {
    const names = ['banana', 'Apple', 'cherry', 'apricot'].map((name) => named(name));
    expect([...names].sort(byLayoutName).map((entry) => entry.name)).toEqual(['Apple', 'apricot', 'banana', 'cherry']);
    expect(byLayoutName(named('Day'), named('day'))).toBe(0);
  });

  it('never hold two layouts of one name, whatever is saved', () => {
    const name = fc.constantFrom('Morning', 'morning', ' MORNING ', 'Evening', 'Night');
    fc.assert(
      fc.property(fc.array(name, { maxLength: 12 }), (names) => {
        const result = names.reduce<NamedLayout[]>((acc, each) => saveNamedLayout(acc, each, layout('a'), 'now'), []);
        const keys = result.map((entry) => entry.name.trim().toLowerCase());
        expect(new Set(keys).size).toBe(keys.length);
      }),
    );
  });
});
