import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keysOf } from '../../src/lib/query-keys';

describe('the one shape of a query key', () => {
  it('is the owner, then the parts that narrow it, in order', () => {
    const key = keysOf('markets');
    expect(key()).toEqual(['markets']);
    expect(key('venue', 'hyperliquid')).toEqual(['markets', 'venue', 'hyperliquid']);
    expect(key('page', 2)).toEqual(['markets', 'page', 2]);
  });

  it("always starts with its owner's key, so a prefix reaches everything under it", () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.oneof(fc.string(), fc.integer())), (owner, parts) => {
        const key = keysOf(owner);
        const made = key(...parts);
        expect(made.slice(0, 1)).toEqual(key());
        expect(made.slice(1)).toEqual(parts);
      }),
    );
  });
});
