import { describe, expect, it } from 'vitest';
import { cardLabel, certificateOf, resolvedCardSchema, setName, valuationGrade } from '../../../src/cards/model/card';

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

describe('certificateOf', () => {
  it('keeps the digits, and is null without any or with too many', () => {
    expect(certificateOf('PSA 12 345 678')).toBe('12345678');
    expect(certificateOf('')).toBeNull();
    expect(certificateOf(null)).toBeNull();
    expect(certificateOf('1'.repeat(41))).toBeNull();
    expect(certificateOf('1'.repeat(40))).toBe('1'.repeat(40));
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
