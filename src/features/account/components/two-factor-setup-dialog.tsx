import { useState } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { useTranslation } from 'react-i18next';
import { env } from '../../../config/env';
import { CodeEntryDialog } from '../../../components/code-entry-dialog';
import { useToast } from '../../../components/toast';
import { useEnableTwoFactor } from '../api/two-factor';
import { groupSecret, newTotpSecret, totpUri, verifyTotp } from '../model/totp';
import { TooltipIconButton } from '../../../components/tooltip-icon-button';

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
  const enable = useEnableTwoFactor();
  const [secret] = useState(newTotpSecret);
  const uri = totpUri(secret, env.productName, username);

  /** The code is checked here first (one 30 s step either side), then the server is asked to turn 2FA on. */
  const verify = async (code: string) => {
    let valid: boolean;
    try {
      valid = verifyTotp(secret, code);
    } catch {
      return t('account.twoFactor.verifyFailed');
    }
    if (!valid) return t('account.twoFactor.invalidCode');
    try {
      await enable.mutateAsync({ userId, secret });
    } catch {
      return t('account.twoFactor.setupFailed');
    }
    toast(t('account.twoFactor.enabledToast'));
    onEnabled();
    return null;
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
    <CodeEntryDialog
      title={t('account.twoFactor.setupTitle')}
      prompt={t('account.twoFactor.scan')}
      codeLabel={t('account.twoFactor.codeLabel')}
      submitLabel={t('account.twoFactor.verifyAndEnable')}
      cancelLabel={t('account.twoFactor.cancel')}
      onSubmit={verify}
      onCancel={onCancel}
    >
      <Stack spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
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
            <Typography aria-label={t('account.twoFactor.manualKey')} sx={{ fontWeight: 700, letterSpacing: '0.08em' }}>
              {groupSecret(secret)}
            </Typography>
          </Box>
          <TooltipIconButton onClick={() => void copy()} label={t('account.twoFactor.copyKey')}>
            <ContentCopy fontSize="small" />
          </TooltipIconButton>
        </Stack>
      </Stack>
    </CodeEntryDialog>
  );
}
