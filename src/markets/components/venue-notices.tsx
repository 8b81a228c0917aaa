import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../components/error-text';
import { useClock } from '../../components/use-clock';
import type { VenueFeed } from '../live/venue-feed';
import { formatAge } from '../../lib/format/time';
import type { VenueStatus } from '../use-market-data';
import { useVenues } from '../use-venues';

function UnavailableNotice({ feed }: { feed: VenueFeed }) {
  const { t, i18n } = useTranslation();
  const now = useClock();
  const venue = useVenues().name(feed.venue);
  return (
    <Alert severity="warning" variant="outlined" sx={{ py: 0, '& .MuiAlert-message': { py: 0.5 } }}>
      {feed.snapshot
        ? errorText(feed.problem, t, {
            frame: 'markets.unavailable',
            values: { venue, age: formatAge(now - feed.snapshot.readAt, i18n.language, 'short') },
          })
        : errorText(feed.problem, t, { frame: 'markets.unavailableEmpty', values: { venue } })}
    </Alert>
  );
}

/** What the table cannot show by itself: venues that are down (with the age of their last data), markets left out. */
export function VenueNotices({ venues }: { venues: readonly VenueStatus[] }) {
  const { t } = useTranslation();
  const registry = useVenues();
  const down = venues.filter((status) => status.state === 'unavailable' && status.feed);
  const dropped = venues.filter((status) => (status.feed?.snapshot?.droppedMarkets ?? 0) > 0);
  if (down.length === 0 && dropped.length === 0) return null;
  return (
    <Stack spacing={0.5}>
      {down.map((status) => status.feed && <UnavailableNotice key={status.venue} feed={status.feed} />)}
      {dropped.map((status) => (
        <Typography key={status.venue} variant="caption" color="text.secondary">
          {t('markets.dropped', {
            venue: registry.name(status.venue),
            count: status.feed?.snapshot?.droppedMarkets ?? 0,
          })}
        </Typography>
      ))}
    </Stack>
  );
}
