import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * Shown when the app itself cannot render: instead of a blank page, or (`within` the dashboard) instead of one of its
 * pages, with the top bar and menu kept. Most often a part of it did not download (the connection dropped, or a new
 * version was published and replaced the files); reloading fetches the current ones.
 */
export function AppCrashed({ within = false }: { within?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      component={within ? 'section' : 'main'}
      sx={{ minHeight: within ? 320 : '100vh', display: 'grid', placeItems: 'center', p: 2 }}
    >
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          gap: 2,
          maxWidth: 440,
          alignItems: 'center',
          textAlign: 'center',
        }}
      >
        <Typography component="h1" variant="h5">
          {t('app.crashed')}
        </Typography>
        <Typography color="text.secondary">{t('app.crashedHint')}</Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('app.reload')}
        </Button>
      </Box>
    </Box>
  );
}
