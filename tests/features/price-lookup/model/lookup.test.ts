import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  certDigits,
  gradeForCompany,
  GRADES_BY_COMPANY,
  GRADING_COMPANIES,
  isGradeOf,
  gradeOfCard,
  lookUpPrice,
  rememberLookup,
  type LookupApi,
  type LookupOutcome,
  type LookupQuery,
} from '../../../../src/features/price-lookup/model/lookup';
import { valuationGrade, type AssetDetails } from '../../../../src/cards/model/card';
import { ApiError } from '../../../../src/lib/api-error';

const charizard: AssetDetails = {
  name: 'Charizard',
  brand: 'Pokemon Base Set',
  cardNumber: '4',
  price: 4200,
  currency: 'USD',
};
const query: LookupQuery = { certNumber: '12345678', company: 'PSA', grade: 9 };

/** A valuation API that answers from two tables, and says which calls it got. */
function fakeApi(assets: Record<string, string | null>, details: Record<string, AssetDetails | null>) {
  const calls: string[] = [];
  const api: LookupApi = {
    findCertAsset: (certNumber) => {
      calls.push(`cert ${certNumber}`);
      return Promise.resolve(assets[certNumber] ?? null);
    },
    getAssetDetails: (id, company, grade) => {
      calls.push(`asset ${id} ${company} ${grade}`);
      return Promise.resolve(details[id] ?? null);
    },
  };
  return { api, calls };
}

describe('looking a graded card up', () => {
  it("prices the certificate's asset at the company and grade asked for", async () => {
    const { api, calls } = fakeApi({ '12345678': 'asset-1' }, { 'asset-1': charizard });
    expect(await lookUpPrice(query, api)).toEqual({ ok: true, query, details: charizard });
    expect(calls).toEqual(['cert 12345678', 'asset asset-1 PSA 9']);
  });

  it('says the certificate is not found when Alt knows no asset for it, and asks nothing more', async () => {
    const { api, calls } = fakeApi({ '12345678': null }, {});
    expect(await lookUpPrice(query, api)).toEqual({ ok: false, error: 'notFound' });
    expect(calls).toEqual(['cert 12345678']);
    expect(await lookUpPrice(query, fakeApi({ '12345678': '' }, {}).api)).toEqual({ ok: false, error: 'notFound' });
  });

  it('says there is no data when the asset has no price for that grade', async () => {
    const { api } = fakeApi({ '12345678': 'asset-1' }, { 'asset-1': null });
    expect(await lookUpPrice(query, api)).toEqual({ ok: false, error: 'noData' });
  });

  it('says the lookup failed when either call fails, a cancelled one included', async () => {
    const failing = (error: Error) => () => Promise.reject(error);
    const found = fakeApi({ '12345678': 'asset-1' }, {}).api;
    for (const error of [new ApiError({ kind: 'network' }), new ApiError({ kind: 'canceled' }), new Error('x')]) {
      expect(await lookUpPrice(query, { ...found, findCertAsset: failing(error) })).toEqual({
        ok: false,
        error: 'fetchError',
      });
      expect(await lookUpPrice(query, { ...found, getAssetDetails: failing(error) })).toEqual({
        ok: false,
        error: 'fetchError',
      });
    }
  });
});

