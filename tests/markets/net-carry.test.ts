// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bestNetPair,
  carryPerDay,
  entryGapBps,
  HOLD_DAYS,
  netApr,
  netPairOf,
  type VenueRateInput,
} from '../../src/markets/model/net-carry';
import { VENUES } from '../../src/markets/model/venues';

describe('net APR over a hold', () => {
  it('takes the round trip off the gross spread, spread over the hold', () => {
    // A round trip of 0.17 % held a week: 0.0017 × 365 / 7 = 8.864 % a year.
    expect(netApr(0.35, 0.0017, 7)).toBeCloseTo(0.35 - 0.0886428571, 8);
    expect(netApr(0.35, 0.0017, 1)).toBeCloseTo(0.35 - 0.6205, 8);
    expect(netApr(0.35, 0.0017, 30)).toBeCloseTo(0.35 - 0.0206833333, 8);
    expect(netApr(0.35, 0, 7)).toBe(0.35);
  });

  it('refuses a hold that is not a positive number of days', () => {
    expect(() => netApr(0.1, 0.001, 0)).toThrow(RangeError);
    expect(() => netApr(0.1, 0.001, -1)).toThrow(RangeError);
    expect(() => netApr(0.1, 0.001, Number.NaN)).toThrow(RangeError);
  });

  it('is never above the gross, and a longer hold never leaves less', () => {
    const apr = fc.double({ min: -5, max: 5, noNaN: true });
    const fee = fc.double({ min: 0, max: 0.04, noNaN: true });
    fc.assert(
      fc.property(apr, fee, fc.constantFrom(...HOLD_DAYS), fc.constantFrom(...HOLD_DAYS), (gross, trip, a, b) => {
        expect(netApr(gross, trip, a)).toBeLessThanOrEqual(gross);
        const [short, long] = a < b ? [a, b] : [b, a];
        expect(netApr(gross, trip, long)).toBeGreaterThanOrEqual(netApr(gross, trip, short) - 1e-12);
      }),
    );
  });
});

describe('carry a day', () => {
  it('is the yearly return on the size per leg, a day at a time', () => {
    expect(carryPerDay(10_000, 0.365)).toBeCloseTo(10, 10);
    expect(carryPerDay(10_000, -0.0365)).toBeCloseTo(-1, 10);
    expect(carryPerDay(0, 0.5)).toBe(0);
  });

  it('scales with the size', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e9, noNaN: true }),
        fc.double({ min: -5, max: 5, noNaN: true }),
        (size, apr) => {
          expect(carryPerDay(2 * size, apr)).toBeCloseTo(2 * carryPerDay(size, apr), 6);
        },
      ),
    );
  });
});

describe('the price gap between the legs', () => {
  it('is what entering costs in bps: buying the long leg dearer than the short sells loses the gap', () => {
    expect(entryGapBps(100.1, 100)).toBeCloseTo(9.995, 3);
    expect(entryGapBps(100, 100.1)).toBeCloseTo(-9.995, 3);
    expect(entryGapBps(100, 100)).toBe(0);
  });

  it('is unknown without both prices', () => {
    expect(entryGapBps(null, 100)).toBeNull();
    expect(entryGapBps(100, null)).toBeNull();
    expect(entryGapBps(0, 100)).toBeNull();
    expect(entryGapBps(100, -1)).toBeNull();
    expect(entryGapBps(Number.NaN, 100)).toBeNull();
  });

  it('turns sign when the legs swap and stays within ±20,000 bps', () => {
    const price = fc.double({ min: 1e-9, max: 1e7, noNaN: true });
    fc.assert(
      fc.property(price, price, (a, b) => {
        const gap = entryGapBps(a, b) ?? Number.NaN;
        expect(gap).toBeCloseTo(-(entryGapBps(b, a) ?? Number.NaN), 6);
        expect(Math.abs(gap)).toBeLessThanOrEqual(20_000);
      }),
    );
  });
});

describe('the best pair after fees', () => {
  const rates: VenueRateInput[] = [
    { venue: 'hyperliquid', fundingRateHourly: 0.00001 },
    { venue: 'lighter', fundingRateHourly: 0.00005 },
    { venue: 'pacifica', fundingRateHourly: 0.00002 },
  ];

  it('goes long where funding is lowest and short where highest when fees do not decide it', () => {
    const pair = bestNetPair(rates, {}, 7);
    expect(pair).toMatchObject({ long: 'hyperliquid', short: 'lighter' });
    expect(pair?.grossApr).toBeCloseTo(0.3504, 10);
    // Hyperliquid 0.045 % + Lighter 0 %, twice: 0.09 % a round trip, × 365 / 7.
    expect(pair?.roundTripFee).toBeCloseTo(0.0009, 12);
    expect(pair?.netApr).toBeCloseTo(0.3504 - (0.0009 * 365) / 7, 10);
  });

  it('takes a narrower spread on cheaper venues when it leaves more', () => {
    const close: VenueRateInput[] = [
      { venue: 'backpack', fundingRateHourly: 0 },
      { venue: 'lighter', fundingRateHourly: 0.000001 },
      { venue: 'edgex', fundingRateHourly: 0.000012 },
    ];
    // Backpack → EdgeX spreads wider, but Backpack's 0.05 % costs more than the extra hour of spread pays a day.
    expect(bestNetPair(close, {}, 1)).toMatchObject({ long: 'lighter', short: 'edgex' });
    // Resting orders at zero fees on Backpack and EdgeX (the user's own tiers), and the widest spread wins again.
    const free = { order: 'maker', taker: null, maker: 0 } as const;
    expect(bestNetPair(close, { backpack: free, edgex: free }, 1)).toMatchObject({
      long: 'backpack',
      short: 'edgex',
    });
  });

  it('needs two venues, and keeps ties on the pair found first', () => {
    expect(bestNetPair([], {}, 7)).toBeNull();
    expect(bestNetPair([rates[0] as VenueRateInput], {}, 7)).toBeNull();
    const tie = bestNetPair(
      [
        { venue: 'lighter', fundingRateHourly: 0.00001 },
        { venue: 'lighter', fundingRateHourly: 0.00002 },
      ],
      {},
      7,
    );
    expect(tie).toBeNull();
  });

  it('is never beaten by another pair of the same venues, and nets what netPairOf says', () => {
    const venueRates = fc
      .uniqueArray(fc.constantFrom(...VENUES), { minLength: 2, maxLength: 6 })
      .chain((venues) =>
        fc.tuple(
          ...venues.map((venue) =>
            fc.double({ min: -0.001, max: 0.001, noNaN: true }).map((rate) => ({ venue, fundingRateHourly: rate })),
          ),
        ),
      );
    fc.assert(
      fc.property(venueRates, fc.constantFrom(...HOLD_DAYS), (list, hold) => {
        const best = bestNetPair(list, {}, hold);
        expect(best).not.toBeNull();
        for (const long of list) {
          for (const short of list) {
            if (long === short) continue;
            expect(netPairOf(long, short, {}, hold).netApr).toBeLessThanOrEqual((best?.netApr ?? 0) + 1e-12);
          }
        }
        expect(best?.netApr).toBeLessThanOrEqual(best?.grossApr ?? 0);
      }),
    );
  });
});
