import { describe, expect, it } from 'vitest';
import { groupSecret, newTotpSecret, totpCode, totpUri, verifyTotp } from '../../../src/features/account/model/totp';
import { ApiError } from '../../../src/lib/api-error';
import { updateProfile, type ProfileApi } from '../../../src/features/account/model/update-profile';

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

describe('updating the profile', () => {
  function api(overrides: Partial<ProfileApi> = {}) {
    const calls: string[] = [];
    const base: ProfileApi = {
      isUsernameTaken: (name) => {
        calls.push(`taken?${name}`);
        return Promise.resolve(false);
      },
      isCurrentPassword: ({ username }) => {
        calls.push(`current?${username}`);
        return Promise.resolve(true);
      },
      renameUser: ({ username }) => {
        calls.push(`rename:${username}`);
        return Promise.resolve();
      },
      updatePassword: () => {
        calls.push('password');
        return Promise.resolve();
      },
    };
    return { calls, api: { ...base, ...overrides } };
  }
  const change = {
    documentId: 'doc',
    currentUsername: 'ash',
    newUsername: 'red',
    currentPassword: 'old',
    newPassword: 'newpass',
  };

  it('checks everything before it changes anything', async () => {
    const { calls, api: fake } = api({ isCurrentPassword: () => Promise.resolve(false) });
    expect(await updateProfile(change, fake)).toEqual({ ok: false, error: 'currentIncorrect', renamedTo: null });
    expect(calls).toEqual(['taken?red']);
  });

  it('renames and changes the password, checking the password with the old name', async () => {
    const { calls, api: fake } = api();
    expect(await updateProfile(change, fake)).toEqual({ ok: true, renamedTo: 'red', passwordChanged: true });
    expect(calls).toEqual(['taken?red', 'current?ash', 'rename:red', 'password']);
  });

  it('refuses without a document id and for a taken name', async () => {
    expect(await updateProfile({ ...change, documentId: undefined }, api().api)).toMatchObject({
      error: 'notAuthenticated',
    });
    expect(await updateProfile(change, api({ isUsernameTaken: () => Promise.resolve(true) }).api)).toMatchObject({
      error: 'usernameTaken',
    });
  });

  it('reports a failed password change after a rename that went through', async () => {
    const outcome = await updateProfile(change, api({ updatePassword: () => Promise.reject(new Error('x')) }).api);
    expect(outcome).toEqual({ ok: false, error: 'errorUpdatingPassword', renamedTo: 'red', serverMessage: undefined });
    const empty = await updateProfile(
      change,
      api({ updatePassword: () => Promise.reject(new ApiError({ kind: 'empty' })) }).api,
    );
    expect(empty).toMatchObject({ error: 'failedToUpdatePassword' });
  });

  it('leaves the name alone when it is unchanged or blank', async () => {
    const { calls, api: fake } = api();
    await updateProfile({ ...change, newUsername: ' ash ' }, fake);
    await updateProfile({ ...change, newUsername: '' }, fake);
    expect(calls.filter((call) => call.startsWith('rename') || call.startsWith('taken'))).toEqual([]);
  });
});
