import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  certDigits,
  gradeForCompany,
  GRADES_BY_COMPANY,
  GRADING_COMPANIES,
  isGradeOf,
  valuationGrade,
} from '../../../src/features/price-lookup/model/lookup';

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
