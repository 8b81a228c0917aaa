import { useState } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { useTranslation } from 'react-i18next';
import { env } from '../../../config/env';
import { CODE_LENGTH, SixDigitCodeField } from '../../../components/six-digit-code-field';
import { useToast } from '../../../components/toast';
import { enableTwoFactor } from '../api/two-factor';
import { groupSecret, newTotpSecret, totpUri, verifyTotp } from '../model/totp';

type SetupError = 'invalidCode' | 'setupFailed' | 'verifyFailed';

interface TwoFactorSetupDialogProps {
  userId: string;
  username: string;
  onCancel: () => void;
  onEnabled: () => void;
}

/**
 * Loaded lazily with QR and TOTP code. The secret exists only while this dialog is mounted: it is never stored or
 * logged, and it is gone with the dialog.
 */
export default function TwoFactorSetupDialog({ userId, username, onCancel, onEnabled }: TwoFactorSetupDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [secret] = useState(newTotpSecret);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<SetupError | null>(null);
  const uri = totpUri(secret, env.productName, username);

  const verify = async () => {
    if (code.length !== CODE_LENGTH || busy) return;
    setError(null);
    let valid: boolean;
    try {
      valid = verifyTotp(secret, code);
    } catch {
      setError('verifyFailed');
      return;
    }
    if (!valid) {
      setError('invalidCode');
      return;
    }
    setBusy(true);
    try {
      await enableTwoFactor(userId, secret);
      toast(t('account.twoFactor.enabledToast'));
      onEnabled();
    } catch {
      setBusy(false);
      setError('setupFailed');
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      toast(t('account.twoFactor.keyCopied'));
    } catch {
      // Without clipboard access the key is still on screen to type by hand.
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby="setup-2fa-title" maxWidth="xs" fullWidth>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void verify();
        }}
      >
        <DialogTitle id="setup-2fa-title">{t('account.twoFactor.setupTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ alignItems: 'center' }}>
            <DialogContentText>{t('account.twoFactor.scan')}</DialogContentText>
            <Box sx={{ p: 1.5, bgcolor: '#fff', borderRadius: 1, lineHeight: 0 }}>
              <QRCodeSVG
                value={uri}
                size={176}
                title={t('account.twoFactor.qrLabel', { product: env.productName })}
                role="img"
              />
            </Box>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Box>
                <Typography variant="caption" color="text.secondary">
                  {t('account.twoFactor.manualKey')}
                </Typography>
                <Typography
                  aria-label={t('account.twoFactor.manualKey')}
                  sx={{ fontWeight: 700, letterSpacing: '0.08em' }}
                >
                  {groupSecret(secret)}
                </Typography>
              </Box>
              <IconButton onClick={() => void copy()} aria-label={t('account.twoFactor.copyKey')}>
                <ContentCopy fontSize="small" />
              </IconButton>
            </Stack>
            {error && (
              <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
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
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={busy}>
            {t('account.twoFactor.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={busy || code.length !== CODE_LENGTH}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {t('account.twoFactor.verifyAndEnable')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
