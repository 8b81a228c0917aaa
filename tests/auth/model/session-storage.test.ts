// @vitest-environment happy-dom
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearStoredSession,
  hasStoredToken,
  readStoredSession,
  TOKEN_KEY,
  USER_KEY,
  writeStoredSession,
} from '../../../src/auth/model/session-storage';
import { displayName, guestUser, toStoredUser, type StoredUser } from '../../../src/auth/model/user';
import { storageDisabled, storageFull } from '../../refused-storage';

const ash: StoredUser = { id: '7', documentId: 'doc7', email: 'ash@example.com', name: 'ash', token: 'tok' };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the session kept in storage', () => {
  it("is kept under the keys 'token' and 'user', so a session stored by an earlier version still signs in", () => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem('user', JSON.stringify(ash));
    expect(readStoredSession('PoolBot')).toEqual({ status: 'authenticated', user: ash, token: 'tok' });
    clearStoredSession();
    writeStoredSession({ ...ash, token: 'new' });
    expect(localStorage.getItem('token')).toBe('new');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual({ ...ash, token: 'new' });
  });

  it('is the stored user with the stored token, which wins over the token inside the user', () => {
    localStorage.setItem(TOKEN_KEY, 'fresh');
    localStorage.setItem(USER_KEY, JSON.stringify(ash));
    expect(readStoredSession('PoolBot')).toEqual({
      status: 'authenticated',
      user: { ...ash, token: 'fresh' },
      token: 'fresh',
    });
  });

  it('is the guest user when a token is stored without a user', () => {
    localStorage.setItem(TOKEN_KEY, 'tok');
    expect(readStoredSession('PoolBot')).toEqual({
      status: 'authenticated',
      user: { id: 'guest', documentId: 'guest', email: 'guest@poolbot.local', name: 'Utente', token: 'tok' },
      token: 'tok',
    });
  });

  it('is anonymous without a token, and a user left without one is removed', () => {
    expect(readStoredSession('PoolBot')).toEqual({ status: 'anonymous', corrupt: false });
    localStorage.setItem(USER_KEY, JSON.stringify(ash));
    expect(readStoredSession('PoolBot')).toEqual({ status: 'anonymous', corrupt: false });
    expect(localStorage.getItem(USER_KEY)).toBeNull();
  });

  it('is anonymous with an empty token, which is no session', () => {
    localStorage.setItem(TOKEN_KEY, '');
    localStorage.setItem(USER_KEY, JSON.stringify(ash));
    expect(readStoredSession('PoolBot')).toEqual({ status: 'anonymous', corrupt: false });
  });

  it('is anonymous and says so when the stored user cannot be read, and both keys are removed', () => {
    for (const corrupt of ['{"id":', JSON.stringify({ ...ash, id: '' }), JSON.stringify({ id: '7' }), '[]']) {
      localStorage.setItem(TOKEN_KEY, 'tok');
      localStorage.setItem(USER_KEY, corrupt);
      expect(readStoredSession('PoolBot')).toEqual({ status: 'anonymous', corrupt: true });
      expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
      expect(localStorage.getItem(USER_KEY)).toBeNull();
    }
  });

  it('is anonymous, without touching anything, when the browser refuses storage', () => {
    storageDisabled();
    expect(readStoredSession('PoolBot')).toEqual({ status: 'anonymous', corrupt: false });
    expect(hasStoredToken()).toBe(false);
  });

  it('exists as soon as a token is stored, even an empty one, without reading the user', () => {
    expect(hasStoredToken()).toBe(false);
    localStorage.setItem(USER_KEY, 'not json');
    expect(hasStoredToken()).toBe(false);
    localStorage.setItem(TOKEN_KEY, '');
    expect(hasStoredToken()).toBe(true);
    expect(localStorage.getItem(USER_KEY)).toBe('not json');
  });

  it('is written as the token and the user, and read back as it was', () => {
    fc.assert(
      fc.property(
        fc.record(
          {
            id: fc.string({ minLength: 1 }),
            documentId: fc.string(),
            email: fc.string(),
            name: fc.string(),
            token: fc.string({ minLength: 1 }),
            user: fc.string(),
          },
          { requiredKeys: ['id', 'email', 'name', 'token'] },
        ),
        (user) => {
          expect(writeStoredSession(user)).toBe(true);
          expect(localStorage.getItem(TOKEN_KEY)).toBe(user.token);
          expect(readStoredSession('PoolBot')).toEqual({ status: 'authenticated', user, token: user.token });
        },
      ),
    );
  });

  it('says so when storage refuses the write', () => {
    storageFull();
    expect(writeStoredSession(ash)).toBe(false);
    vi.restoreAllMocks();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('is cleared whole, and clearing never throws', () => {
    writeStoredSession(ash);
    clearStoredSession();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    storageDisabled();
    expect(() => clearStoredSession()).not.toThrow();
  });
});

describe('the stored user', () => {
  it('is made from the record the server sent, named by its username, else its name, else its email, else its id', () => {
    const record = { id: '7', documentId: 'd', email: 'e@x', username: 'u', name: 'n' };
    expect(toStoredUser(record, 'tok')).toEqual({ id: '7', documentId: 'd', email: 'e@x', name: 'u', token: 'tok' });
    expect(toStoredUser({ ...record, username: undefined }, 'tok').name).toBe('n');
    expect(toStoredUser({ id: '7', email: 'e@x' }, 'tok').name).toBe('e@x');
    expect(toStoredUser({ id: '7' }, 'tok')).toEqual({
      id: '7',
      documentId: undefined,
      email: '',
      name: '7',
      token: 'tok',
    });
  });

  it('is a guest whose address is on the product name in lower case', () => {
    expect(guestUser('tok', 'Nimbus POOL')).toMatchObject({
      id: 'guest',
      email: 'guest@nimbus pool.local',
      token: 'tok',
    });
  });

  it('is shown by the username it renamed itself to, else its name', () => {
    expect(displayName(ash)).toBe('ash');
    expect(displayName({ ...ash, user: 'misty' })).toBe('misty');
  });
});
