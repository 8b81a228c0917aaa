import bs58 from 'bs58';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePrivateKey, toBase58 } from '../../../../src/features/wallets/model/private-key';

const key64 = fc.uint8Array({ minLength: 64, maxLength: 64 });

describe('the private key parser', () => {
  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (input) => {
        expect(() => parsePrivateKey(input)).not.toThrow();
      }),
    );
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(() => parsePrivateKey(JSON.stringify(value))).not.toThrow();
      }),
    );
  });

  it('reads 64 bytes back from Base58 and from a JSON array', () => {
    fc.assert(
      fc.property(key64, (bytes) => {
        expect(parsePrivateKey(bs58.encode(bytes))).toEqual({ ok: true, bytes: Uint8Array.from(bytes) });
        expect(parsePrivateKey(` ${JSON.stringify(Array.from(bytes))}\n`)).toEqual({
          ok: true,
          bytes: Uint8Array.from(bytes),
        });
      }),
    );
  });

  it.each([
    ['63 bytes', JSON.stringify(Array.from({ length: 63 }, () => 1)), 'length'],
    ['65 bytes', JSON.stringify(Array.from({ length: 65 }, () => 1)), 'length'],
    ['a byte of 256', JSON.stringify([...Array.from({ length: 63 }, () => 1), 256]), 'format'],
    ['a byte of -1', JSON.stringify([...Array.from({ length: 63 }, () => 1), -1]), 'format'],
    ['a byte of 1.5', JSON.stringify([...Array.from({ length: 63 }, () => 1), 1.5]), 'format'],
    ['a byte as a string', JSON.stringify([...Array.from({ length: 63 }, () => 1), '1']), 'format'],
    ['nested arrays', JSON.stringify([Array.from({ length: 64 }, () => 1)]), 'format'],
    ['broken JSON', '[1,2,3', 'format'],
    ["Base58's missing letters 0OIl", `0OIl${'1'.repeat(80)}`, 'format'],
    ['a 1 MB string', 'A'.repeat(1024 * 1024), 'format'],
    ['short Base58', bs58.encode(new Uint8Array(32).fill(7)), 'length'],
    ['nothing', '   ', 'empty'],
  ])('refuses %s', (_case, input, error) => {
    expect(parsePrivateKey(input)).toMatchObject({ ok: false, error });
  });
});

describe('the private key parser at its limits', () => {
  it('reads a JSON array of up to 2000 characters, and refuses a longer one before parsing it', () => {
    // 64 ones with spaces around each: exactly 2000 characters, then one more.
    const spaced = `[${Array.from({ length: 64 }, () => ' 1 ').join(',')}]`;
    const padded = spaced.replace('[', `[${' '.repeat(2000 - spaced.length)}`);
    expect(padded).toHaveLength(2000);
    expect(parsePrivateKey(padded)).toMatchObject({ ok: true });
    expect(parsePrivateKey(padded.replace('[', '[ '))).toEqual({ ok: false, error: 'format' });
  });

  it('refuses JSON that is not a list of bytes', () => {
    for (const text of ['[1,2', '{"0":1}', '[1.5]', '["1"]', '[null]', '[true]']) {
      expect(parsePrivateKey(text)).toEqual({ ok: false, error: 'format' });
    }
    expect(parsePrivateKey('[0,255]')).toEqual({ ok: false, error: 'length', length: 2 });
  });

  it('reads Base58 of up to 100 characters, and refuses a longer text or a character outside Base58', () => {
    const hundred = '2'.repeat(100);
    expect(parsePrivateKey(hundred)).toMatchObject({ ok: false, error: 'length' });
    expect(parsePrivateKey(`${hundred}2`)).toEqual({ ok: false, error: 'format' });
    for (const text of ['0abc', 'abcO', 'Il', '+abc', 'abc def']) {
      expect(parsePrivateKey(text)).toEqual({ ok: false, error: 'format' });
    }
  });

  it('writes bytes as Base58 that read back the same', () => {
    const bytes = Uint8Array.from({ length: 64 }, (_, index) => (index * 7) % 256);
    expect(parsePrivateKey(toBase58(bytes))).toEqual({ ok: true, bytes });
  });
});
