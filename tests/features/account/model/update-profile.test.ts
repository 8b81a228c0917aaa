import { describe, expect, it } from 'vitest';
import { updateProfile, type ProfileApi } from '../../../../src/features/account/model/update-profile';
import { ApiError } from '../../../../src/lib/api-error';

/** A profile API that succeeds unless told otherwise, and lists the calls it got. */
function profileApi(overrides: Partial<ProfileApi> = {}) {
  const calls: string[] = [];
  const api: ProfileApi = {
    isUsernameTaken: (name) => {
      calls.push(`taken? ${name}`);
      return overrides.isUsernameTaken ? overrides.isUsernameTaken(name) : Promise.resolve(false);
    },
    isCurrentPassword: (request) => {
      calls.push(`current? ${request.username} ${request.password}`);
      return overrides.isCurrentPassword ? overrides.isCurrentPassword(request) : Promise.resolve(true);
    },
    renameUser: (request) => {
      calls.push(`rename ${request.documentId} ${request.username}`);
      return overrides.renameUser ? overrides.renameUser(request) : Promise.resolve();
    },
    updatePassword: (request) => {
      calls.push(`password ${request.documentId} ${request.password}`);
      return overrides.updatePassword ? overrides.updatePassword(request) : Promise.resolve();
    },
  };
  return { api, calls };
}

const change = { documentId: 'doc', currentUsername: 'ash', newUsername: '', currentPassword: '', newPassword: '' };
const refuse = (error: Error) => () => Promise.reject(error);

describe('saving the profile', () => {
  it('renames alone, trimmed, after checking the name is free, and changes no password', async () => {
    const { api, calls } = profileApi();
    expect(await updateProfile({ ...change, newUsername: '  red ' }, api)).toEqual({
      ok: true,
      renamedTo: 'red',
      passwordChanged: false,
    });
    expect(calls).toEqual(['taken? red', 'rename doc red']);
  });

  it('changes the password alone after checking the current one under the current name', async () => {
    const { api, calls } = profileApi();
    expect(await updateProfile({ ...change, currentPassword: 'old', newPassword: 'newpass' }, api)).toEqual({
      ok: true,
      renamedTo: null,
      passwordChanged: true,
    });
    expect(calls).toEqual(['current? ash old', 'password doc newpass']);
  });

  it('does nothing, successfully, when nothing changed', async () => {
    const { api, calls } = profileApi();
    expect(await updateProfile({ ...change, newUsername: 'ash' }, api)).toEqual({
      ok: true,
      renamedTo: null,
      passwordChanged: false,
    });
    expect(calls).toEqual([]);
  });

  it('refuses without an account document, before asking anything', async () => {
    const { api, calls } = profileApi();
    for (const documentId of [undefined, '']) {
      expect(await updateProfile({ ...change, documentId, newUsername: 'red' }, api)).toEqual({
        ok: false,
        error: 'notAuthenticated',
        renamedTo: null,
      });
    }
    expect(calls).toEqual([]);
  });

  it('refuses a taken name and changes nothing, the password included', async () => {
    const { api, calls } = profileApi({ isUsernameTaken: () => Promise.resolve(true) });
    const outcome = await updateProfile({ ...change, newUsername: 'red', currentPassword: 'o', newPassword: 'n' }, api);
    expect(outcome).toEqual({ ok: false, error: 'usernameTaken', renamedTo: null });
    expect(calls).toEqual(['taken? red']);
  });

  it("says 'generic' when a check itself fails, and changes nothing", async () => {
    const failed = { ok: false, error: 'generic', renamedTo: null };
    const taken = profileApi({ isUsernameTaken: refuse(new ApiError({ kind: 'network' })) });
    expect(await updateProfile({ ...change, newUsername: 'red' }, taken.api)).toEqual(failed);
    const current = profileApi({ isCurrentPassword: refuse(new ApiError({ kind: 'timeout' })) });
    expect(
      await updateProfile({ ...change, newUsername: 'red', currentPassword: 'o', newPassword: 'n' }, current.api),
    ).toEqual(failed);
    expect(current.calls).toEqual(['taken? red', 'current? ash o']);
  });

  it("shows the server's text when the rename fails, and stops before the password", async () => {
    const { api, calls } = profileApi({
      renameUser: refuse(new ApiError({ kind: 'http', status: 409, serverMessage: 'Name reserved' })),
    });
    expect(await updateProfile({ ...change, newUsername: 'red', currentPassword: 'o', newPassword: 'n' }, api)).toEqual(
      {
        ok: false,
        error: 'errorUpdatingUsername',
        serverMessage: 'Name reserved',
        renamedTo: null,
      },
    );
    expect(calls).toEqual(['taken? red', 'current? ash o', 'rename doc red']);
    const other = profileApi({ renameUser: refuse(new Error('offline')) });
    expect(await updateProfile({ ...change, newUsername: 'red' }, other.api)).toMatchObject({
      error: 'errorUpdatingUsername',
      serverMessage: undefined,
    });
  });

  it("shows the server's text when the password change fails, saying the rename before it went through", async () => {
    const { api } = profileApi({
      updatePassword: refuse(new ApiError({ kind: 'http', status: 400, serverMessage: 'Too weak' })),
    });
    expect(await updateProfile({ ...change, newUsername: 'red', currentPassword: 'o', newPassword: 'n' }, api)).toEqual(
      {
        ok: false,
        error: 'errorUpdatingPassword',
        serverMessage: 'Too weak',
        renamedTo: 'red',
      },
    );
  });

  it("says 'failed to update password' only when the server answered the change with nothing", async () => {
    const empty = profileApi({ updatePassword: refuse(new ApiError({ kind: 'empty' })) });
    expect(await updateProfile({ ...change, currentPassword: 'o', newPassword: 'n' }, empty.api)).toEqual({
      ok: false,
      error: 'failedToUpdatePassword',
      renamedTo: null,
    });
    for (const kind of ['malformed', 'network', 'refused'] as const) {
      const other = profileApi({ updatePassword: refuse(new ApiError({ kind })) });
      expect(await updateProfile({ ...change, currentPassword: 'o', newPassword: 'n' }, other.api)).toMatchObject({
        error: 'errorUpdatingPassword',
      });
    }
  });

  it('refuses a wrong current password before renaming', async () => {
    const { api, calls } = profileApi({ isCurrentPassword: () => Promise.resolve(false) });
    expect(await updateProfile({ ...change, newUsername: 'red', currentPassword: 'o', newPassword: 'n' }, api)).toEqual(
      {
        ok: false,
        error: 'currentIncorrect',
        renamedTo: null,
      },
    );
    expect(calls).not.toContain('rename doc red');
  });
});

