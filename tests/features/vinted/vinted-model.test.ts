import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeUtf8Base64, encodeUtf8Base64 } from '../../../src/features/vinted/model/base64';
import { addImages, MAX_IMAGE_BYTES, MAX_IMAGES } from '../../../src/features/vinted/model/image-filter';

describe('base64 of UTF-8', () => {
  it("keeps 'pässwörd€' through the round trip", () => {
    const encoded = encodeUtf8Base64('pässwörd€');
    expect(encoded).toBe('cMOkc3N3w7ZyZOKCrA==');
    expect(decodeUtf8Base64(encoded)).toBe('pässwörd€');
  });

  it('round-trips any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(decodeUtf8Base64(encodeUtf8Base64(text))).toBe(text);
      }),
    );
  });

  it('answers null, never throws, for what is not base64 of UTF-8', () => {
    expect(decodeUtf8Base64('%%%')).toBeNull();
    expect(decodeUtf8Base64(btoa('\xff\xfe'))).toBeNull();
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(() => decodeUtf8Base64(text)).not.toThrow();
      }),
    );
  });
});

describe('the image filter', () => {
  const file = fc.record({
    type: fc.constantFrom('image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/pdf', ''),
    size: fc.integer({ min: 0, max: MAX_IMAGE_BYTES * 2 }),
    name: fc.string(),
  });

  it('keeps only JPG and PNG files of at most 10 MB, never more than 6, and counts the rest', () => {
    fc.assert(
      fc.property(fc.array(file, { maxLength: 6 }), fc.array(file, { maxLength: 20 }), (before, incoming) => {
        const existing = addImages([], before).accepted;
        const { accepted, skipped } = addImages(existing, incoming);
        expect(accepted.length).toBeLessThanOrEqual(MAX_IMAGES);
        for (const kept of accepted) {
          expect(['image/jpeg', 'image/png']).toContain(kept.type);
          expect(kept.size).toBeLessThanOrEqual(MAX_IMAGE_BYTES);
        }
        expect(accepted.slice(0, existing.length)).toEqual(existing);
        expect(accepted.length - existing.length + skipped.type + skipped.size + skipped.count).toBe(incoming.length);
      }),
    );
  });

  it('says why files were left out', () => {
    const jpg = { type: 'image/jpeg', size: 1000 };
    const result = addImages(
      [jpg, jpg, jpg, jpg, jpg],
      [{ type: 'image/gif', size: 10 }, { type: 'image/png', size: MAX_IMAGE_BYTES + 1 }, jpg, jpg],
    );
    expect(result.accepted).toHaveLength(6);
    expect(result.skipped).toEqual({ type: 1, size: 1, count: 1 });
  });
});
