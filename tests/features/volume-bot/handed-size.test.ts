// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ExchangeSettings, VolumeBotVenue } from '../../../src/account-record/volume-bot';
import { handedNet, handedSize } from '../../../src/features/volume-bot/model/handed-size';

const settings = (maxPositionUsd: number): ExchangeSettings => ({
  enabled: true,
  address: '0x0000000000000000000000000000000000000001',
  markets: [],
  targetDailyVolumeUsd: 1000,
  maxPositionUsd,
  maxLeverage: 3,
  savedAt: '2026-11-20T09:30:00.000Z',
});
const LEGS: VolumeBotVenue[] = ['lighter', 'pacifica'];

describe('the size a strategy takes from a hand-over', () => {
  it('is the size handed over when no venue of the strategy limits it', () => {
    expect(handedSize(25_000, LEGS, {})).toStrictEqual({ sizeUsd: 25_000, requestedUsd: 25_000, cappedBy: null });
    expect(handedSize(25_000, LEGS, { lighter: settings(50_000), aster: settings(10) })).toStrictEqual({
      sizeUsd: 25_000,
      requestedUsd: 25_000,
      cappedBy: null,
    });
    expect(handedSize(25_000, LEGS, { pacifica: settings(25_000) })).toMatchObject({ cappedBy: null });
  });

  it("is capped at the lowest maximum position of the strategy's venues, naming the venue", () => {
    const exchanges = { lighter: settings(10_000), pacifica: settings(5_000) };
    expect(handedSize(25_000, LEGS, exchanges)).toStrictEqual({
      sizeUsd: 5_000,
      requestedUsd: 25_000,
      cappedBy: 'pacifica',
    });
    expect(handedSize(8_000, LEGS, exchanges)).toStrictEqual({
      sizeUsd: 5_000,
      requestedUsd: 8_000,
      cappedBy: 'pacifica',
    });
    expect(handedSize(25_000, LEGS, { lighter: settings(10_000) })).toMatchObject({
      sizeUsd: 10_000,
      cappedBy: 'lighter',
    });
  });

  it('ignores a limit that is no limit (zero, negative, not a number)', () => {
    const exchanges = { lighter: settings(0), pacifica: settings(Number.NaN) };
    expect(handedSize(1_000, LEGS, exchanges)).toMatchObject({ sizeUsd: 1_000, cappedBy: null });
    expect(handedSize(1_000, LEGS, { lighter: settings(-5) })).toMatchObject({ cappedBy: null });
  });

  it('keeps cents at most, as a person types an amount', () => {
    expect(handedSize(1234.5678, LEGS, {})).toMatchObject({ sizeUsd: 1234.57, requestedUsd: 1234.57 });
    expect(handedSize(5_000, LEGS, { lighter: settings(999.999) })).toMatchObject({ sizeUsd: 999.99 });
  });

  it('takes nothing that is not a positive size', () => {
    expect(handedSize(undefined, LEGS, {})).toBeNull();
    expect(handedSize(0, LEGS, {})).toBeNull();
    expect(handedSize(-5, LEGS, {})).toBeNull();
    expect(handedSize(Number.NaN, LEGS, {})).toBeNull();
    expect(handedSize(Number.POSITIVE_INFINITY, LEGS, {})).toBeNull();
  });

  it('never exceeds the size handed over nor any limit of its venues', () => {
    const limit = fc.option(fc.double({ min: 1, max: 1e7, noNaN: true }), { nil: undefined });
    fc.assert(
      fc.property(fc.double({ min: 1, max: 1e9, noNaN: true }), limit, limit, (requested, lighter, pacifica) => {
        const exchanges = {
          ...(lighter === undefined ? {} : { lighter: settings(lighter) }),
          ...(pacifica === undefined ? {} : { pacifica: settings(pacifica) }),
        };
        const size = handedSize(requested, LEGS, exchanges);
        expect(size).not.toBeNull();
        if (!size) return;
        expect(size.sizeUsd).toBeLessThanOrEqual(size.requestedUsd);
        for (const cap of [lighter, pacifica]) if (cap !== undefined) expect(size.sizeUsd).toBeLessThanOrEqual(cap);
        expect(size.cappedBy === null).toBe(size.sizeUsd === size.requestedUsd);
      }),
    );
  });
});

describe('the net figure a hand-over carries', () => {
  const selection = {
    kind: 'market',
    base: 'BTC',
    netApr: 0.12,
    grossApr: 0.15,
    basis: '7d',
    holdDays: 7,
  } as const;

  it('is taken whole: the return after fees and before, its basis and its hold', () => {
    expect(handedNet(selection)).toStrictEqual({ netApr: 0.12, grossApr: 0.15, basis: '7d', holdDays: 7 });
  });

  it('is none when any part is missing or makes no sense', () => {
    expect(handedNet({ kind: 'market', base: 'BTC' })).toBeNull();
    expect(handedNet({ ...selection, netApr: Number.NaN })).toBeNull();
    expect(handedNet({ ...selection, grossApr: undefined })).toBeNull();
    expect(handedNet({ ...selection, basis: 'week' })).toBeNull();
    expect(handedNet({ ...selection, holdDays: 0 })).toBeNull();
    expect(handedNet({ ...selection, holdDays: 2.5 })).toBeNull();
    expect(handedNet({ ...selection, holdDays: undefined })).toBeNull();
  });
});