describe('saving a new name and a new password at once', () => {
  const both = { ...change, newUsername: 'red', currentPassword: 'old', newPassword: 'newpass' };

  it('checks everything before it changes anything', async () => {
    const { calls, api } = profileApi({ isCurrentPassword: () => Promise.resolve(false) });
    expect(await updateProfile(both, api)).toEqual({ ok: false, error: 'currentIncorrect', renamedTo: null });
    expect(calls).toEqual(['taken? red', 'current? ash old']);
  });

  it('renames and changes the password, checking the password with the old name', async () => {
    const { calls, api } = profileApi();
    expect(await updateProfile(both, api)).toEqual({ ok: true, renamedTo: 'red', passwordChanged: true });
    expect(calls).toEqual(['taken? red', 'current? ash old', 'rename doc red', 'password doc newpass']);
  });

  it('refuses without a document id and for a taken name', async () => {
    expect(await updateProfile({ ...both, documentId: undefined }, profileApi().api)).toMatchObject({
      error: 'notAuthenticated',
    });
    expect(await updateProfile(both, profileApi({ isUsernameTaken: () => Promise.resolve(true) }).api)).toMatchObject({
      error: 'usernameTaken',
    });
  });

  it('reports a failed password change after a rename that went through', async () => {
    const outcome = await updateProfile(both, profileApi({ updatePassword: refuse(new Error('x')) }).api);
    expect(outcome).toEqual({ ok: false, error: 'errorUpdatingPassword', renamedTo: 'red', serverMessage: undefined });
    const empty = await updateProfile(
      both,
      profileApi({ updatePassword: refuse(new ApiError({ kind: 'empty' })) }).api,
    );
    expect(empty).toMatchObject({ error: 'failedToUpdatePassword' });
  });

  it('leaves the name alone when it is unchanged or blank', async () => {
    const { calls, api } = profileApi();
    await updateProfile({ ...both, newUsername: ' ash ' }, api);
    await updateProfile({ ...both, newUsername: '' }, api);
    expect(calls.filter((call) => call.startsWith('rename') || call.startsWith('taken'))).toEqual([]);
  });
});