describe('the recent lookups', () => {
  const found = (certNumber: string, company: LookupQuery['company'] = 'PSA', grade = 9): LookupOutcome => ({
    ok: true,
    query: { certNumber, company, grade },
    details: { ...charizard, name: `card ${certNumber}` },
  });

  it('puts the newest first and keeps five', () => {
    let recent: LookupOutcome[] = [];
    for (const cert of ['1', '2', '3', '4', '5', '6']) recent = rememberLookup(recent, found(cert));
    expect(recent.map((outcome) => outcome.ok && outcome.query.certNumber)).toEqual(['6', '5', '4', '3', '2']);
  });

  it('keeps as many as asked', () => {
    const recent = [found('1'), found('2'), found('3')];
    expect(rememberLookup(recent, found('4'), 2)).toEqual([found('4'), found('1')]);
  });

  it('keeps one entry per query, the latest answer moved to the front', () => {
    const recent = [found('1'), found('2'), found('3')];
    const again = { ...found('2'), details: { ...charizard, price: 1 } };
    expect(rememberLookup(recent, again)).toEqual([again, found('1'), found('3')]);
  });

  it('tells queries apart by certificate, company and grade', () => {
    const recent = [found('1', 'PSA', 9)];
    expect(rememberLookup(recent, found('1', 'BGS', 9))).toHaveLength(2);
    expect(rememberLookup(recent, found('1', 'PSA', 10))).toHaveLength(2);
    expect(rememberLookup(recent, found('2', 'PSA', 9))).toHaveLength(2);
    expect(rememberLookup(recent, found('1', 'PSA', 9))).toHaveLength(1);
  });

  it('remembers no failed lookup, and leaves the list as it was', () => {
    const recent = [found('1')];
    expect(rememberLookup(recent, { ok: false, error: 'notFound' })).toEqual(recent);
    expect(rememberLookup(recent, { ok: false, error: 'fetchError' })).toEqual(recent);
  });

  it('never holds two entries for one query, nor more than it keeps', () => {
    const outcome = fc
      .record({
        certNumber: fc.constantFrom('1', '2', '3', '4'),
        company: fc.constantFrom('PSA' as const, 'BGS' as const),
        grade: fc.integer({ min: 9, max: 10 }),
      })
      .map((q): LookupOutcome => ({ ok: true, query: q, details: charizard }));
    fc.assert(
      fc.property(fc.array(outcome, { maxLength: 30 }), fc.integer({ min: 1, max: 8 }), (outcomes, keep) => {
        let recent: LookupOutcome[] = [];
        for (const next of outcomes) recent = rememberLookup(recent, next, keep);
        const keys = recent.map((entry) => (entry.ok ? JSON.stringify(entry.query) : 'failed'));
        expect(new Set(keys).size).toBe(keys.length);
        expect(recent.length).toBeLessThanOrEqual(keep);
        if (outcomes.length > 0) expect(recent[0]).toBe(outcomes[outcomes.length - 1]);
      }),
    );
  });
});

describe('grades', () => {
  it('are whole from 10 to 1, with halves up to 9.5 for BGS and CGC and up to 8.5 for PSA', () => {
    expect(GRADES_BY_COMPANY.BGS).toEqual([10, 9.5, 9, 8.5, 8, 7.5, 7, 6.5, 6, 5.5, 5, 4.5, 4, 3.5, 3, 2.5, 2, 1.5, 1]);
    expect(GRADES_BY_COMPANY.CGC).toEqual(GRADES_BY_COMPANY.BGS);
    expect(GRADES_BY_COMPANY.PSA).toEqual(GRADES_BY_COMPANY.BGS.filter((grade) => grade !== 9.5));
  });

  it('go to the valuation with one decimal', () => {
    expect(valuationGrade(10)).toBe('10.0');
    expect(valuationGrade(9.5)).toBe('9.5');
    expect(valuationGrade(1)).toBe('1.0');
  });

  it('stay a grade of the company it changes to', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...GRADING_COMPANIES),
        fc.constantFrom(...GRADING_COMPANIES),
        fc.integer({ min: 0, max: 18 }),
        (from, to, index) => {
          const grade = GRADES_BY_COMPANY[from][index % GRADES_BY_COMPANY[from].length] ?? 10;
          const kept = gradeForCompany(to, grade);
          expect(isGradeOf(to, kept)).toBe(true);
          if (isGradeOf(to, grade)) expect(kept).toBe(grade);
          else expect(kept).toBe(Math.floor(grade));
        },
      ),
    );
  });
});

describe('certificate numbers', () => {
  it('keep the digits of whatever was typed or pasted, in order', () => {
    expect(certDigits('PSA #1234 5678')).toBe('12345678');
    fc.assert(
      fc.property(fc.string(), (text) => {
        const digits = certDigits(text);
        expect(digits).toMatch(/^\d*$/);
        expect(digits).toBe(
          text
            .split('')
            .filter((char) => char >= '0' && char <= '9')
            .join(''),
        );
      }),
    );
  });
});

describe("a linked card's grade", () => {
  it('is read from the end of what the feed says, as the company gives it, else the default', () => {
    expect(gradeOfCard('PSA', '9')).toBe(9);
    expect(gradeOfCard('PSA', 'PSA 9')).toBe(9);
    expect(gradeOfCard('PSA', 'GEM MT 10')).toBe(10);
    expect(gradeOfCard('BGS', '9.5')).toBe(9.5);
    // PSA gives no 9.5; nothing readable is the default grade.
    expect(gradeOfCard('PSA', '9.5')).toBe(10);
    expect(gradeOfCard('PSA', undefined)).toBe(10);
    expect(gradeOfCard('PSA', 'ungraded')).toBe(10);
    expect(gradeOfCard('PSA', '11')).toBe(10);
  });
});
