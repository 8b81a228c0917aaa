import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { NotificationAccess } from './alert-output';

/**
 * What the browser allows for desktop notifications, when it is not "granted": not asked yet (with an Allow button,
 * which must be the user's click), refused in the browser's settings, or not possible in this browser.
 */
export function NotificationAccessNote({ access, onAsk }: { access: NotificationAccess; onAsk: () => void }) {
  const { t } = useTranslation();
  if (access === 'granted') return null;
  if (access === 'default') {
    return (
      <Alert
        severity="info"
        action={
          <Button color="inherit" size="small" onClick={onAsk}>
            {t('alertOutput.allow')}
          </Button>
        }
      >
        {t('alertOutput.notAskedYet')}
      </Alert>
    );
  }
  return <Alert severity="warning">{t(access === 'denied' ? 'alertOutput.refused' : 'alertOutput.unsupported')}</Alert>;
}
