import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  emptyProfile,
  PASSWORD_MIN,
  profileSchema,
  type ProfileValues,
} from '../../../../src/features/account/model/profile-form';

/** Every message the form gets, as `field:key`. */
const messagesOf = (change: Partial<ProfileValues>) => {
  const result = profileSchema.safeParse({ ...emptyProfile, ...change });
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
};
const passwords = { currentPassword: 'old-secret', newPassword: 'secret', confirmPassword: 'secret' };

describe('the Edit Profile form', () => {
  it('starts empty, and empty it is valid: nothing is changed', () => {
    expect(emptyProfile).toEqual({ username: '', currentPassword: '', newPassword: '', confirmPassword: '' });
    expect(messagesOf({})).toEqual([]);
  });

  it('takes a username of up to 64 characters, counted after trimming, and trims it', () => {
    expect(messagesOf({ username: 'u'.repeat(64) })).toEqual([]);
    expect(messagesOf({ username: ` ${'u'.repeat(64)} ` })).toEqual([]);
    expect(messagesOf({ username: 'u'.repeat(65) })).toEqual(['username:usernameTooLong']);
    expect(profileSchema.parse({ ...emptyProfile, username: '  red ' }).username).toBe('red');
  });

  it('changes the password with the current one, a new one of at least 6 characters and the same confirmation', () => {
    expect(PASSWORD_MIN).toBe(6);
    expect(messagesOf(passwords)).toEqual([]);
  });

  it('asks for the current and the new password as soon as any password field is filled', () => {
    expect(messagesOf({ currentPassword: 'old-secret' })).toEqual(['newPassword:newRequired']);
    expect(messagesOf({ newPassword: 'secret', confirmPassword: 'secret' })).toEqual([
      'currentPassword:currentRequired',
    ]);
    expect(messagesOf({ confirmPassword: 'secret' })).toEqual([
      'currentPassword:currentRequired',
      'newPassword:newRequired',
    ]);
  });

  it('says nothing of length or confirmation while the new password is empty', () => {
    expect(messagesOf({ currentPassword: 'old', confirmPassword: 'x' })).toEqual(['newPassword:newRequired']);
  });

  it('refuses a new password shorter than 6 characters, and takes 6', () => {
    expect(messagesOf({ ...passwords, newPassword: '12345', confirmPassword: '12345' })).toEqual([
      'newPassword:tooShort',
    ]);
    expect(messagesOf({ ...passwords, newPassword: '123456', confirmPassword: '123456' })).toEqual([]);
  });

  it('refuses a confirmation that differs from the new password, on the confirmation', () => {
    expect(messagesOf({ ...passwords, confirmPassword: 'secreT' })).toEqual(['confirmPassword:mismatch']);
    expect(messagesOf({ ...passwords, confirmPassword: '' })).toEqual(['confirmPassword:mismatch']);
    expect(messagesOf({ ...passwords, newPassword: '123', confirmPassword: '1234' })).toEqual([
      'newPassword:tooShort',
      'confirmPassword:mismatch',
    ]);
  });

  it('accepts exactly the changes that keep every rule', () => {
    const field = fc.constantFrom('', 'a', 'abcde', 'abcdef', 'abcdefg');
    fc.assert(
      fc.property(field, field, field, (currentPassword, newPassword, confirmPassword) => {
        const touched = currentPassword !== '' || newPassword !== '' || confirmPassword !== '';
        const valid =
          !touched || (currentPassword !== '' && newPassword.length >= PASSWORD_MIN && newPassword === confirmPassword);
        expect(messagesOf({ currentPassword, newPassword, confirmPassword }).length === 0).toBe(valid);
      }),
    );
  });
});
