import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PATHS } from '../config/paths';

/** A full page under /dashboard: back to the dashboard, a title, the content. */
export function PageShell({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Stack spacing={3}>
        <div>
          <Button component={RouterLink} to={PATHS.dashboard} startIcon={<ArrowBack />}>
            {t('pages.backToDashboard')}
          </Button>
        </div>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        {children}
      </Stack>
    </Container>
  );
}
