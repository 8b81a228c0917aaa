import fc from 'fast-check';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { closedObject } from '../../src/lib/closed-object';

const schema = closedObject({ id: z.string(), count: z.optional(z.number()) });

describe('an object of exactly its keys', () => {
  it('reads an object of its keys, an optional one left out', () => {
    expect(schema.safeParse({ id: 'a', count: 2 })).toMatchObject({ success: true, data: { id: 'a', count: 2 } });
    expect(schema.safeParse({ id: 'a' })).toMatchObject({ success: true, data: { id: 'a' } });
  });

  it('refuses any other key and a wrong value; a key named __proto__ is dropped, never made a prototype', () => {
    expect(schema.safeParse({ id: 'a', extra: 1 }).success).toBe(false);
    const read = schema.safeParse(JSON.parse('{"id":"a","__proto__":{"polluted":true}}'));
    expect(read.success && Object.getPrototypeOf(read.data)).toBe(Object.prototype);
    expect(read.data).toEqual({ id: 'a' });
    expect(schema.safeParse({ id: 'a', toString: 'x' }).success).toBe(false);
    expect(schema.safeParse({ id: 1 }).success).toBe(false);
    expect(schema.safeParse(null).success).toBe(false);
  });

  it('takes an object exactly when every key is one of its own', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.constant(1)), (extra) => {
        const value = { id: 'a', ...extra };
        const onlyOwn = Object.keys(value).every((key) => key === 'id' || key === 'count');
        expect(schema.safeParse(value).success).toBe(onlyOwn);
      }),
    );
  });
});
