import { describe, expect, it } from 'vitest';
import { groupSecret, newTotpSecret, totpCode, totpUri, verifyTotp } from '../../../../src/features/account/model/totp';

describe('TOTP', () => {
  const secret = newTotpSecret();
  const now = Date.UTC(2026, 10, 21, 12, 0, 15);

  it('accepts the current code and codes one step early or late', () => {
    expect(verifyTotp(secret, totpCode(secret, now), now)).toBe(true);
    expect(verifyTotp(secret, totpCode(secret, now - 30_000), now)).toBe(true);
    expect(verifyTotp(secret, totpCode(secret, now + 30_000), now)).toBe(true);
  });

  it('refuses codes two steps off, and anything that is not six digits', () => {
    expect(verifyTotp(secret, totpCode(secret, now - 60_000), now)).toBe(false);
    expect(verifyTotp(secret, totpCode(secret, now + 60_000), now)).toBe(false);
    expect(verifyTotp(secret, '12345', now)).toBe(false);
    expect(verifyTotp(secret, 'abcdef', now)).toBe(false);
  });

  it('makes a fresh 32-character base32 secret each time, shown in groups of four', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    expect(groupSecret('ABCDEFGHIJKLMNOP')).toBe('ABCD EFGH IJKL MNOP');
    expect(groupSecret('ABCDEF')).toBe('ABCD EF');
    expect(groupSecret('')).toBe('');
  });

  it('names the product as issuer and the user as label in the otpauth URI', () => {
    const uri = totpUri(secret, 'PoolBot', 'ash');
    expect(uri).toMatch(/^otpauth:\/\/totp\/PoolBot:ash\?/);
    expect(uri).toContain('issuer=PoolBot');
    expect(uri).toContain(`secret=${secret}`);
    expect(uri).toContain('algorithm=SHA1');
    expect(uri).toContain('digits=6');
    expect(uri).toContain('period=30');
  });
});
