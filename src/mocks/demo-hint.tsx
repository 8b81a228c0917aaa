import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET, DEMO_USERS } from './db';
import { totpFor } from './totp';

/** Demo builds only: the demo accounts and the demo 2FA account's current code, for newcomers without an app. */
export default function DemoHint() {
  const { t } = useTranslation();
  const [code, setCode] = useState(() => totpFor(DEMO_TOTP_SECRET).generate());
  useEffect(() => {
    const timer = window.setInterval(() => setCode(totpFor(DEMO_TOTP_SECRET).generate()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <Alert severity="info" variant="outlined" role="note">
      <AlertTitle>{t('demo.title')}</AlertTitle>
      <Typography variant="body2">
        {t('demo.accounts', { plain: DEMO_USERS.plain, twoFactor: DEMO_USERS.twoFactor, password: DEMO_PASSWORD })}
      </Typography>
      <Typography variant="body2" aria-live="off">
        {t('demo.currentCode', { user: DEMO_USERS.twoFactor, code })}
      </Typography>
    </Alert>
  );
}
