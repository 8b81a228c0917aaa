// @vitest-environment happy-dom
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { parseJson, readJson, readJsonValue, readText, removeKey, writeJson, writeText } from '../../src/lib/storage';
import { storageDisabled, storageFull } from '../refused-storage';

const person = z.object({ name: z.string() });

// The real storage back before the shared clean-up empties it.
afterEach(() => {
  vi.restoreAllMocks();
});

describe('reading storage never throws', () => {
  it('reads what is stored, and null for a key that holds nothing', () => {
    localStorage.setItem('k', 'value');
    expect(readText('k')).toBe('value');
    expect(readText('other')).toBeNull();
  });

  it('reads null when the browser refuses storage, whatever the key', () => {
    localStorage.setItem('k', 'value');
    storageDisabled();
    expect(readText('k')).toBeNull();
    expect(readJsonValue('k')).toBeUndefined();
    expect(readJson('k', person)).toEqual({ status: 'missing' });
  });

  it('parses JSON text, and says so when it is not JSON', () => {
    expect(parseJson('{"a":[1,null]}')).toEqual({ ok: true, value: { a: [1, null] } });
    expect(parseJson('null')).toEqual({ ok: true, value: null });
    expect(parseJson('{"a":')).toEqual({ ok: false });
    expect(parseJson('')).toEqual({ ok: false });
  });

  it('reads a stored JSON value unchecked: undefined when missing or not JSON', () => {
    expect(readJsonValue('k')).toBeUndefined();
    localStorage.setItem('k', 'not json');
    expect(readJsonValue('k')).toBeUndefined();
    localStorage.setItem('k', '[1,{"b":2}]');
    expect(readJsonValue('k')).toEqual([1, { b: 2 }]);
    localStorage.setItem('k', 'false');
    expect(readJsonValue('k')).toBe(false);
  });

  it('reads one whole value: missing, corrupt (not JSON, or not what the schema says) or ok', () => {
    expect(readJson('k', person)).toEqual({ status: 'missing' });
    localStorage.setItem('k', '{"name":');
    expect(readJson('k', person)).toEqual({ status: 'corrupt' });
    localStorage.setItem('k', '{"name":7}');
    expect(readJson('k', person)).toEqual({ status: 'corrupt' });
    localStorage.setItem('k', 'not json');
    expect(readJson('k', z.unknown())).toEqual({ status: 'corrupt' });
    localStorage.setItem('k', '{"name":"Ada","extra":true}');
    expect(readJson('k', person)).toEqual({ status: 'ok', value: { name: 'Ada' } });
  });

  it('reads back exactly what it wrote, for any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(writeJson('k', value)).toBe(true);
        expect(readJsonValue('k')).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });
});

describe('writing storage never throws', () => {
  it('writes text and says it did', () => {
    expect(writeText('k', 'v')).toBe(true);
    expect(localStorage.getItem('k')).toBe('v');
  });

  it('writes a value as JSON', () => {
    expect(writeJson('k', { name: 'Ada', tags: ['x'] })).toBe(true);
    expect(localStorage.getItem('k')).toBe('{"name":"Ada","tags":["x"]}');
  });

  it('says false when storage is full, and leaves what was stored before as it was', () => {
    localStorage.setItem('k', 'before');
    storageFull();
    expect(writeText('k', 'after')).toBe(false);
    expect(writeJson('k', ['after'])).toBe(false);
    vi.restoreAllMocks();
    expect(localStorage.getItem('k')).toBe('before');
  });

  it('says false when storage is disabled', () => {
    storageDisabled();
    expect(writeText('k', 'v')).toBe(false);
  });

  it('removes a key, and removing from a refused storage does nothing', () => {
    localStorage.setItem('k', 'v');
    localStorage.setItem('kept', 'v');
    removeKey('k');
    expect(localStorage.getItem('k')).toBeNull();
    expect(localStorage.getItem('kept')).toBe('v');
    storageDisabled();
    expect(() => removeKey('kept')).not.toThrow();
    vi.restoreAllMocks();
    expect(localStorage.getItem('kept')).toBe('v');
  });
});
