import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { admitNew, createSeenKeys, SEEN_KEYS_LIMIT } from '../../../src/browser-client/model/seen-keys';

describe('the feed events a tab has met', () => {
  it('admits a key the first time only', () => {
    const seen = createSeenKeys();
    expect(seen.admit('m1|1')).toBe(true);
    expect(seen.admit('m1|1')).toBe(false);
    expect(seen.admit('m1|2')).toBe(true);
    expect(seen.size()).toBe(2);
  });

  it('forgets the oldest keys first beyond its limit (10,000 by default)', () => {
    expect(SEEN_KEYS_LIMIT).toBe(10_000);
    const seen = createSeenKeys(3);
    for (const key of ['a', 'b', 'c', 'd']) seen.admit(key);
    expect(seen.size()).toBe(3);
    // 'a' was the oldest: forgotten, so met again as new; 'c' and 'd' are still known.
    expect(seen.admit('c')).toBe(false);
    expect(seen.admit('d')).toBe(false);
    expect(seen.admit('a')).toBe(true);
    expect(seen.admit('b')).toBe(true);
  });

  it('keeps a batch in its order, each item once', () => {
    const seen = createSeenKeys();
    const key = (item: { id: string }) => item.id;
    expect(admitNew(seen, [{ id: 'x' }, { id: 'y' }, { id: 'x' }], key)).toEqual([{ id: 'x' }, { id: 'y' }]);
    expect(admitNew(seen, [{ id: 'y' }, { id: 'z' }], key)).toEqual([{ id: 'z' }]);
  });

  it('lets every key through once, and none again, within the limit', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.string({ maxLength: 3 }), { maxLength: 20 }), { maxLength: 10 }), (batches) => {
        const seen = createSeenKeys();
        const admitted = batches.flatMap((batch) => admitNew(seen, batch, (key) => key));
        expect(new Set(admitted).size).toBe(admitted.length);
        expect(new Set(admitted)).toEqual(new Set(batches.flat()));
        for (const batch of batches) expect(admitNew(seen, batch, (key) => key)).toEqual([]);
      }),
    );
  });
});
