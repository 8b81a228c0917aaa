import { isApiError } from '../../../lib/api-error';

export type ProfileErrorKey =
  | 'notAuthenticated'
  | 'usernameTaken'
  | 'currentIncorrect'
  | 'failedToUpdatePassword'
  | 'errorUpdatingUsername'
  | 'errorUpdatingPassword'
  | 'generic';

export type ProfileOutcome =
  | { ok: true; renamedTo: string | null; passwordChanged: boolean }
  | { ok: false; error: ProfileErrorKey; serverMessage?: string; renamedTo: string | null };

export interface ProfileApi {
  isUsernameTaken: (username: string) => Promise<boolean>;
  isCurrentPassword: (request: { username: string; password: string }) => Promise<boolean>;
  renameUser: (request: { documentId: string; username: string }) => Promise<void>;
  updatePassword: (request: { documentId: string; password: string }) => Promise<void>;
}

interface ProfileChange {
  documentId: string | undefined;
  currentUsername: string;
  newUsername: string;
  currentPassword: string;
  newPassword: string;
}

/**
 * In order: a real account, a free name, the right current password — all checked before anything
 * changes — then the rename and the password change.
 */
export async function updateProfile(change: ProfileChange, api: ProfileApi): Promise<ProfileOutcome> {
  const { documentId, currentUsername, currentPassword, newPassword } = change;
  const newUsername = change.newUsername.trim();
  const renaming = newUsername !== '' && newUsername !== currentUsername;
  const changingPassword = newPassword !== '';
  let renamedTo: string | null = null;
  if (!documentId) return { ok: false, error: 'notAuthenticated', renamedTo };
  try {
    if (renaming && (await api.isUsernameTaken(newUsername))) return { ok: false, error: 'usernameTaken', renamedTo };
    if (changingPassword && !(await api.isCurrentPassword({ username: currentUsername, password: currentPassword }))) {
      return { ok: false, error: 'currentIncorrect', renamedTo };
    }
  } catch {
    return { ok: false, error: 'generic', renamedTo };
  }
  if (renaming) {
    try {
      await api.renameUser({ documentId, username: newUsername });
      renamedTo = newUsername;
    } catch (error) {
      return { ok: false, error: 'errorUpdatingUsername', serverMessage: serverText(error), renamedTo };
    }
  }
  if (changingPassword) {
    try {
      await api.updatePassword({ documentId, password: newPassword });
    } catch (error) {
      if (isApiError(error) && error.kind === 'empty') return { ok: false, error: 'failedToUpdatePassword', renamedTo };
      return { ok: false, error: 'errorUpdatingPassword', serverMessage: serverText(error), renamedTo };
    }
  }
  return { ok: true, renamedTo, passwordChanged: changingPassword };
}

const serverText = (error: unknown) => (isApiError(error) ? error.serverMessage : undefined);
