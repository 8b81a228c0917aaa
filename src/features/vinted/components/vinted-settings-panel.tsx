import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast';
import { errorText } from '../../../components/error-text';
import { useSignedInUser } from '../../../auth/auth-context';
import {
  useSaveVintedCredentials,
  useVintedCredentials,
  vintedFields,
  type VintedCredentials,
} from '../api/vinted-credentials';
import { formatDate } from '../../../lib/format/time';
import { TooltipIconButton } from '../../../components/tooltip-icon-button';

const credentialsSchema = z.object({
  email: z.pipe(z.string().check(z.trim(), z.minLength(1, 'emailRequired')), z.email('emailInvalid')),
  password: z.string().check(z.minLength(1, 'passwordRequired')),
});
type CredentialsValues = z.infer<typeof credentialsSchema>;
type FieldErrorKey = 'emailRequired' | 'emailInvalid' | 'passwordRequired';

/** A refusal, a failed request (worth trying again) and a reply that makes no sense each have their message. */
const SAVE_MESSAGES = {
  refused: 'vinted.settings.saveFailed',
  unreachable: 'vinted.settings.saveFailedRetry',
  otherwise: 'vinted.settings.saveError',
} as const;

function CredentialsForm({ userId, initial }: { userId: string; initial: VintedCredentials }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const save = useSaveVintedCredentials(userId);
  const [showPassword, setShowPassword] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CredentialsValues>({
    resolver: zodResolver(credentialsSchema),
    defaultValues: { email: initial.email, password: initial.password ?? '' },
  });
  const fieldError = (message?: string) => (message ? t(`vinted.settings.${message as FieldErrorKey}`) : undefined);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const updatedAt = savedAt ?? initial.updatedAt;
  const updatedDate = formatDate(updatedAt, i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const onSubmit = ({ email, password }: CredentialsValues) => {
    if (save.isPending) return;
    const fields = vintedFields(email.trim(), password, new Date());
    save.mutate(fields, {
      onSuccess: () => {
        setSavedAt(fields.vintedUpdatedAt);
        toast(t('vinted.settings.saved'));
      },
    });
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <Typography variant="body2" color="text.secondary">
        {t('vinted.settings.intro')}
      </Typography>
      {initial.password === null && <Alert severity="warning">{t('vinted.settings.storedPasswordUnreadable')}</Alert>}
      {save.isError && <Alert severity="error">{errorText(save.error, t, { messages: SAVE_MESSAGES })}</Alert>}
      <TextField
        type="email"
        label={t('vinted.settings.email')}
        autoComplete="off"
        required
        error={Boolean(errors.email)}
        helperText={fieldError(errors.email?.message)}
        {...register('email')}
      />
      <TextField
        type={showPassword ? 'text' : 'password'}
        label={t('vinted.settings.password')}
        autoComplete="new-password"
        required
        error={Boolean(errors.password)}
        helperText={fieldError(errors.password?.message)}
        {...register('password')}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <TooltipIconButton
                  edge="end"
                  onClick={() => setShowPassword((shown) => !shown)}
                  label={showPassword ? t('vinted.settings.hidePassword') : t('vinted.settings.showPassword')}
                >
                  {showPassword ? <VisibilityOff /> : <Visibility />}
                </TooltipIconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Typography variant="caption" color="text.secondary">
        {updatedDate ? t('vinted.settings.lastUpdate', { date: updatedDate }) : t('vinted.settings.never')}
      </Typography>
      <Button
        type="submit"
        variant="contained"
        disabled={save.isPending}
        startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        {save.isPending ? t('vinted.settings.saving') : t('vinted.settings.save')}
      </Button>
    </Stack>
  );
}

/** Vinted settings: the resale account's e-mail and password, kept in the account record. */
export default function VintedSettingsPanel() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const credentials = useVintedCredentials(user.id);
  return (
    <Box sx={{ p: 2 }}>
      {credentials.isPending && (
        <Box sx={{ display: 'grid', placeItems: 'center', p: 3 }}>
          <CircularProgress size={28} aria-label={t('app.loading')} />
        </Box>
      )}
      {credentials.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void credentials.refetch()}>
              {t('vinted.settings.retry')}
            </Button>
          }
        >
          {t('vinted.settings.fetchFailed')}
        </Alert>
      )}
      {credentials.isSuccess && <CredentialsForm userId={user.id} initial={credentials.data} />}
    </Box>
  );
}
