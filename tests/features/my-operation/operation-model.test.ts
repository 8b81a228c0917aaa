import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AccountEvent, AccountFill, AccountFunding } from '../../../src/markets/model/account';
import { filterEvents, marketsOf, mergeEvents } from '../../../src/features/my-operation/model/activity-rows';
import { activityCsv, csvCell, isoTime, textCell, toCsv } from '../../../src/features/my-operation/model/csv';
import {
  DEFAULT_OPERATION_STATE,
  filterOf,
  operationStateSchema,
} from '../../../src/features/my-operation/model/operation-state';
import { inWindow, windowTotals } from '../../../src/features/my-operation/model/volume-windows';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 23, 12);

const fill = (change: Partial<AccountFill> = {}): AccountFill => ({
  kind: 'fill',
  venue: 'hyperliquid',
  id: 'f1',
  time: NOW - HOUR,
  market: 'BTC',
  side: 'buy',
  size: 0.1,
  price: 100_000,
  feeUsd: 3.5,
  ...change,
});
const funding = (change: Partial<AccountFunding> = {}): AccountFunding => ({
  kind: 'funding',
  venue: 'pacifica',
  id: 'p1',
  time: NOW - HOUR,
  market: 'SOL',
  side: 'short',
  size: 10,
  rate: 0.0000125,
  amountUsd: 0.25,
  ...change,
});

describe('volume windows', () => {
  it('adds size × price, fees and funding per window; each window holds the shorter ones', () => {
    const events: AccountEvent[] = [
      fill({ id: 'a', time: NOW - 2 * HOUR }),
      fill({ id: 'b', time: NOW - 3 * 24 * HOUR, size: 1, price: 50, feeUsd: -0.01, side: 'sell' }),
      fill({ id: 'c', time: NOW - 20 * 24 * HOUR, size: 2, price: 10, feeUsd: 0.1 }),
      funding({ id: 'd', time: NOW - HOUR, amountUsd: 1.5 }),
      funding({ id: 'e', time: NOW - 6 * 24 * HOUR, amountUsd: -0.5 }),
    ];
    const [day, week, month] = windowTotals(events, NOW);
    expect(day).toEqual({ window: '24h', volumeUsd: 10_000, fills: 1, feesUsd: 3.5, fundingUsd: 1.5 });
    expect(week).toEqual({ window: '7d', volumeUsd: 10_050, fills: 2, feesUsd: 3.49, fundingUsd: 1 });
    expect(month?.volumeUsd).toBe(10_070);
    expect(month?.fills).toBe(3);
  });

  it('leaves out of the sums a fill or payment past 10^15 or not finite: a hostile row is never the 24 h volume', () => {
    const [day] = windowTotals(
      [
        fill({ size: 1e308, price: 0.001 }),
        fill({ feeUsd: Number.NaN }),
        fill({ size: -1 }),
        funding({ amountUsd: -1e16 }),
        fill({ size: 1e12, price: 1_000, feeUsd: 1 }),
        funding({ amountUsd: 2 }),
      ],
      NOW,
    );
    expect(day).toEqual({ window: '24h', volumeUsd: 1e15, fills: 1, feesUsd: 1, fundingUsd: 2 });
  });

  it('property: whatever the rows hold, every window’s sums are finite', () => {
    const hostile = fc.oneof(fc.double({ noDefaultInfinity: false }), fc.constantFrom(1e308, -1e308, Number.NaN, 1e16));
    const row = fc.oneof(
      fc.record({ size: hostile, price: hostile, feeUsd: hostile }).map((change) => fill(change) as AccountEvent),
      fc.record({ amountUsd: hostile }).map((change) => funding(change) as AccountEvent),
    );
    fc.assert(
      fc.property(fc.array(row, { maxLength: 20 }), (events) => {
        for (const totals of windowTotals(events, NOW)) {
          expect([totals.volumeUsd, totals.feesUsd, totals.fundingUsd].every(Number.isFinite)).toBe(true);
        }
      }),
    );
  });

  it('the edges: exactly 24 h ago is out, now is in, the future is out', () => {
    expect(inWindow(NOW - 24 * HOUR, NOW, 24 * HOUR)).toBe(false);
    expect(inWindow(NOW - 24 * HOUR + 1, NOW, 24 * HOUR)).toBe(true);
    expect(inWindow(NOW, NOW, 24 * HOUR)).toBe(true);
    expect(inWindow(NOW + 1, NOW, 24 * HOUR)).toBe(false);
  });

  const event = fc.oneof(
    fc
      .record({
        time: fc.integer({ min: NOW - 40 * 24 * HOUR, max: NOW + HOUR }),
        size: fc.double({ min: 0, max: 1e6, noNaN: true }),
        price: fc.double({ min: 1e-6, max: 1e6, noNaN: true }),
        feeUsd: fc.double({ min: -100, max: 100, noNaN: true }),
      })
      .map((change) => fill(change) as AccountEvent),
    fc
      .record({
        time: fc.integer({ min: NOW - 40 * 24 * HOUR, max: NOW + HOUR }),
        amountUsd: fc.double({ min: -1000, max: 1000, noNaN: true }),
      })
      .map((change) => funding(change) as AccountEvent),
  );

  it('property: a longer window never has less volume or fewer fills, and volume is never negative', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 60 }), (events) => {
        const [day, week, month] = windowTotals(events, NOW);
        if (!day || !week || !month) return false;
        return (
          day.volumeUsd >= 0 &&
          day.volumeUsd <= week.volumeUsd + 1e-6 &&
          week.volumeUsd <= month.volumeUsd + 1e-6 &&
          day.fills <= week.fills &&
          week.fills <= month.fills
        );
      }),
    );
  });

  it('property: the 30-day totals are the sum over the events inside it, whatever their order', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        const month = windowTotals(events, NOW)[2];
        const reversed = windowTotals([...events].reverse(), NOW)[2];
        const inside = events.filter((e) => inWindow(e.time, NOW, 30 * 24 * HOUR));
        const fills = inside.filter((e): e is AccountFill => e.kind === 'fill');
        expect(month?.fills).toBe(fills.length);
        expect(reversed?.volumeUsd).toBeCloseTo(month?.volumeUsd ?? NaN, 3);
      }),
    );
  });
});

