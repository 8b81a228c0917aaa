import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The dashboard canvas. Panels arrive with the workspace issue; until then it is the empty state. */
export default function WorkspacePage() {
  const { t } = useTranslation();
  return (
    <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', textAlign: 'center', p: 4 }}>
      <Box>
        <Typography variant="h5" component="h1">
          {t('dashboard.emptyTitle')}
        </Typography>
        <Typography color="text.secondary">{t('dashboard.emptyText')}</Typography>
      </Box>
    </Box>
  );
}
