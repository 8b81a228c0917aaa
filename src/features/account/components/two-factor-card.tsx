import { lazy, Suspense, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '../../../auth/auth-context';
import { displayName } from '../../../auth/model/user';
import { useTwoFactorEnabled } from '../../../account-record/two-factor-status';
import { useRefreshAccountRecord } from '../../../account-record/use-account-record';
import { TwoFactorDisableDialog } from './two-factor-disable-dialog';

const TwoFactorSetupDialog = lazy(() => import('./two-factor-setup-dialog'));

export function TwoFactorCard() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const account = useTwoFactorEnabled(user.id);
  const refreshAccount = useRefreshAccountRecord(user.id);
  const [dialog, setDialog] = useState<'setup' | 'disable' | null>(null);
  // The server has just said so: every view of the account knows at once (the wallet manager's key reveal included).
  const setEnabled = (twoFAEnabled: boolean) => {
    void refreshAccount({ twoFAEnabled });
    setDialog(null);
  };
  const enabled = account.data === true;

  return (
    <Card variant="outlined" component="section" aria-labelledby="two-factor-title">
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography id="two-factor-title" variant="h6" component="h2">
            {t('account.twoFactor.title')}
          </Typography>
          {account.isSuccess && (
            <Chip
              size="small"
              color={enabled ? 'success' : 'default'}
              variant={enabled ? 'filled' : 'outlined'}
              label={enabled ? t('account.twoFactor.enabled') : t('account.twoFactor.disabled')}
            />
          )}
        </Stack>
        {account.isPending && <CircularProgress size={24} aria-label={t('app.loading')} />}
        {account.isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void account.refetch()}>
                {t('account.twoFactor.retry')}
              </Button>
            }
          >
            {t('account.twoFactor.loadFailed')}
          </Alert>
        )}
        {account.isSuccess && (
          <Typography variant="body2" color="text.secondary">
            {enabled ? t('account.twoFactor.descriptionOn') : t('account.twoFactor.descriptionOff')}
          </Typography>
        )}
      </CardContent>
      {account.isSuccess && (
        // The card's own padding (16 px), not CardActions' 8 px: the button lines up with the text above it.
        <CardActions sx={{ px: 2, pb: 2, pt: 0 }}>
          {enabled ? (
            <Button color="error" variant="outlined" onClick={() => setDialog('disable')}>
              {t('account.twoFactor.disable')}
            </Button>
          ) : (
            <Button variant="contained" onClick={() => setDialog('setup')}>
              {t('account.twoFactor.setUp')}
            </Button>
          )}
        </CardActions>
      )}
      {dialog === 'setup' && (
        <Suspense fallback={null}>
          <TwoFactorSetupDialog
            userId={user.id}
            username={displayName(user)}
            onCancel={() => setDialog(null)}
            onEnabled={() => setEnabled(true)}
          />
        </Suspense>
      )}
      {dialog === 'disable' && (
        <TwoFactorDisableDialog
          userId={user.id}
          onCancel={() => setDialog(null)}
          onDisabled={() => setEnabled(false)}
        />
      )}
    </Card>
  );
}
