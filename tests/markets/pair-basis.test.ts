// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOUR_MS, type FundingPoint } from '../../src/markets/model/funding-history';
import { bestNetPair } from '../../src/markets/model/net-carry';
import {
  averageBasisRate,
  basisPair,
  BASIS_HOURS,
  PAIR_BASES,
  type BasisRate,
  type VenueBasisRate,
} from '../../src/markets/model/pair-basis';
import { VENUES, type VenueId } from '../../src/markets/model/venues';

const known = (rateHourly: number): BasisRate => ({ state: 'known', rateHourly });
const READING: BasisRate = { state: 'reading' };
const FAILED: BasisRate = { state: 'missing', why: 'failed' };
const NONE: BasisRate = { state: 'missing', why: 'none' };

describe('the best pair on one basis', () => {
  it('is the best pair after fees of the venues whose figure is known', () => {
    const rates: VenueBasisRate[] = [
      { venue: 'hyperliquid', rate: known(0.00001) },
      { venue: 'lighter', rate: known(0.00005) },
      { venue: 'pacifica', rate: known(0.00002) },
    ];
    const result = basisPair(rates, {}, 7);
    expect(result).toMatchObject({ state: 'pair', leftOut: [], pair: { long: 'hyperliquid', short: 'lighter' } });
  });

  it('waits while any venue is still being read, naming it, even when the others make a pair', () => {
    const rates: VenueBasisRate[] = [
      { venue: 'hyperliquid', rate: known(0.00001) },
      { venue: 'lighter', rate: known(0.00005) },
      { venue: 'aster', rate: READING },
      { venue: 'edgex', rate: FAILED },
    ];
    expect(basisPair(rates, {}, 7)).toStrictEqual({ state: 'reading', reading: ['aster'], leftOut: ['edgex'] });
  });

  it('leaves out a venue whose figure cannot be had, and says which', () => {
    const rates: VenueBasisRate[] = [
      { venue: 'hyperliquid', rate: known(0.00001) },
      { venue: 'lighter', rate: NONE },
      { venue: 'pacifica', rate: known(0.00002) },
      { venue: 'backpack', rate: FAILED },
    ];
    expect(basisPair(rates, {}, 7)).toMatchObject({
      state: 'pair',
      leftOut: ['lighter', 'backpack'],
      pair: { long: 'hyperliquid', short: 'pacifica' },
    });
  });

  it('has no pair with fewer than two venues known', () => {
    expect(basisPair([{ venue: 'lighter', rate: known(0.0001) }], {}, 7)).toStrictEqual({ state: 'none', leftOut: [] });
    expect(
      basisPair(
        [
          { venue: 'lighter', rate: known(0.0001) },
          { venue: 'aster', rate: NONE },
        ],
        {},
        7,
      ),
    ).toStrictEqual({ state: 'none', leftOut: ['aster'] });
    expect(basisPair([], {}, 7)).toStrictEqual({ state: 'none', leftOut: [] });
  });

  const rate = fc.oneof(
    fc.double({ min: -0.001, max: 0.001, noNaN: true }).map(known),
    fc.constant(READING),
    fc.constant(FAILED),
    fc.constant(NONE),
  );
  const venueRates = fc
    .uniqueArray(fc.constantFrom(...VENUES), { minLength: 0, maxLength: VENUES.length })
    .chain((venues) =>
      fc.tuple(...venues.map((venue) => rate.map((basis): VenueBasisRate => ({ venue, rate: basis })))),
    );

  it('never mixes bases: a pair is made only of known figures, and only once nothing is being read', () => {
    fc.assert(
      fc.property(venueRates, fc.constantFrom(1, 7, 30), (rates, hold) => {
        const result = basisPair(rates, {}, hold);
        const of = (state: BasisRate['state']): VenueId[] =>
          rates.filter((entry) => entry.rate.state === state).map((entry) => entry.venue);
        expect(result.leftOut).toEqual(of('missing'));
        if (of('reading').length > 0) {
          expect(result).toStrictEqual({ state: 'reading', reading: of('reading'), leftOut: of('missing') });
          return;
        }
        const knownRates = rates.flatMap(({ venue, rate: basis }) =>
          basis.state === 'known' ? [{ venue, fundingRateHourly: basis.rateHourly }] : [],
        );
        const best = bestNetPair(knownRates, {}, hold);
        if (best) expect(result).toStrictEqual({ state: 'pair', pair: best, leftOut: of('missing') });
        else expect(result).toStrictEqual({ state: 'none', leftOut: of('missing') });
      }),
    );
  });
});

describe("a venue's average as a basis", () => {
  const NOW = Date.UTC(2026, 4, 20, 12, 20);
  const hourTop = Math.floor(NOW / HOUR_MS) * HOUR_MS;
  const settled = (count: number, rate: (index: number) => number): FundingPoint[] =>
    Array.from({ length: count }, (_, index) => ({
      time: hourTop - (count - 1 - index) * HOUR_MS,
      rateHourly: rate(index),
      intervalHours: 1,
    }));

  it('is being read before the history arrives, and missing when the read failed or knows no hour', () => {
    expect(averageBasisRate(undefined, 24)).toStrictEqual({ state: 'reading' });
    const points = settled(48, () => 0.0001);
    expect(averageBasisRate({ points, readAt: NOW, problem: new Error('503') }, 24)).toStrictEqual(FAILED);
    expect(averageBasisRate({ points: [], readAt: NOW, problem: null }, 24)).toStrictEqual(NONE);
  });

  it("is the mean of the window's known hours, like the venue column shows", () => {
    // The last 24 hours at 0.00003 an hour, the 144 before at 0.00001.
    const points = settled(168, (index) => (index >= 144 ? 0.00003 : 0.00001));
    const history = { points, readAt: NOW, problem: null };
    const day = averageBasisRate(history, BASIS_HOURS['24h']);
    expect(day.state === 'known' && day.rateHourly).toBeCloseTo(0.00003, 12);
    const week = averageBasisRate(history, BASIS_HOURS['7d']);
    expect(week.state === 'known' && week.rateHourly).toBeCloseTo((24 * 0.00003 + 144 * 0.00001) / 168, 12);
  });

  it('names the views the table offers, each average with its window', () => {
    expect(PAIR_BASES).toEqual(['now', '24h', '7d', '30d']);
    expect(BASIS_HOURS).toEqual({ '24h': 24, '7d': 168, '30d': 720 });
  });
});
