import bs58 from 'bs58';

export const SECRET_KEY_LENGTH = 64;
/** A 64-byte key is 87–88 Base58 characters; anything far longer is not a key, and is refused before decoding. */
const MAX_BASE58_LENGTH = 100;
// Stryker disable next-line Regex: a shortcut; bs58 refuses any character outside its alphabet as well.
const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/;

export type KeyParseResult =
  | { ok: true; bytes: Uint8Array }
  | { ok: false; error: 'empty' | 'format' }
  | { ok: false; error: 'length'; length: number };

/** Pure and total: Base58 (Phantom) or a JSON array of byte values; never throws. */
export function parsePrivateKey(input: string): KeyParseResult {
  const text = input.trim();
  if (text === '') return { ok: false, error: 'empty' };
  const bytes = text.startsWith('[') ? fromJsonArray(text) : fromBase58(text);
  if (!bytes) return { ok: false, error: 'format' };
  if (bytes.length !== SECRET_KEY_LENGTH) return { ok: false, error: 'length', length: bytes.length };
  return { ok: true, bytes };
}

function fromJsonArray(text: string): Uint8Array | null {
  if (text.length > 2000) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(value)) return null;
  const isByte = (item: unknown): item is number =>
    typeof item === 'number' && Number.isInteger(item) && item >= 0 && item <= 255;
  return value.every(isByte) ? Uint8Array.from(value) : null;
}

function fromBase58(text: string): Uint8Array | null {
  if (text.length > MAX_BASE58_LENGTH || !BASE58.test(text)) return null;
  try {
    return bs58.decode(text);
  } catch {
    return null;
  }
}

export function toBase58(bytes: Uint8Array): string {
  return bs58.encode(bytes);
}
