import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addSales, mergeSales, SALES_KEPT, toSeenSale, type SeenSale } from '../../../src/feed/model/seen-sales';
import { card as listing, NOW, sold } from '../feed-fixtures';

const sale = (key: string, change: Partial<SeenSale> = {}): SeenSale => ({
  key,
  platform: 'courtyard',
  certificate: '12345678',
  feedName: 'Charizard Holo',
  grade: 9,
  priceUSD: 400,
  time: 1_000,
  link: 'https://courtyard.io/asset/1',
  ...change,
});

describe('the sales kept for comps', () => {
  it('puts arrivals (oldest first) before the kept ones, newest first, each once', () => {
    const kept = [sale('b'), sale('a')];
    expect(addSales(kept, [sale('c'), sale('b'), sale('d'), sale('c')]).map((one) => one.key)).toEqual([
      'd',
      'c',
      'b',
      'a',
    ]);
  });

  it('keeps only the newest 3,000 (what the history of three platforms holds), or the cap given', () => {
    expect(SALES_KEPT).toBe(3000);
    const many = Array.from({ length: 3010 }, (_, index) => sale(`k${index}`));
    const kept = addSales([], many);
    expect(kept).toHaveLength(3000);
    expect(kept[0]?.key).toBe('k3009');
    expect(addSales([sale('old')], [sale('new1'), sale('new2')], 2).map((one) => one.key)).toEqual(['new2', 'new1']);
  });

  it('gives back a copy of what it kept when nothing new arrived', () => {
    const kept = [sale('a')];
    const next = addSales(kept, [sale('a')]);
    expect(next).toEqual(kept);
    expect(next).not.toBe(kept);
  });

  it('never holds one sale twice and never more than the cap, whatever arrives', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 3 }), { maxLength: 40 }),
        fc.array(fc.string({ maxLength: 3 }), { maxLength: 40 }),
        fc.integer({ min: 1, max: 30 }),
        (first, second, cap) => {
          const kept = addSales(
            addSales(
              [],
              first.map((key) => sale(key)),
              cap,
            ),
            second.map((key) => sale(key)),
            cap,
          );
          const keys = kept.map((one) => one.key);
          expect(new Set(keys).size).toBe(keys.length);
          expect(kept.length).toBeLessThanOrEqual(cap);
        },
      ),
    );
  });
});

describe('the stored sales added to the kept ones', () => {
  it('puts every sale once, newest sale first, a kept copy winning over its stored copy', () => {
    const kept = [sale('live', { time: 5_000 }), sale('both', { time: 3_000, priceUSD: 1 })];
    const stored = [
      sale('old', { time: 1_000 }),
      sale('both', { time: 3_000, priceUSD: 2 }),
      sale('mid', { time: 4_000 }),
    ];
    const merged = mergeSales(kept, stored);
    expect(merged.map((one) => one.key)).toEqual(['live', 'mid', 'both', 'old']);
    expect(merged.find((one) => one.key === 'both')?.priceUSD).toBe(1);
  });

  it('keeps the newest `cap` of them', () => {
    const stored = Array.from({ length: 5 }, (_, index) => sale(`s${index}`, { time: index }));
    expect(mergeSales([], stored, 2).map((one) => one.key)).toEqual(['s4', 's3']);
  });

  it('holds each sale once, newest first, at most the cap, and loses none of the newest', () => {
    // Each key once within a list, as the history holds it (one record per event).
    const sales = fc.uniqueArray(
      fc.record({ key: fc.string({ maxLength: 3 }), time: fc.integer({ min: 0, max: 50 }) }),
      {
        maxLength: 40,
        selector: (one) => one.key,
      },
    );
    fc.assert(
      fc.property(sales, sales, fc.integer({ min: 1, max: 30 }), (live, stored, cap) => {
        const kept = addSales(
          [],
          live.map((one) => sale(one.key, { time: one.time })),
          cap,
        );
        const merged = mergeSales(
          kept,
          stored.map((one) => sale(one.key, { time: one.time })),
          cap,
        );
        const keys = merged.map((one) => one.key);
        expect(new Set(keys).size).toBe(keys.length);
        expect(merged.length).toBe(
          Math.min(cap, new Set([...kept.map((one) => one.key), ...stored.map((one) => one.key)]).size),
        );
        for (let index = 1; index < merged.length; index++) {
          expect((merged[index - 1] as SeenSale).time).toBeGreaterThanOrEqual((merged[index] as SeenSale).time);
        }
        // Nothing left out is newer than what was kept.
        const oldestKept = merged.at(-1)?.time ?? -Infinity;
        // Nothing left out is newer than what was kept (a stored copy of a kept sale is that sale).
        const keptKeys = new Set(kept.map((one) => one.key));
        const candidates = [...kept, ...stored.filter((one) => !keptKeys.has(one.key))];
        const left = candidates.filter((one) => !keys.includes(one.key));
        for (const one of left) expect(one.time).toBeLessThanOrEqual(oldestKept);
      }),
    );
  });
});

describe("a feed's sale as comps keep it", () => {
  it('keeps a sale in dollars for comps, with its certificate in digits and its grade as a number', () => {
    const event = sold({
      platform: 'courtyard',
      psaId: 'PSA 4040-4040',
      grade: 'PSA 10',
      name: 'Umbreon',
      priceUSD: 980,
      link: 'https://courtyard.io/x',
    });
    expect(toSeenSale(event)).toStrictEqual({
      key: `${event.tokenMint}|${NOW}`,
      platform: 'courtyard',
      certificate: '40404040',
      feedName: 'Umbreon',
      grade: 10,
      priceUSD: 980,
      time: NOW,
      link: 'https://courtyard.io/x',
    });
  });

  it('keeps no listing, and no sale without a price above zero', () => {
    expect(toSeenSale(listing({ priceUSD: 100 }))).toBeNull();
    expect(toSeenSale(sold({ priceUSD: null }))).toBeNull();
    expect(toSeenSale(sold({ priceUSD: 0 }))).toBeNull();
    expect(toSeenSale(sold({ priceUSD: -5 }))).toBeNull();
    expect(toSeenSale(sold({ priceUSD: 0.01 }))?.priceUSD).toBe(0.01);
  });
});
