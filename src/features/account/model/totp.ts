import { Secret, TOTP } from 'otpauth';

/** SHA1, 30 s, 6 digits, a window of one step either side. */
export const TOTP_SETTINGS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;

export function newTotpSecret(): string {
  // Stryker disable next-line ObjectLiteral: 20 bytes (160 bits, as RFC 4226 recommends) is otpauth's default too.
  return new Secret({ size: 20 }).base32;
}

// Stryker disable next-line StringLiteral: the issuer and label name the account in the URI; codes do not
// depend on them.
function totp(secret: string, issuer = '', label = ''): TOTP {
  return new TOTP({ ...TOTP_SETTINGS, issuer, label, secret: Secret.fromBase32(secret) });
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function totpUri(secret: string, issuer: string, label: string): string {
  return totp(secret, issuer, label).toString();
}

/** Checks a code locally, one step early or late accepted. */
export function verifyTotp(secret: string, code: string, now = Date.now()): boolean {
  // Stryker disable next-line ConditionalExpression,Regex: a shortcut; otpauth compares the whole code, so anything but
  // six digits fails there too.
  if (!/^\d{6}$/.test(code)) return false;
  return totp(secret).validate({ token: code, timestamp: now, window: 1 }) !== null;
}

export function totpCode(secret: string, now = Date.now()): string {
  return totp(secret).generate({ timestamp: now });
}

/** The secret as people copy it by hand: groups of four. */
export function groupSecret(secret: string): string {
  return (secret.match(/.{1,4}/g) ?? []).join(' ');
}
