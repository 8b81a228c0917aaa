import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DisabledReason } from '../../../components/disabled-reason';
import { useToast } from '../../../components/toast';
import { useAuth, useSignedInUser } from '../../../auth/auth-context';
import { displayName, GUEST_ID } from '../../../auth/model/user';
import { useCheckCurrentPassword } from '../api/check-current-password';
import { useCheckUsername } from '../api/check-username';
import { useRenameUser } from '../api/rename-user';
import { useUpdatePassword } from '../api/update-password';
import { emptyProfile, profileSchema, type ProfileFieldErrorKey, type ProfileValues } from '../model/profile-form';
import { updateProfile, type ProfileApi, type ProfileErrorKey } from '../model/update-profile';

/** The calls a profile change makes, in the order update-profile.ts runs them. */
function useProfileApi(): ProfileApi {
  const checkUsername = useCheckUsername();
  const checkPassword = useCheckCurrentPassword();
  const rename = useRenameUser();
  const updatePassword = useUpdatePassword();
  return {
    isUsernameTaken: checkUsername.mutateAsync,
    isCurrentPassword: checkPassword.mutateAsync,
    renameUser: rename.mutateAsync,
    updatePassword: updatePassword.mutateAsync,
  };
}

/** Mounted only while open: what was typed here, passwords included, is gone when it closes. */
export function EditProfileDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const user = useSignedInUser();
  const { updateUser } = useAuth();
  const api = useProfileApi();
  const name = displayName(user);
  const reasonId = useId();
  const [showPasswords, setShowPasswords] = useState(false);
  const [error, setError] = useState<{ key: ProfileErrorKey; serverMessage?: string } | null>(null);
  const [success, setSuccess] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProfileValues>({ resolver: zodResolver(profileSchema), defaultValues: emptyProfile });
  const values = useWatch({ control });
  const nothingToSave =
    (values.username ?? '').trim() === '' && !values.currentPassword && !values.newPassword && !values.confirmPassword;
  const fieldError = (message?: string) =>
    message ? t(`account.edit.errors.${message as ProfileFieldErrorKey}`) : undefined;

  const onSubmit = async (form: ProfileValues) => {
    setError(null);
    setSuccess(false);
    const outcome = await updateProfile(
      {
        documentId: user.id === GUEST_ID ? undefined : user.documentId,
        currentUsername: name,
        newUsername: form.username,
        currentPassword: form.currentPassword,
        newPassword: form.newPassword,
      },
      api,
    );
    if (outcome.renamedTo) updateUser({ name: outcome.renamedTo, user: outcome.renamedTo });
    if (!outcome.ok) {
      setError({ key: outcome.error, serverMessage: outcome.serverMessage });
      return;
    }
    reset(emptyProfile);
    // The dialog closes unless both the name and the password were changed.
    if (outcome.renamedTo && outcome.passwordChanged) setSuccess(true);
    else {
      toast(t('account.edit.success'));
      onClose();
    }
  };

  const passwordType = showPasswords ? 'text' : 'password';
  return (
    <Dialog
      open
      onClose={isSubmitting ? undefined : onClose}
      aria-labelledby="edit-profile-title"
      maxWidth="xs"
      fullWidth
    >
      <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
        <DialogTitle id="edit-profile-title">{t('account.edit.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && <Alert severity="error">{error.serverMessage ?? t(`account.edit.errors.${error.key}`)}</Alert>}
            {success && <Alert severity="success">{t('account.edit.success')}</Alert>}
            <TextField
              label={t('account.edit.newUsername')}
              autoComplete="username"
              helperText={fieldError(errors.username?.message) ?? t('account.edit.usernameHelp', { name })}
              error={Boolean(errors.username)}
              {...register('username')}
            />
            <Typography variant="subtitle2">{t('account.edit.passwordSection')}</Typography>
            <TextField
              type={passwordType}
              label={t('account.edit.currentPassword')}
              autoComplete="current-password"
              error={Boolean(errors.currentPassword)}
              helperText={fieldError(errors.currentPassword?.message)}
              {...register('currentPassword')}
            />
            <TextField
              type={passwordType}
              label={t('account.edit.newPassword')}
              autoComplete="new-password"
              error={Boolean(errors.newPassword)}
              helperText={fieldError(errors.newPassword?.message)}
              {...register('newPassword')}
            />
            <TextField
              type={passwordType}
              label={t('account.edit.confirmPassword')}
              autoComplete="new-password"
              error={Boolean(errors.confirmPassword)}
              helperText={fieldError(errors.confirmPassword?.message)}
              {...register('confirmPassword')}
            />
            <FormControlLabel
              control={<Switch checked={showPasswords} onChange={(event) => setShowPasswords(event.target.checked)} />}
              label={t('account.edit.show')}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap' }}>
          <DisabledReason
            id={reasonId}
            reason={nothingToSave && !isSubmitting ? t('account.edit.nothingToSave') : null}
            sx={{ mr: 'auto', pl: 1 }}
          />
          <Button onClick={onClose} disabled={isSubmitting}>
            {t('account.edit.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={isSubmitting || nothingToSave}
            aria-describedby={nothingToSave && !isSubmitting ? reasonId : undefined}
            startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {isSubmitting ? t('account.edit.saving') : t('account.edit.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
