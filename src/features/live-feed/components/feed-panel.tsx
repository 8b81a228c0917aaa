import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { FeedStatus } from '../../../lib/live-feed-socket';
import { liveFeed, useFeedEvents, useFeedStatus } from '../api/feed-connection';
import type { FeedKind } from '../model/feed-event';
import { FeedRow } from './feed-row';

const STATUS_COLOR: Record<FeedStatus, 'success' | 'warning' | 'default' | 'error'> = {
  connected: 'success',
  connecting: 'warning',
  reconnecting: 'warning',
  disconnected: 'error',
};

/** "How long ago" moves on by itself. */
function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}

export function FeedPanel({ kind }: { kind: FeedKind }) {
  const { t } = useTranslation();
  const status = useFeedStatus();
  const { events, heldCount, paused, pause, resume, clear } = useFeedEvents(kind);
  const [goodOnly, setGoodOnly] = useState(false);
  const now = useNow(15_000);
  const shown = goodOnly ? events.filter((event) => event.isGoodDeal) : events;
  const dropped = liveFeed.dropped();

  return (
    <Stack sx={{ height: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', flexWrap: 'wrap', px: 1.5, py: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <Chip
          size="small"
          role="status"
          color={STATUS_COLOR[status]}
          variant="outlined"
          label={t('feed.statusLabel', { status: t(`feed.status.${status}`) })}
        />
        <FormControlLabel
          control={<Switch size="small" checked={goodOnly} onChange={(event) => setGoodOnly(event.target.checked)} />}
          label={<Typography variant="body2">{t('feed.goodDealsOnly')}</Typography>}
          sx={{ mr: 'auto' }}
        />
        <Button size="small" variant="outlined" onClick={paused ? resume : pause}>
          {paused ? (heldCount > 0 ? t('feed.resume', { count: heldCount }) : t('feed.resumeNone')) : t('feed.pause')}
        </Button>
        <Button size="small" onClick={clear}>
          {t('feed.clear')}
        </Button>
      </Stack>
      <Box sx={{ flex: 1, overflow: 'auto', px: 1.5 }}>
        {shown.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
            {goodOnly && events.length > 0
              ? t('feed.noGoodDeals', { count: events.length })
              : kind === 'listing'
                ? t('feed.waitingListings')
                : t('feed.waitingSales')}
          </Typography>
        ) : (
          <Box component="ul" aria-label={t('feed.events')} sx={{ m: 0, p: 0 }}>
            {shown.map((event) => (
              <FeedRow key={`${event.tokenMint}|${event.timestampKey}`} event={event} now={now} />
            ))}
          </Box>
        )}
      </Box>
      {dropped > 0 && (
        <Typography variant="caption" color="text.secondary" sx={{ px: 1.5, py: 0.5 }}>
          {t('feed.dropped', { count: dropped })}
        </Typography>
      )}
    </Stack>
  );
}
