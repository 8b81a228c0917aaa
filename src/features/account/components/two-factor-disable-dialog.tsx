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
import { CODE_LENGTH, SixDigitCodeField } from '../../../components/six-digit-code-field';
import { useToast } from '../../../components/toast';
import { isApiError } from '../../../lib/api-error';
import { disableTwoFactor } from '../api/two-factor';

interface TwoFactorDisableDialogProps {
  userId: string;
  onCancel: () => void;
  onDisabled: () => void;
}

/** 2FA goes off only when the server agrees, after a current code. */
export function TwoFactorDisableDialog({ userId, onCancel, onDisabled }: TwoFactorDisableDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<'invalidCode' | 'disableFailed' | null>(null);

  const submit = async () => {
    if (code.length !== CODE_LENGTH || busy) return;
    setBusy(true);
    setError(null);
    try {
      await disableTwoFactor(userId, code);
      toast(t('account.twoFactor.disabledToast'));
      onDisabled();
    } catch (caught) {
      setBusy(false);
      const refused = isApiError(caught) && caught.kind === 'http' && (caught.status ?? 500) < 500;
      setError(refused ? 'invalidCode' : 'disableFailed');
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby="disable-2fa-title" maxWidth="xs" fullWidth>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id="disable-2fa-title">{t('account.twoFactor.disableTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('account.twoFactor.disablePrompt')}</DialogContentText>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {t(`account.twoFactor.${error}`)}
            </Alert>
          )}
          <SixDigitCodeField
            label={t('account.twoFactor.codeLabel')}
            value={code}
            onChange={setCode}
            disabled={busy}
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={busy}>
            {t('account.twoFactor.cancel')}
          </Button>
          <Button
            type="submit"
            color="error"
            variant="contained"
            disabled={busy || code.length !== CODE_LENGTH}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {t('account.twoFactor.confirmDisable')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
