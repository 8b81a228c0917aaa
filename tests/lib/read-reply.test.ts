import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ApiError } from '../../src/lib/api-error';
import { malformedReply, readReply, readRows } from '../../src/lib/read-reply';

/** What the call threw, or a note that it did not. */
function thrownBy(read: () => unknown): unknown {
  try {
    read();
  } catch (error) {
    return error;
  }
  return 'nothing thrown';
}

describe('reading a reply with its schema', () => {
  const schema = z.object({ id: z.string() });

  it('returns what the schema reads (and only that)', () => {
    expect(readReply(schema, { id: 'a', extra: 1 })).toEqual({ id: 'a' });
  });

  it('throws a malformed ApiError that keeps nothing of the reply, and names it for developers', () => {
    const reply = { id: 7, privateKey: 'secret' };
    const error = thrownBy(() => readReply(schema, reply, 'get-private-2fa'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'malformed', status: undefined, data: undefined, serverMessage: undefined });
    expect((error as ApiError).message).toBe('malformed: get-private-2fa');
    expect(JSON.stringify(error)).not.toContain('secret');
    expect(thrownBy(() => readReply(schema, null))).toMatchObject({ message: 'malformed' });
  });

  it('turns any wrong shape into an ApiError, never a crash', () => {
    fc.assert(
      fc.property(fc.anything(), (reply) => {
        fc.pre(!(typeof reply === 'object' && reply !== null && typeof (reply as { id?: unknown }).id === 'string'));
        expect(thrownBy(() => readReply(schema, reply))).toMatchObject({ kind: 'malformed' });
      }),
    );
  });

  it('reads the right shape whatever else the reply holds', () => {
    fc.assert(
      fc.property(fc.string(), fc.dictionary(fc.string(), fc.anything()), (id, extra) => {
        expect(readReply(schema, { ...extra, id })).toEqual({ id });
      }),
    );
  });
});

describe('a reply that passed its schema but makes no sense', () => {
  it('is malformed, with what was wrong for developers', () => {
    const error = malformedReply('universe and assetCtxs differ in length');
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'malformed', message: 'malformed: universe and assetCtxs differ in length' });
    expect(malformedReply().message).toBe('malformed');
  });
});

describe("reading a reply's rows one by one", () => {
  const row = z.object({ symbol: z.string(), rate: z.number() });

  it('keeps the rows that parse and counts the others', () => {
    const rows = [{ symbol: 'BTC', rate: 1 }, { symbol: 'ETH' }, 'junk', { symbol: 'SOL', rate: 2, extra: true }];
    expect(readRows(rows, row)).toEqual({
      rows: [
        { symbol: 'BTC', rate: 1 },
        { symbol: 'SOL', rate: 2 },
      ],
      rejected: 2,
    });
  });

  it('reads an empty list as nothing, and a list with one row that parses', () => {
    expect(readRows([], row)).toEqual({ rows: [], rejected: 0 });
    expect(readRows([{ symbol: 'BTC', rate: 1 }], row)).toEqual({ rows: [{ symbol: 'BTC', rate: 1 }], rejected: 0 });
  });

  it('refuses a list of which no row parses: it is not the format we know any more', () => {
    const error = thrownBy(() => readRows([{ symbol: 1 }, null], row, { what: 'premiumIndex' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'malformed', message: 'malformed: premiumIndex: no row is readable' });
    expect(thrownBy(() => readRows([1], row))).toMatchObject({ message: 'malformed: reply: no row is readable' });
  });

  it('reads such a list as nothing when its rows are extras', () => {
    expect(readRows([{ symbol: 1 }, null], row, { optional: true })).toEqual({ rows: [], rejected: 2 });
    expect(readRows([{ symbol: 'BTC', rate: 1 }, 7], row, { optional: true })).toEqual({
      rows: [{ symbol: 'BTC', rate: 1 }],
      rejected: 1,
    });
  });

  it('accounts for every row: read plus rejected is the whole list, in order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.record({ symbol: fc.string(), rate: fc.double({ noNaN: true }) }), fc.anything())),
        (rows) => {
          const expected = rows.filter((item) => row.safeParse(item).success);
          let read: ReturnType<typeof readRows<typeof row>>;
          try {
            read = readRows(rows, row);
          } catch (error) {
            expect(error).toMatchObject({ kind: 'malformed' });
            expect(rows.length).toBeGreaterThan(0);
            expect(expected).toHaveLength(0);
            return;
          }
          expect(read.rows).toEqual(expected.map((item) => row.parse(item)));
          expect(read.rows.length + read.rejected).toBe(rows.length);
        },
      ),
    );
  });
});
