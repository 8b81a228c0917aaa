import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cutAffects, cutSince } from '../../src/markets/model/history-cut';
import { readTimePages } from '../../src/markets/venues/shared/time-pages';

interface Row {
  id: number;
  time: number;
}

/** A venue serving `rows` oldest first from a start time, `size` at most per reply, as Hyperliquid does. */
const servedFrom = (rows: readonly Row[], size: number) => {
  const sorted = [...rows].sort((a, b) => a.time - b.time || a.id - b.id);
  return (start: number) => {
    const page = sorted.filter((row) => row.time >= start).slice(0, size);
    return Promise.resolve({ rows: page, sent: page.length });
  };
};

const options = (pageSize: number, maxPages: number) => ({
  start: 0,
  pageSize,
  maxPages,
  time: (row: Row) => row.time,
  key: (row: Row) => String(row.id),
});

/** Rows with unique ids and times clustered so that many share a millisecond. */
const rowsArb = fc
  .array(fc.integer({ min: 0, max: 40 }), { maxLength: 120 })
  .map((times) => times.map((time, id) => ({ id, time })));

describe('reading a history page by page by time', () => {
  it('reads every row once when the pages allowed are enough, and says it was not capped', async () => {
    await fc.assert(
      fc.asyncProperty(rowsArb, fc.integer({ min: 5, max: 30 }), async (rows, size) => {
        // No millisecond holds a full page: the pages can always move on.
        const perMs = new Map<number, number>();
        for (const row of rows) perMs.set(row.time, (perMs.get(row.time) ?? 0) + 1);
        fc.pre([...perMs.values()].every((count) => count < size));
        const read = await readTimePages(servedFrom(rows, size), options(size, 1000));
        expect(read.capped).toBe(false);
        expect(read.rows.map((row) => row.id).sort((a, b) => a - b)).toEqual(rows.map((row) => row.id));
      }),
    );
  });

  it('never reads a row twice and never reads more pages than allowed; capped only on a full last page', async () => {
    await fc.assert(
      fc.asyncProperty(
        rowsArb,
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 6 }),
        async (rows, size, pages) => {
          let calls = 0;
          const serve = servedFrom(rows, size);
          const read = await readTimePages(
            (start) => {
              calls += 1;
              return serve(start);
            },
            options(size, pages),
          );
          expect(calls).toBeLessThanOrEqual(pages);
          expect(new Set(read.rows.map((row) => row.id)).size).toBe(read.rows.length);
          if (read.capped) expect(calls).toBe(pages);
        },
      ),
    );
  });
});

describe('where a cut history is complete from', () => {
  const cut = { fill: 1_000, funding: 3_000 };

  it('is the latest cut of the kinds asked; none when those kinds were read in full', () => {
    expect(cutSince(cut, ['fill'], 9_999)).toBe(1_000);
    expect(cutSince(cut, ['fill', 'funding'], 9_999)).toBe(3_000);
    expect(cutSince({ fill: null, funding: 3_000 }, ['fill'], 9_999)).toBeNull();
    expect(cutSince(undefined, ['fill', 'funding'], 9_999)).toBeNull();
  });

  it('a time that is no number counts as now: the note shows, never hides', () => {
    expect(cutSince({ fill: Number.NaN, funding: null }, ['fill'], 9_999)).toBe(9_999);
  });

  it('affects a figure only when the history is complete from after the figure starts', () => {
    expect(cutAffects(cut, ['fill'], 500, 9_999)).toBe(1_000);
    expect(cutAffects(cut, ['fill'], 1_000, 9_999)).toBeNull();
    expect(cutAffects(cut, ['funding'], 2_000, 9_999)).toBe(3_000);
  });
});