describe('rows and filters', () => {
  it('merges accounts newest first and filters by venue and market', () => {
    const merged = mergeEvents([
      [fill({ id: 'old', time: NOW - 5 * HOUR }), fill({ id: 'new', time: NOW - HOUR, market: 'ETH' })],
      [funding({ id: 'mid', time: NOW - 2 * HOUR })],
    ]);
    expect(merged.map((e) => e.id)).toEqual(['new', 'mid', 'old']);
    expect(filterEvents(merged, { venue: 'pacifica', market: null }).map((e) => e.id)).toEqual(['mid']);
    expect(filterEvents(merged, { venue: null, market: 'BTC' }).map((e) => e.id)).toEqual(['old']);
    expect(marketsOf(merged, null)).toEqual(['BTC', 'ETH', 'SOL']);
    expect(marketsOf(merged, 'hyperliquid')).toEqual(['BTC', 'ETH']);
  });

  it('puts events of the same moment in venue order, then id order, whatever order the accounts answered in', () => {
    const lists = [
      [fill({ id: 'b', venue: 'pacifica', time: NOW }), fill({ id: 'a', venue: 'pacifica', time: NOW })],
      [fill({ id: 'z', venue: 'hyperliquid', time: NOW }), fill({ id: 'early', venue: 'hyperliquid', time: NOW - 1 })],
      [funding({ id: 'c', venue: 'lighter', time: NOW })],
    ];
    const expected = ['z', 'c', 'a', 'b', 'early'];
    expect(mergeEvents(lists).map((e) => e.id)).toEqual(expected);
    expect(mergeEvents([...lists].reverse()).map((e) => e.id)).toEqual(expected);
    expect(mergeEvents(lists.map((list) => [...list].reverse())).map((e) => e.id)).toEqual(expected);
  });

  it('keeps the venue and market filters with the layout, all of both at first', () => {
    expect(DEFAULT_OPERATION_STATE).toEqual({ venue: null, market: null });
    const saved = { venue: 'lighter', market: 'ETH' };
    expect(operationStateSchema.safeParse(saved)).toEqual({ success: true, data: saved });
    for (const broken of [
      {},
      { venue: 'lighter' },
      { venue: null, market: 'x'.repeat(65) },
      { venue: 3, market: null },
    ]) {
      expect(operationStateSchema.safeParse(broken).success).toBe(false);
    }
  });

  it('a saved venue this app does not know means all venues', () => {
    expect(filterOf({ venue: 'mtgox', market: 'BTC' })).toEqual({ venue: null, market: 'BTC' });
    expect(filterOf({ venue: 'lighter', market: null })).toEqual({ venue: 'lighter', market: null });
  });

  it('property: filtering keeps only matching rows, in order, and all venues/markets keeps everything', () => {
    const row = fc.record({
      id: fc.string(),
      time: fc.integer({ min: 0, max: NOW }),
      venue: fc.constantFrom('hyperliquid' as const, 'pacifica' as const),
      market: fc.constantFrom('BTC', 'ETH', 'SOL'),
    });
    fc.assert(
      fc.property(fc.array(row), fc.constantFrom('BTC', 'ETH', null), (rows, market) => {
        const events = mergeEvents([rows.map((r) => fill(r))]);
        expect(filterEvents(events, { venue: null, market: null })).toEqual(events);
        const kept = filterEvents(events, { venue: 'pacifica', market });
        expect(kept.every((e) => e.venue === 'pacifica' && (market === null || e.market === market))).toBe(true);
        const times = kept.map((e) => e.time);
        expect(times).toEqual([...times].sort((a, b) => b - a));
      }),
    );
  });
});

