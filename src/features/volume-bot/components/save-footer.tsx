import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../components/error-text';
import { useClock } from '../../../components/use-clock';
import { formatAgo } from '../../../lib/format/time';

interface SaveFooterProps {
  savedAt: string | null;
  saving: boolean;
  error: unknown;
}

/** The server's refusal (in the panel), when the settings were saved ("saved 3 minutes ago"), and Save. */
export function SaveFooter({ savedAt, saving, error }: SaveFooterProps) {
  const { t, i18n } = useTranslation();
  const now = useClock();
  const savedTime = savedAt === null ? Number.NaN : Date.parse(savedAt);
  const ago = formatAgo(savedTime, now, i18n.language);
  return (
    <Stack spacing={1.5}>
      {error !== null && <Alert severity="error">{t('volumeBot.saveFailed', { reason: errorText(error, t) })}</Alert>}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="caption" color="text.secondary">
          {ago === null ? t('volumeBot.neverSaved') : t('volumeBot.savedAgo', { ago })}
        </Typography>
        <Button
          type="submit"
          variant="contained"
          disabled={saving}
          startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {saving ? t('volumeBot.saving') : t('volumeBot.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
