import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { CodeEntryDialog } from '../../../components/code-entry-dialog';
import { errorText } from '../../../components/error-text';
import { useToast } from '../../../components/toast';
import { useGetPrivateKey } from '../api/get-private-key';
import { toBase58 } from '../model/private-key';
import { PATHS } from '../../../config/paths';
import { TooltipIconButton } from '../../../components/tooltip-icon-button';

/** A revealed key hides itself again after 30 s; a copied one leaves the clipboard after 60 s. */
export const REMASK_AFTER_MS = 30_000;
export const CLEAR_CLIPBOARD_AFTER_MS = 60_000;

interface RevealKeyDialogProps {
  userId: string | null;
  walletId: string;
  label: string;
  twoFactorEnabled: boolean | undefined;
  onClose: () => void;
}

/** Clears the clipboard later, but only if it still holds what we put there. */
function clearClipboardLater(secret: string) {
  window.setTimeout(() => {
    void (async () => {
      try {
        if ((await navigator.clipboard.readText()) === secret) await navigator.clipboard.writeText('');
      } catch {
        // Without permission to read the clipboard we cannot tell whether it still holds the key: leave it.
      }
    })();
  }, CLEAR_CLIPBOARD_AFTER_MS);
}

/** Mounted only while open: the code and the key live in its state and are gone when it closes. */
export function RevealKeyDialog({ userId, walletId, label, twoFactorEnabled, onClose }: RevealKeyDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const getKey = useGetPrivateKey();
  const [privateKey, setPrivateKey] = useState<string | null>(null);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!shown) return;
    const timer = window.setTimeout(() => setShown(false), REMASK_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [shown]);

  /** A refused code is 'Invalid 2FA code'; a wallet the server does not know, or anything else, fails the fetch. */
  const verify = async (code: string) => {
    if (!userId) return t('wallets.dialog.notLoggedIn');
    try {
      const key = await getKey.mutateAsync({ userId, walletId, code });
      setPrivateKey(typeof key === 'string' ? key : toBase58(Uint8Array.from(key)));
      return null;
    } catch (error) {
      return errorText(error, t, {
        messages: {
          refused: 'wallets.reveal.invalidCode',
          notFound: 'wallets.reveal.failed',
          otherwise: 'wallets.reveal.failed',
        },
      });
    }
  };

  const copy = async () => {
    if (!privateKey) return;
    try {
      await navigator.clipboard.writeText(privateKey);
      toast(t('wallets.reveal.keyCopied'));
      clearClipboardLater(privateKey);
    } catch {
      // No clipboard access: the key can still be shown and copied by hand.
    }
  };

  if (twoFactorEnabled === false && !privateKey) {
    return (
      <Dialog open onClose={onClose} aria-labelledby="reveal-title" maxWidth="xs" fullWidth>
        <DialogTitle id="reveal-title">{t('wallets.reveal.title')}</DialogTitle>
        <DialogContent>
          <Alert severity="warning">{t('wallets.reveal.needsTwoFactor')}</Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('wallets.reveal.cancel')}</Button>
          <Button component={RouterLink} to={PATHS.account} variant="contained">
            {t('wallets.reveal.goToAccount')}
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

  if (!privateKey) {
    return (
      <CodeEntryDialog
        title={t('wallets.reveal.title')}
        prompt={t('wallets.reveal.prompt')}
        codeLabel={t('wallets.reveal.codeLabel')}
        submitLabel={t('wallets.reveal.verify')}
        cancelLabel={t('wallets.reveal.cancel')}
        onSubmit={verify}
        onCancel={onClose}
        clearOnError
      />
    );
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby="reveal-title" maxWidth="sm" fullWidth>
      <DialogTitle id="reveal-title">{t('wallets.reveal.keyTitle', { label })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Alert severity="warning">{t('wallets.reveal.warning')}</Alert>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Box
              aria-label={t('wallets.reveal.keyTitle', { label })}
              sx={{
                flex: 1,
                p: 1.5,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                wordBreak: 'break-all',
                fontSize: 14,
              }}
            >
              {shown ? privateKey : '•'.repeat(44)}
            </Box>
            <TooltipIconButton
              onClick={() => setShown((value) => !value)}
              label={shown ? t('wallets.reveal.hideKey') : t('wallets.reveal.showKey')}
            >
              {shown ? <VisibilityOff /> : <Visibility />}
            </TooltipIconButton>
            <TooltipIconButton onClick={() => void copy()} label={t('wallets.reveal.copyKey')}>
              <ContentCopy />
            </TooltipIconButton>
          </Stack>
          <Typography variant="caption" color="text.secondary">
            {t('wallets.reveal.remask')}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {t('wallets.reveal.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
