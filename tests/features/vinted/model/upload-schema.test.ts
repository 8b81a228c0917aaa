import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DESCRIPTION_MAX,
  TITLE_MAX,
  uploadSchema,
  type UploadValues,
} from '../../../../src/features/vinted/model/upload-schema';

const photo = new File(['jpeg bytes'], 'card.jpg', { type: 'image/jpeg' });
const valid: UploadValues = { title: 'Charizard PSA 9', description: 'Base set, 1999', price: '120', images: [photo] };

/** The message each field shows, as `field:key`: the form shows a field's first problem (react-hook-form's default). */
const messagesOf = (change: Partial<Record<keyof UploadValues, unknown>>) => {
  const result = uploadSchema.safeParse({ ...valid, ...change });
  if (result.success) return [];
  const first = new Map<string, string>();
  for (const issue of result.error.issues) {
    const field = issue.path.join('.');
    if (!first.has(field)) first.set(field, issue.message);
  }
  return [...first].map(([field, key]) => `${field}:${key}`);
};

describe('the Vinted listing rules', () => {
  it('accepts a complete listing and trims its texts', () => {
    expect(
      uploadSchema.parse({ ...valid, title: '  Charizard  ', description: '\nBase set ', price: ' 12,50 ' }),
    ).toEqual({ title: 'Charizard', description: 'Base set', price: '12,50', images: [photo] });
  });

  it("says 'Title is required' for an empty or blank title", () => {
    expect(messagesOf({ title: '' })).toEqual(['title:titleRequired']);
    expect(messagesOf({ title: ' \t\n ' })).toEqual(['title:titleRequired']);
  });

  it('takes a title of up to 80 characters, counted after trimming, and refuses the 81st', () => {
    expect(TITLE_MAX).toBe(80);
    expect(messagesOf({ title: 'a'.repeat(80) })).toEqual([]);
    expect(messagesOf({ title: `  ${'a'.repeat(80)}  ` })).toEqual([]);
    expect(messagesOf({ title: 'a'.repeat(81) })).toEqual(['title:titleTooLong']);
  });

  it("says 'Description is required' for an empty or blank description", () => {
    expect(messagesOf({ description: '' })).toEqual(['description:descriptionRequired']);
    expect(messagesOf({ description: '   ' })).toEqual(['description:descriptionRequired']);
  });

  it('takes a description of up to 500 characters, counted after trimming, and refuses the 501st', () => {
    expect(DESCRIPTION_MAX).toBe(500);
    expect(messagesOf({ description: 'd'.repeat(500) })).toEqual([]);
    expect(messagesOf({ description: ` ${'d'.repeat(500)}\n` })).toEqual([]);
    expect(messagesOf({ description: 'd'.repeat(501) })).toEqual(['description:descriptionTooLong']);
  });

  it("says 'Price is required' for an empty or blank price", () => {
    expect(messagesOf({ price: '' })).toEqual(['price:priceRequired']);
    expect(messagesOf({ price: '  ' })).toEqual(['price:priceRequired']);
  });

  it("says 'Price must be a number' for what is not one", () => {
    for (const price of ['abc', '12€', 'Infinity', '1,2,3', '1.2.3']) {
      expect(messagesOf({ price })).toContain('price:priceInvalid');
    }
  });

  it("says 'Price must be greater than 0' for zero and below, and takes any amount above, with a decimal comma too", () => {
    for (const price of ['0', '0,00', '-1', '-0.5']) expect(messagesOf({ price })).toEqual(['price:pricePositive']);
    for (const price of ['0.01', '0,5', '1', '12.50', ' 3 ']) expect(messagesOf({ price })).toEqual([]);
  });

  it('takes every positive amount written with a point or a comma', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.boolean(), (cents, comma) => {
        const price = (cents / 100).toFixed(2);
        expect(messagesOf({ price: comma ? price.replace('.', ',') : price })).toEqual([]);
      }),
    );
  });

  it("says 'At least one image is required' without images, and takes only files", () => {
    expect(messagesOf({ images: [] })).toEqual(['images:imagesRequired']);
    expect(messagesOf({ images: [photo, photo] })).toEqual([]);
    expect(messagesOf({ images: [{ name: 'card.jpg', type: 'image/jpeg', size: 10 }] })).toHaveLength(1);
  });

  it('says every problem at once, one per field', () => {
    expect(messagesOf({ title: '', description: '', price: '', images: [] })).toEqual([
      'title:titleRequired',
      'description:descriptionRequired',
      'price:priceRequired',
      'images:imagesRequired',
    ]);
  });
});
