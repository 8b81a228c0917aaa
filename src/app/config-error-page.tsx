import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { EnvProblem } from '../config/env';

/** Shown instead of the app when a live build lacks a required variable: never a blank screen. */
export function ConfigErrorPage({ problems }: { problems: EnvProblem[] }) {
  const { t } = useTranslation();
  return (
    <Box component="main" sx={{ maxWidth: 720, mx: 'auto', p: 4 }}>
      <Alert severity="error" variant="outlined">
        <AlertTitle component="h1">{t('config.title')}</AlertTitle>
        <Typography>{t('config.intro')}</Typography>
        <List dense>
          {problems.map((problem) => (
            <ListItem key={problem.variable} sx={{ fontFamily: 'monospace' }}>
              {t(problem.reason === 'missing' ? 'config.missing' : 'config.invalid', { variable: problem.variable })}
            </ListItem>
          ))}
        </List>
        <Typography variant="body2">{t('config.hint')}</Typography>
      </Alert>
    </Box>
  );
}
