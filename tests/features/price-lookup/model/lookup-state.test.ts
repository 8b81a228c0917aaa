// @vitest-environment node
import fc from 'fast-check';
import { safeParse } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_LOOKUP_STATE,
  keptLookup,
  priceLookupStateSchema,
  RECENT_KEPT,
} from '../../../../src/features/price-lookup/model/lookup-state';
import { GRADES_BY_COMPANY, GRADING_COMPANIES } from '../../../../src/features/price-lookup/model/lookup';

const priced = (certNumber = '80000001', grade = 10) =>
  ({
    ok: true,
    query: { certNumber, company: 'PSA', grade },
    details: { name: 'Charizard', brand: 'Pokemon Base Set', cardNumber: '4', price: 1250.5, currency: 'USD' },
  }) as const;

const reads = (state: unknown) => safeParse(priceLookupStateSchema, state).success;

describe('what ID to Price keeps with the layout', () => {
  it('reads back the result and the recent lookups it kept, through JSON', () => {
    const state = { result: priced(), recent: [priced(), priced('80000002', 9)] };
    expect(safeParse(priceLookupStateSchema, JSON.parse(JSON.stringify(state)))).toEqual({
      success: true,
      data: state,
    });
    expect(reads(EMPTY_LOOKUP_STATE)).toBe(true);
  });

  it('refuses what it never keeps: a grade the company does not give, no digits, a bad price, too many or too long', () => {
    expect(reads({ result: priced('80000001', 9.5), recent: [] })).toBe(false);
    expect(reads({ result: priced('PSA 8000'), recent: [] })).toBe(false);
    expect(reads({ result: priced(''), recent: [] })).toBe(false);
    const withPrice = (price: unknown) => ({ ...priced(), details: { ...priced().details, price } });
    expect(reads({ result: withPrice(-1), recent: [] })).toBe(false);
    expect(reads({ result: withPrice('1250'), recent: [] })).toBe(false);
    expect(reads({ result: withPrice(null), recent: [] })).toBe(false);
    const named = (name: string) => ({ ...priced(), details: { ...priced().details, name } });
    expect(reads({ result: named('x'.repeat(200)), recent: [] })).toBe(true);
    expect(reads({ result: named('x'.repeat(201)), recent: [] })).toBe(false);
    expect(reads({ result: named(''), recent: [] })).toBe(false);
    expect(reads({ result: { ...priced(), ok: false }, recent: [] })).toBe(false);
    expect(reads({ result: null, recent: Array.from({ length: RECENT_KEPT + 1 }, () => priced()) })).toBe(false);
    expect(reads({ result: null })).toBe(false);
    expect(reads('{"result":null}')).toBe(false);
  });

  it('keeps only the query and the answer of a lookup, whatever else the outcome carries', () => {
    const outcome = { ...priced(), details: { ...priced().details, token: 'secret' }, extra: 1 };
    expect(keptLookup(outcome)).toEqual(priced());
  });

  it('reads back every lookup it can keep (property)', () => {
    const lookup = fc.constantFrom(...GRADING_COMPANIES).chain((company) =>
      fc.record({
        ok: fc.constant(true as const),
        query: fc.record({
          certNumber: fc.stringMatching(/^\d{1,40}$/),
          company: fc.constant(company),
          grade: fc.constantFrom(...GRADES_BY_COMPANY[company]),
        }),
        details: fc.record({
          name: fc.string({ minLength: 1, maxLength: 200 }),
          brand: fc.string({ maxLength: 200 }),
          cardNumber: fc.option(fc.string({ maxLength: 40 }), { nil: null }),
          // Never -0: JSON writes it 0.
          price: fc.double({ min: 0, max: 1e9, noNaN: true }).map(Math.abs),
          currency: fc.constant('USD' as const),
        }),
      }),
    );
    fc.assert(
      fc.property(fc.option(lookup, { nil: null }), fc.array(lookup, { maxLength: RECENT_KEPT }), (result, recent) => {
        const state = { result: result && keptLookup(result), recent: recent.map(keptLookup) };
        expect(safeParse(priceLookupStateSchema, JSON.parse(JSON.stringify(state)))).toEqual({
          success: true,
          data: state,
        });
      }),
    );
  });
});
