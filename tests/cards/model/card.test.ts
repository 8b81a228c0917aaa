import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cardLabel,
  gradeKeptTogether,
  resolvedCardSchema,
  setName,
  valuationGrade,
} from '../../../src/cards/model/card';

describe('cardLabel', () => {
  it('reads name · set #number · PSA grade', () => {
    expect(cardLabel({ name: 'Charizard Holo', brand: 'Pokemon Base Set', cardNumber: '4' }, 9)).toBe(
      'Charizard Holo · Base Set #4 · PSA 9',
    );
  });

  it('leaves out what is not known', () => {
    expect(cardLabel({ name: 'Mew', brand: '', cardNumber: null }, null)).toBe('Mew');
    expect(cardLabel({ name: 'Mew', brand: 'Pokemon Promo', cardNumber: '' }, 10)).toBe('Mew · Promo · PSA 10');
    expect(cardLabel({ name: 'Mew', brand: '', cardNumber: '8' }, 9.5)).toBe('Mew · #8 · PSA 9.5');
  });
});

describe('setName', () => {
  it('drops the game from the brand, unless that is all there is', () => {
    expect(setName('Pokémon Evolving Skies')).toBe('Evolving Skies');
    expect(setName(' Pokemon ')).toBe('Pokemon');
    expect(setName('Topps Chrome')).toBe('Topps Chrome');
  });
});

describe('valuationGrade', () => {
  it('has one decimal', () => {
    expect(valuationGrade(9)).toBe('9.0');
    expect(valuationGrade(9.5)).toBe('9.5');
  });
});

describe('resolvedCardSchema', () => {
  const card = {
    certificate: '1',
    assetId: 'a',
    name: 'Mew',
    brand: '',
    cardNumber: null,
    predictedPrice: 10,
    grade: 9,
  };
  it('takes a well-formed card and refuses a hostile one', () => {
    expect(resolvedCardSchema.safeParse(card).success).toBe(true);
    expect(resolvedCardSchema.safeParse({ ...card, name: '' }).success).toBe(false);
    expect(resolvedCardSchema.safeParse({ ...card, name: 'x'.repeat(201) }).success).toBe(false);
    expect(resolvedCardSchema.safeParse({ ...card, certificate: '<img>' }).success).toBe(false);
    expect(resolvedCardSchema.safeParse({ ...card, predictedPrice: -1 }).success).toBe(false);
    expect(resolvedCardSchema.safeParse({ ...card, grade: 11 }).success).toBe(false);
    expect(resolvedCardSchema.safeParse({ ...card, grade: 0 }).success).toBe(false);
  });
});

describe('gradeKeptTogether', () => {
  it('joins the grade at the end of a title to its company with a no-break space', () => {
    expect(gradeKeptTogether('Charizard Holo · Base Set #4 · PSA 9')).toBe('Charizard Holo · Base Set #4 · PSA\u00a09');
    expect(gradeKeptTogether('Gengar Fossil PSA 10')).toBe('Gengar Fossil PSA\u00a010');
    expect(gradeKeptTogether('Lugia BGS 9.5')).toBe('Lugia BGS\u00a09.5');
  });

  it('leaves a title without a grade at its end as it is', () => {
    expect(gradeKeptTogether('Charizard Holo · Base Set #4')).toBe('Charizard Holo · Base Set #4');
    expect(gradeKeptTogether('PSA 10 Charizard')).toBe('PSA 10 Charizard');
    expect(gradeKeptTogether('XPSA 9')).toBe('XPSA 9');
  });

  it('changes at most one space, into a no-break space, and nothing else', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('PSA', 'BGS', 'CGC', 'Grade'), fc.nat(10), (title, company, grade) => {
        for (const text of [title, `${title} ${company} ${grade}`]) {
          const shown = gradeKeptTogether(text);
          expect(shown).toHaveLength(text.length);
          const changed = Array.from({ length: text.length }, (_, index) => [text[index], shown[index]]).filter(
            ([before, after]) => before !== after,
          );
          expect(changed.length).toBeLessThanOrEqual(1);
          for (const pair of changed) expect(pair).toEqual([' ', '\u00a0']);
        }
        expect(gradeKeptTogether(`${title} ${company} ${grade}`).endsWith(`${company}\u00a0${grade}`)).toBe(true);
      }),
    );
  });
});
