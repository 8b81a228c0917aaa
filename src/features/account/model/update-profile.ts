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
  isCurrentPassword: (username: string, password: string) => Promise<boolean>;
  renameUser: (documentId: string, username: string) => Promise<void>;
  updatePassword: (documentId: string, password: string) => Promise<void>;
  isEmptyReply: (error: unknown) => boolean;
}

interface ProfileChange {
  documentId: string | undefined;
  currentUsername: string;
  newUsername: string;
  currentPassword: string;
  newPassword: string;
}

/**
 * SPEC §4–§5 in order: a real account, a free name, the right current password — all checked before anything
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
    if (changingPassword && !(await api.isCurrentPassword(currentUsername, currentPassword))) {
      return { ok: false, error: 'currentIncorrect', renamedTo };
    }
  } catch {
    return { ok: false, error: 'generic', renamedTo };
  }
  if (renaming) {
    try {
      await api.renameUser(documentId, newUsername);
      renamedTo = newUsername;
    } catch (error) {
      return { ok: false, error: 'errorUpdatingUsername', serverMessage: serverText(error), renamedTo };
    }
  }
  if (changingPassword) {
    try {
      await api.updatePassword(documentId, newPassword);
    } catch (error) {
      if (api.isEmptyReply(error)) return { ok: false, error: 'failedToUpdatePassword', renamedTo };
      return { ok: false, error: 'errorUpdatingPassword', serverMessage: serverText(error), renamedTo };
    }
  }
  return { ok: true, renamedTo, passwordChanged: changingPassword };
}

const serverText = (error: unknown) => (isApiError(error) ? error.serverMessage : undefined);
