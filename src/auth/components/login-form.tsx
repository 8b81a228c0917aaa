import { useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import * as z from 'zod/mini';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Box from '@mui/material/Box';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslation } from 'react-i18next';
import { DeferredAlert, preloadAlert } from '../../components/deferred-alert';
import { OutlinedField } from '../../components/outlined-field';
import { useAuth, type SessionData } from '../auth-context';
import type { LoginError } from '../model/replies';

/**
 * The second-factor dialog (and MUI's Dialog with it) is fetched when the form is sent, while the request runs, and
 * shown once both are there. A fetch that fails is tried again on the next submit.
 */
const loadTwoFactorDialog = () => import('./login-two-factor-dialog');
type TwoFactorDialog = typeof import('./login-two-factor-dialog').LoginTwoFactorDialog;

/** The app moves on to the dashboard about 100 ms after a successful sign-in. */
export const POST_LOGIN_DELAY_MS = 100;

const loginSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1, 'login.usernameRequired')),
  password: z.string().check(z.minLength(1, 'login.passwordRequired')),
});
type LoginValues = z.infer<typeof loginSchema>;

/**
 * The schema is checked only when the form is sent (and again as fields change after that), so its resolver is
 * fetched then, not with the page. If it cannot be fetched, the form goes to the server unchecked: the server checks
 * it anyway, and the sign-in request says what went wrong with the network.
 */
const loginResolver: Resolver<LoginValues> = async (values, context, options) => {
  const resolvers = await import('@hookform/resolvers/zod').catch(() => null);
  if (!resolvers) return { values, errors: {} };
  return resolvers.zodResolver(loginSchema)(values, context, options);
};
type LoginFieldError = 'login.usernameRequired' | 'login.passwordRequired';

interface LoginFormProps {
  /** Called after the session has started, to go on to the dashboard. */
  onSignedIn: () => void;
}

export function LoginForm({ onSignedIn }: LoginFormProps) {
  const { t } = useTranslation();
  const { login, startSession } = useAuth();
  const [error, setError] = useState<LoginError | null>(null);
  const [twoFactor, setTwoFactor] = useState<{ userId: string; Dialog: TwoFactorDialog } | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const inFlight = useRef(false);
  const {
    register,
    handleSubmit,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ resolver: loginResolver, defaultValues: { username: '', password: '' } });

  const finish = (session: SessionData) => {
    setFinishing(true);
    setTwoFactor(null);
    window.setTimeout(() => {
      startSession(session);
      onSignedIn();
    }, POST_LOGIN_DELAY_MS);
  };

  const onSubmit = async ({ username, password }: LoginValues) => {
    // Enter pressed twice, or a click during the request, must not send a second request.
    if (inFlight.current) return;
    inFlight.current = true;
    setError(null);
    // Fetched while the request runs, for whichever the answer needs.
    const dialog = loadTwoFactorDialog();
    dialog.catch(() => undefined);
    preloadAlert();
    try {
      const outcome = await login(username.trim(), password);
      if (outcome.kind === 'session') finish({ token: outcome.token, user: outcome.user });
      else if (outcome.kind === 'twoFactor') {
        // Without its code there is no way to enter the second factor: say so, as for any request that fails.
        const loaded = await dialog.catch(() => null);
        if (loaded) setTwoFactor({ userId: outcome.userId, Dialog: loaded.LoginTwoFactorDialog });
        else setError({ key: 'network' });
      } else {
        setError(outcome.error);
        resetField('password');
      }
    } finally {
      inFlight.current = false;
    }
  };

  const busy = isSubmitting || finishing;
  const fieldError = (message: string | undefined) => (message ? t(message as LoginFieldError) : undefined);

  return (
    <>
      <Box
        component="form"
        noValidate
        sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
        aria-label={t('login.submit')}
      >
        {error && (
          <DeferredAlert severity="error" role="alert">
            {error.serverMessage ?? t(`errors.${error.key}`)}
          </DeferredAlert>
        )}
        <OutlinedField
          label={t('login.username')}
          autoComplete="username"
          autoFocus
          disabled={busy}
          error={Boolean(errors.username)}
          helperText={fieldError(errors.username?.message)}
          {...register('username')}
        />
        <OutlinedField
          label={t('login.password')}
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          disabled={busy}
          error={Boolean(errors.password)}
          helperText={fieldError(errors.password?.message)}
          {...register('password')}
          endAdornment={
            <InputAdornment position="end">
              <IconButton
                onClick={() => setShowPassword((shown) => !shown)}
                edge="end"
                aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}
                // The browser's own tooltip: MUI's would bring its popper to the sign-in page's budget.
                title={showPassword ? t('login.hidePassword') : t('login.showPassword')}
              >
                {showPassword ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          }
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {t('login.submit')}
        </Button>
      </Box>
      {twoFactor && (
        <twoFactor.Dialog userId={twoFactor.userId} onCancel={() => setTwoFactor(null)} onVerified={finish} />
      )}
    </>
  );
}
