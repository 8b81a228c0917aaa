import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../components/page-shell';

export default function Page() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('pages.wallets')}>
      <Typography color="text.secondary">{t('pages.comingNext')}</Typography>
    </PageShell>
  );
}
