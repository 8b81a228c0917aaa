import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import type { VolumeBotSettings } from '../../../account-record/volume-bot';
import { useVolumeBot } from '../../../account-record/use-volume-bot';

interface VolumeBotSettingsGateProps {
  userId: string;
  /** The entry this panel edits (`exchanges.hyperliquid`, `bots.…`): the user is told when it could not be read. */
  entry: string;
  children: (settings: VolumeBotSettings) => ReactNode;
}

/**
 * What every volume-bot panel shows before its form: a spinner while the record loads, a retry when it failed, and a
 * warning when the panel's own saved entry could not be read (the form then starts from its defaults).
 */
export function VolumeBotSettingsGate({ userId, entry, children }: VolumeBotSettingsGateProps) {
  const { t } = useTranslation();
  const settings = useVolumeBot(userId);
  if (settings.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', p: 3 }}>
        <CircularProgress size={28} aria-label={t('volumeBot.loading')} />
      </Box>
    );
  }
  if (settings.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void settings.refetch()}>
            {t('volumeBot.retry')}
          </Button>
        }
      >
        {t('volumeBot.loadFailed')}
      </Alert>
    );
  }
  return (
    <>
      {settings.data.unreadable.includes(entry) && <Alert severity="warning">{t('volumeBot.unreadableEntry')}</Alert>}
      {children(settings.data)}
    </>
  );
}
