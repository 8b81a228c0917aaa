import { describe, expect, it } from 'vitest';
import { certificateOf, gradeNumber } from '../../../src/feed/model/feed-event';

describe('grades as the feed writes them', () => {
  it.each([
    ['10', 10],
    ['9.5', 9.5],
    ['PSA 10', 10],
    ['GEM MT 10', 10],
    ['BGS 9.5', 9.5],
    ['CGC 8.0', 8],
    ['1', 1],
    ['100', null],
    ['10.5', null],
    ['0', null],
    ['ungraded', null],
    [null, null],
  ])('%s is %s', (text, grade) => {
    expect(gradeNumber(text)).toBe(grade);
  });
});

describe('certificateOf', () => {
  it('keeps the digits, and is null without any or with too many', () => {
    expect(certificateOf('PSA 12 345 678')).toBe('12345678');
    expect(certificateOf('')).toBeNull();
    expect(certificateOf(null)).toBeNull();
    expect(certificateOf('1'.repeat(41))).toBeNull();
    expect(certificateOf('1'.repeat(40))).toBe('1'.repeat(40));
  });
});