describe('CSV', () => {
  it('escapes a text cell that starts like a formula, and quotes every text cell', () => {
    expect(textCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(textCell('+1')).toBe(`"'+1"`);
    expect(textCell('-cmd')).toBe(`"'-cmd"`);
    expect(textCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(textCell('\t=1')).toBe(`"'\t=1"`);
    expect(textCell('BTC')).toBe('"BTC"');
    expect(textCell('a,b\nc')).toBe('"a,b\nc"');
  });

  it('writes our numbers plainly (a minus sign kept) and nothing for a number that is not finite', () => {
    expect(csvCell(-0.25)).toBe('-0.25');
    expect(csvCell(1e-7)).toBe('1e-7');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(null)).toBe('');
  });

  it('the activity CSV: one line per row shown, in the columns of the table', () => {
    const csv = activityCsv(
      [fill({ market: '=cmd|calc', time: Date.UTC(2026, 0, 2, 3, 4, 5) }), funding({ amountUsd: -0.5 })],
      {
        time: 'Time',
        venue: 'Venue',
        market: 'Market',
        type: 'Type',
        side: 'Side',
        size: 'Size',
        price: 'Price',
        fee: 'Fee',
        funding: 'Funding',
      },
      { fill: 'Fill', funding: 'Funding', buy: 'Buy', sell: 'Sell', long: 'Long', short: 'Short' },
    );
    const lines = csv.split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe('"Time","Venue","Market","Type","Side","Size","Price","Fee","Funding"');
    expect(lines[1]).toBe(`"2026-01-02T03:04:05.000Z","Hyperliquid","'=cmd|calc","Fill","Buy",0.1,100000,3.5,`);
    expect(lines[2]).toContain('"Pacifica","SOL","Funding","Short",10,,,-0.5');
  });

  it('a time a Date cannot hold is written as an empty cell, never a thrown export', () => {
    const words = { fill: 'Fill', funding: 'Funding', buy: 'Buy', sell: 'Sell', long: 'Long', short: 'Short' };
    const header = {
      time: 'Time',
      venue: 'Venue',
      market: 'Market',
      type: 'Type',
      side: 'Side',
      size: 'Size',
      price: 'Price',
      fee: 'Fee',
      funding: 'Funding',
    };
    const csv = activityCsv([fill({ time: 9e15 }), fill({ time: Number.NaN }), fill({ time: 8.64e15 })], header, words);
    const lines = csv.split('\r\n');
    expect(lines[1]?.startsWith(',"Hyperliquid"')).toBe(true);
    expect(lines[2]?.startsWith(',"Hyperliquid"')).toBe(true);
    // The last time a Date holds is written, its sign kept from reading as a formula like any other text.
    expect(lines[3]?.startsWith(`"'+275760-09-13T00:00:00.000Z"`)).toBe(true);
    expect(isoTime(-8.64e15)).toBe('-271821-04-20T00:00:00.000Z');
    expect(isoTime(Infinity)).toBeNull();
  });

  it('property: no text cell ever starts with a formula character once written, and it reads back as written', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const cell = textCell(text);
        const inner = cell.slice(1, -1).replace(/""/g, '"');
        expect(/^[=+\-@\t\r]/.test(inner)).toBe(false);
        expect(inner === text || inner === `'${text}`).toBe(true);
        expect(cell.startsWith('"') && cell.endsWith('"')).toBe(true);
      }),
    );
  });

  it('property: a CSV has one line per row plus the header, whatever the text holds (quoted line breaks aside)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.oneof(fc.string(), fc.double(), fc.constant(null)), { minLength: 2, maxLength: 2 })),
        (rows) => {
          const csv = toCsv(['a', 'b'], rows);
          const unquoted = csv.replace(/"(?:[^"]|"")*"/g, '');
          expect(unquoted.split('\r\n')).toHaveLength(rows.length + 1);
        },
      ),
    );
  });
});
