import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gridFormSchema } from '../../../../src/features/grid-bot/model/grid-config';
import { gridPreview, previewOfForm } from '../../../../src/features/grid-bot/model/grid-preview';

describe('the grid preview', () => {
  it('spreads the orders evenly over the range and adds up the capital', () => {
    expect(gridPreview(100, 200, 5, 0.1)).toEqual({ levels: [100, 125, 150, 175, 200], step: 25, capital: 75 });
    expect(gridPreview(100, 200, 1, 2)).toEqual({ levels: [100], step: 0, capital: 200 });
    expect(gridPreview(200, 100, 5, 0.1)).toBeNull();
    expect(gridPreview(100, 200, 21, 0.1)).toBeNull();
  });

  it("draws the form's numbers as the form reads them, and nothing the form would refuse", () => {
    const numbers = { nOrders: '3', rangeMin: '1,5', rangeMax: '2.5', orderSize: '0.1' };
    expect(previewOfForm(numbers)).toEqual({ levels: [1.5, 2, 2.5], step: 0.5, capital: 0.6 });
    expect(previewOfForm({ ...numbers, nOrders: '21' })).toBeNull();
    expect(previewOfForm({ ...numbers, orderSize: '0.0005' })).toBeNull();
    expect(previewOfForm({ ...numbers, rangeMin: '1.00001' })).toBeNull();
    expect(previewOfForm({ ...numbers, rangeMax: '' })).toBeNull();
  });

  it('previews exactly what the form would accept with a valid pair', () => {
    const field = fc.oneof(
      fc.integer({ min: -2, max: 25 }).map(String),
      fc
        .tuple(fc.double({ min: -1, max: 1000, noNaN: true }), fc.integer({ min: 0, max: 5 }))
        .map(([value, places]) => value.toFixed(places)),
      fc.constantFrom('', 'abc', '0,5', '1e3', ' 7 '),
    );
    fc.assert(
      fc.property(field, field, field, field, (nOrders, rangeMin, rangeMax, orderSize) => {
        const numbers = { nOrders, rangeMin, rangeMax, orderSize };
        const accepted = gridFormSchema.safeParse({ symbol: 'SOL_USDC', ...numbers }).success;
        expect(previewOfForm(numbers) !== null).toBe(accepted);
      }),
    );
  });

  it('always has n levels inside the range, increasing', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.0001, max: 1e6, noNaN: true }),
        fc.double({ min: 0.0001, max: 1e6, noNaN: true }),
        fc.integer({ min: 1, max: 20 }),
        (a, b, n) => {
          fc.pre(Math.abs(a - b) > 0.01);
          const preview = gridPreview(Math.min(a, b), Math.max(a, b), n, 0.1);
          expect(preview?.levels).toHaveLength(n);
          const levels = preview?.levels ?? [];
          for (let index = 1; index < levels.length; index++)
            expect(levels[index]).toBeGreaterThanOrEqual(levels[index - 1] ?? 0);
        },
      ),
    );
  });
});
