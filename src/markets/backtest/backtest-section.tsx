import { lazy, Suspense, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { BacktestViewProps } from './backtest-view';

const BacktestView = lazy(() => import('./backtest-view'));

interface BacktestSectionProps {
  /** What to try, or null while the settings do not make a strategy (the reason is `waiting`). */
  subject: BacktestViewProps['subject'] | null;
  waiting: string;
  /** A line on which settings are tried (the pair view's: whose saved settings, or the defaults). */
  note?: string;
  onUse?: BacktestViewProps['onUse'];
  useTarget?: BacktestViewProps['useTarget'];
}

/**
 * The backtest, folded until the user opens it: a panel that opens costs nothing of it (no history or book read, no
 * computation, not even its code) until then.
 */
export function BacktestSection({ subject, waiting, note, onUse, useTarget }: BacktestSectionProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  const headingId = `${id}-heading`;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle1" component="h3" id={headingId} sx={{ flexGrow: 1 }}>
          {t('backtest.heading')}
        </Typography>
        <Button size="small" aria-expanded={open} aria-controls={id} onClick={() => setOpen((shown) => !shown)}>
          {open ? t('backtest.hide') : t('backtest.show')}
        </Button>
      </Stack>
      {open && (
        <Stack id={id} spacing={1} sx={{ mt: 0.5 }}>
          {note && (
            <Typography variant="body2" color="text.secondary">
              {note}
            </Typography>
          )}
          {subject === null ? (
            <Typography variant="body2" color="text.secondary">
              {waiting}
            </Typography>
          ) : (
            <Suspense
              fallback={
                <Typography variant="body2" color="text.secondary">
                  {t('backtest.loading')}
                </Typography>
              }
            >
              <BacktestView subject={subject} onUse={onUse} useTarget={useTarget} />
            </Suspense>
          )}
        </Stack>
      )}
    </Box>
  );
}
