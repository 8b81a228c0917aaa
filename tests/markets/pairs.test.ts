import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bestPair, dailyCarry, spreadApr, type VenueRate } from '../../src/markets/model/pairs';
import { VENUES } from '../../src/markets/model/venues';

describe('the best pair', () => {
  it('goes long where funding is lowest and short where it is highest', () => {
    const pair = bestPair([
      { venue: 'aster', fundingRateHourly: 0.00002 },
      { venue: 'hyperliquid', fundingRateHourly: -0.00001 },
      { venue: 'lighter', fundingRateHourly: 0.00005 },
    ]);
    expect(pair).toMatchObject({ long: 'hyperliquid', short: 'lighter' });
    expect(pair?.spreadHourly).toBeCloseTo(0.00006, 12);
    if (!pair) throw new Error('a pair was expected');
    expect(spreadApr(pair)).toBeCloseTo(0.5256, 8);
  });

  it('needs two venues', () => {
    expect(bestPair([])).toBeNull();
    expect(bestPair([{ venue: 'aster', fundingRateHourly: 0.0001 }])).toBeNull();
  });

  it('keeps ties on the venue listed first, so the pair does not flicker', () => {
    const pair = bestPair([
      { venue: 'aster', fundingRateHourly: 0.00001 },
      { venue: 'edgex', fundingRateHourly: 0.00001 },
    ]);
    expect(pair).toMatchObject({ long: 'aster', short: 'edgex', spreadHourly: 0 });
  });

  it('earns the spread on each leg per day: $10,000 a leg at 0.006 %/h is $14.40', () => {
    expect(dailyCarry(10_000, 0.00006)).toBeCloseTo(14.4, 8);
    expect(dailyCarry(0, 0.00006)).toBe(0);
  });

  const rates = fc.uniqueArray(fc.constantFrom(...VENUES), { minLength: 2, maxLength: 6 }).chain((venues) =>
    fc.tuple(
      ...venues.map((venue) =>
        fc.record({
          venue: fc.constant(venue),
          fundingRateHourly: fc.double({ min: -0.01, max: 0.01, noNaN: true }),
        }),
      ),
    ),
  ) as fc.Arbitrary<VenueRate[]>;

  it('never pays to hold: long at the minimum, short at the maximum, on two different venues', () => {
    fc.assert(
      fc.property(rates, fc.double({ min: 0, max: 1e7, noNaN: true }), (quotes, size) => {
        const pair = bestPair(quotes);
        if (!pair) throw new Error('two venues always make a pair');
        const values = quotes.map((quote) => quote.fundingRateHourly);
        expect(pair.long).not.toBe(pair.short);
        // + 0 makes -0 and 0 one value: a tie between them goes to the venue listed first, whichever sign it has.
        expect(pair.longRateHourly + 0).toBe(Math.min(...values) + 0);
        expect(pair.shortRateHourly + 0).toBe(
          Math.max(...values.filter((_, index) => quotes[index]?.venue !== pair.long)) + 0,
        );
        expect(pair.spreadHourly).toBeGreaterThanOrEqual(0);
        expect(dailyCarry(size, pair.spreadHourly)).toBeGreaterThanOrEqual(0);
        expect(dailyCarry(2 * size, pair.spreadHourly)).toBeCloseTo(2 * dailyCarry(size, pair.spreadHourly), 6);
      }),
    );
  });
});
