import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useClock } from '../live/use-clock';
import { formatAge, formatCountdown } from '../model/format';
import { VENUE_NAMES } from '../model/venues';
import type { VenueStatus } from '../use-market-data';

/**
 * Under a venue's column name, in two short lines (the column stays narrow): how fresh its data is, or that it is
 * unavailable, and optionally the countdown to its next funding. `fundingTimes` are the settlement times of its
 * markets; the next one still ahead counts.
 */
export function VenueHeading({
  status,
  fundingTimes,
}: {
  status: VenueStatus | undefined;
  fundingTimes?: readonly number[];
}) {
  const { t, i18n } = useTranslation();
  const now = useClock();
  const snapshot = status?.feed?.snapshot;
  const state = status?.state ?? 'loading';
  const next = fundingTimes?.find((time) => time > now);
  const age = snapshot ? formatAge(now - snapshot.readAt, i18n.language) : null;
  return (
    <Box component="span" sx={{ display: 'block', fontWeight: 400, fontSize: 11, lineHeight: 1.3 }}>
      <Box
        component="span"
        title={status && age ? t('markets.statusTitle', { venue: VENUE_NAMES[status.venue], age }) : undefined}
        sx={{ display: 'block', color: state === 'unavailable' ? 'warning.main' : 'text.secondary' }}
      >
        {state === 'live' && age ? t('markets.status.live', { age }) : t(`markets.status.${state}`)}
      </Box>
      {next !== undefined && (
        <Box
          component="span"
          title={t('markets.nextFundingTitle', { time: formatCountdown(next - now) })}
          sx={{ display: 'block', color: 'text.secondary' }}
        >
          {t('markets.nextFunding', { time: formatCountdown(next - now) })}
        </Box>
      )}
    </Box>
  );
}
