import { Secret, TOTP } from 'otpauth';

/** SHA1, 30 s, 6 digits, a window of one step either side. */
export function totpFor(secret: string): TOTP {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
}

export function isValidTotp(secret: string | undefined, code: unknown): boolean {
  if (!secret || typeof code !== 'string' || !/^\d{6}$/.test(code)) return false;
  return totpFor(secret).validate({ token: code, window: 1 }) !== null;
}
