import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { CODE_LENGTH, SixDigitCodeField } from '../../components/six-digit-code-field';
import { useAuth, type SessionData } from '../auth-context';

interface LoginTwoFactorDialogProps {
  userId: string;
  onCancel: () => void;
  onVerified: (session: SessionData) => void;
}

/** Mounted only while open, so the code typed here is gone as soon as it closes. */
export function LoginTwoFactorDialog({ userId, onCancel, onVerified }: LoginTwoFactorDialogProps) {
  const { t } = useTranslation();
  const { verifyTwoFactor } = useAuth();
  const [code, setCode] = useState('');
  const [verifying, setVerifying] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const canVerify = code.length === CODE_LENGTH && !verifying;

  const verify = async () => {
    if (!canVerify) return;
    setVerifying(true);
    setError(null);
    const outcome = await verifyTwoFactor(userId, code);
    if (outcome.kind === 'session' && outcome.user) {
      onVerified({ token: outcome.token, user: outcome.user });
      return;
    }
    setVerifying(false);
    setError(t(`errors.${outcome.kind === 'error' ? outcome.error : 'verificationFailed'}`));
  };

  return (
    <Dialog open onClose={verifying ? undefined : onCancel} aria-labelledby="login-2fa-title" maxWidth="xs" fullWidth>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void verify();
        }}
      >
        <DialogTitle id="login-2fa-title">{t('twoFactorLogin.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('twoFactorLogin.prompt')}</DialogContentText>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <SixDigitCodeField
            label={t('twoFactorLogin.codeLabel')}
            value={code}
            onChange={setCode}
            disabled={verifying}
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={verifying}>
            {t('twoFactorLogin.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!canVerify}
            startIcon={verifying ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {t('twoFactorLogin.verify')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
