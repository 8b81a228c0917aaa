import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  readGrade,
  readTarget,
  toWatch,
  watchFormErrors,
  type WatchFormValues,
} from '../../../src/cards/model/watch-form';

const empty: WatchFormValues = { by: 'certificate', certificate: '', name: '', set: '', grade: '', target: '' };

describe('the Watch a card form', () => {
  it('names every missing field', () => {
    expect(watchFormErrors(empty, 'en')).toStrictEqual({
      certificate: 'certificateRequired',
      target: 'targetRequired',
    });
    expect(watchFormErrors({ ...empty, by: 'card' }, 'en')).toStrictEqual({
      name: 'nameRequired',
      set: 'setRequired',
      grade: 'gradeRequired',
      target: 'targetRequired',
    });
  });

  it('refuses a certificate that is not digits, a grade PSA does not give, a target that is not an amount', () => {
    expect(watchFormErrors({ ...empty, certificate: '12ab', target: '0' }, 'en')).toStrictEqual({
      certificate: 'certificateInvalid',
      target: 'targetInvalid',
    });
    for (const grade of ['0', '10.5', '8.3', 'ten', '-9']) {
      expect(watchFormErrors({ ...empty, by: 'card', name: 'A', set: 'B', grade, target: '1' }, 'en').grade).toBe(
        'gradeInvalid',
      );
    }
    for (const target of ['-5', 'cheap', '1e400', '20000000', 'NaN']) {
      expect(watchFormErrors({ ...empty, certificate: '1', target }, 'en').target).toBe('targetInvalid');
    }
    expect(
      watchFormErrors({ ...empty, by: 'card', name: 'x'.repeat(121), set: 'B', grade: '9', target: '1' }, 'en'),
    ).toStrictEqual({
      name: 'textTooLong',
    });
  });

  it('reads numbers as the user writes them in their language', () => {
    expect(readGrade('8,5', 'it')).toBe(8.5);
    expect(readGrade('8.5', 'en')).toBe(8.5);
    expect(readTarget('1.200,50', 'it')).toBe(1200.5);
    expect(readTarget('$1,200.50', 'en')).toBe(1200.5);
    expect(readTarget('1.5k', 'en')).toBe(1500);
  });

  it('makes the card and target to keep, trimmed', () => {
    expect(toWatch({ ...empty, certificate: ' 123-456 ', target: '99' }, 'en')).toStrictEqual({
      card: { kind: 'certificate', certificate: '123456' },
      targetUsd: 99,
    });
    expect(
      toWatch({ ...empty, by: 'card', name: ' Mew ', set: ' Promo ', grade: '9.5', target: '10' }, 'en'),
    ).toStrictEqual({
      card: { kind: 'card', name: 'Mew', set: 'Promo', grade: 9.5 },
      targetUsd: 10,
    });
    expect(toWatch(empty, 'en')).toBeNull();
  });

  it('accepts every whole or half PSA grade and any target within bounds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 20 }), fc.integer({ min: 1, max: 1_000_000_000 }), (half, cents) => {
        const values = {
          ...empty,
          by: 'card' as const,
          name: 'Mew',
          set: 'Promo',
          grade: String(half / 2),
          target: String(cents / 100),
        };
        expect(toWatch(values, 'en')).toStrictEqual({
          card: { kind: 'card', name: 'Mew', set: 'Promo', grade: half / 2 },
          targetUsd: cents / 100,
        });
      }),
    );
  });
});
