import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Above a filtered list: how many of the panel's events it shows, and the way back to all of them. */
export function FeedFilterSummary({ shown, total, onReset }: { shown: number; total: number; onReset: () => void }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, py: 0.5 }}>
      <Typography variant="caption" color="text.secondary" sx={{ flex: 1 }}>
        {t('feed.showing', { shown, count: total })}
      </Typography>
      <Button size="small" onClick={onReset}>
        {t('feed.resetFilters')}
      </Button>
    </Box>
  );
}
