import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placeLine, priceLine, type PriceSale } from '../../../src/cards/model/price-line';

const sale = (key: string, time: number, priceUSD: number): PriceSale => ({ key, time, priceUSD });

describe('priceLine', () => {
  it('puts the sales oldest first, each once, with their range and the reference', () => {
    const line = priceLine([sale('c', 30, 180), sale('a', 10, 120), sale('b', 20, 150), sale('a', 10, 999)], 200);
    expect(line?.points.map((point) => point.key)).toEqual(['a', 'b', 'c']);
    expect(line).toMatchObject({ lowSale: 120, highSale: 180, predicted: 200, low: 120, high: 200, from: 10, to: 30 });
  });

  it('leaves out prices that are not real, and a reference that is not', () => {
    const line = priceLine(
      [sale('a', 1, 100), sale('b', 2, 0), sale('c', 3, -5), sale('d', 4, Number.NaN), sale('e', Number.NaN, 50)],
      Number.POSITIVE_INFINITY,
    );
    expect(line?.points.map((point) => point.key)).toEqual(['a']);
    expect(line?.predicted).toBeNull();
    expect(line).toMatchObject({ low: 100, high: 100 });
  });

  it('is null without a single real sale', () => {
    expect(priceLine([], 100)).toBeNull();
    expect(priceLine([sale('a', 1, 0)], 100)).toBeNull();
  });
});

describe('placeLine', () => {
  it('runs time left to right and price bottom to top, the reference across', () => {
    const line = priceLine([sale('a', 0, 100), sale('b', 10, 200)], 150);
    if (!line) throw new Error('no line');
    const placed = placeLine(line, 108, 58, 4);
    expect(placed.points).toEqual([
      { key: 'a', x: 4, y: 54 },
      { key: 'b', x: 104, y: 4 },
    ]);
    expect(placed.predictedY).toBe(29);
  });

  it('puts one sale in the middle', () => {
    const line = priceLine([sale('a', 5, 100)], null);
    if (!line) throw new Error('no line');
    expect(placeLine(line, 100, 40).points).toEqual([{ key: 'a', x: 50, y: 20 }]);
    expect(placeLine(line, 100, 40).predictedY).toBeNull();
  });

  it('keeps every point and the reference inside the box, oldest left, whatever the sales', () => {
    const arbitrarySale = fc.record({
      key: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'),
      time: fc.integer({ min: 0, max: 1e12 }),
      priceUSD: fc.double({ min: -10, max: 1e7, noNaN: true }),
    });
    fc.assert(
      fc.property(
        fc.array(arbitrarySale, { maxLength: 30 }),
        fc.option(fc.double({ min: 0.01, max: 1e7, noNaN: true }), { nil: null }),
        fc.integer({ min: 10, max: 400 }),
        fc.integer({ min: 10, max: 200 }),
        (sales, predicted, width, height) => {
          const line = priceLine(sales, predicted);
          if (!line) {
            expect(sales.some((one) => one.priceUSD > 0)).toBe(false);
            return;
          }
          const keys = line.points.map((point) => point.key);
          expect(new Set(keys).size).toBe(keys.length);
          for (const point of line.points) {
            expect(point.priceUSD).toBeGreaterThanOrEqual(line.lowSale);
            expect(point.priceUSD).toBeLessThanOrEqual(line.highSale);
          }
          const placed = placeLine(line, width, height, 4);
          expect(placed.points).toHaveLength(line.points.length);
          for (const [index, point] of placed.points.entries()) {
            expect(point.x).toBeGreaterThanOrEqual(4 - 1e-9);
            expect(point.x).toBeLessThanOrEqual(width - 4 + 1e-9);
            expect(point.y).toBeGreaterThanOrEqual(4 - 1e-9);
            expect(point.y).toBeLessThanOrEqual(height - 4 + 1e-9);
            if (index > 0) expect(point.x).toBeGreaterThanOrEqual((placed.points[index - 1]?.x ?? 0) - 1e-9);
          }
          if (placed.predictedY !== null) {
            expect(placed.predictedY).toBeGreaterThanOrEqual(4 - 1e-9);
            expect(placed.predictedY).toBeLessThanOrEqual(height - 4 + 1e-9);
          }
        },
      ),
    );
  });
});
