import { memo } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useClock } from '../../components/use-clock';
import { formatAge, formatCountdown } from '../../lib/format/time';
import type { VenueSnapshot } from '../model/market';
import type { SortDirection } from '../model/market-filter';
import type { VenueId } from '../model/venues';
import type { VenueState } from '../use-market-data';
import { useVenueSource } from '../use-venue-source';
import { useVenues } from '../use-venues';
import { SortHeader } from './sort-header';

/** The next settlement still ahead among a venue's markets, if it says when. */
function nextFundingOf(snapshot: VenueSnapshot | null, now: number): number | undefined {
  let next: number | undefined;
  for (const quote of snapshot?.markets ?? []) {
    const time = quote.nextFundingTime;
    if (time !== null && time > now && (next === undefined || time < next)) next = time;
  }
  return next;
}

interface VenueHeadingProps {
  venue: VenueId;
  state: VenueState;
  /** The venue's last good data (kept while it is unavailable). */
  snapshot: VenueSnapshot | null;
  /** Count down to the venue's next funding. */
  showNextFunding?: boolean;
}

/**
 * Under a venue's column name, in short lines (the column stays narrow): whether its figures are live or simulated,
 * how fresh they are or that it is unavailable, and optionally the countdown to its next funding (the soonest of its
 * markets' settlements).
 */
export function VenueHeading({ venue, state, snapshot, showNextFunding = false }: VenueHeadingProps) {
  const { t, i18n } = useTranslation();
  const now = useClock();
  const source = useVenueSource(venue);
  const next = showNextFunding ? nextFundingOf(snapshot, now) : undefined;
  const age = snapshot ? formatAge(now - snapshot.readAt, i18n.language, 'short') : null;
  const name = useVenues().name(venue);
  // Live or simulated, always: nothing simulated may pass for the venue's own figures.
  const sourceTitle = t(`markets.sourceTitle.${source ?? 'simulated'}`, { venue: name });
  return (
    <Box component="span" sx={{ display: 'block', fontWeight: 400, fontSize: 11, lineHeight: 1.3 }}>
      <Box
        component="span"
        title={age ? `${sourceTitle}\n${t('markets.statusTitle', { venue: name, age })}` : sourceTitle}
        sx={{ display: 'block', color: state === 'unavailable' ? 'warning.main' : 'text.secondary' }}
      >
        <Box component="span" sx={{ display: 'block', color: source === 'live' ? 'success.main' : 'secondary.main' }}>
          {t(`markets.source.${source ?? 'simulated'}`)}
        </Box>
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

interface VenueSortHeaderProps extends VenueHeadingProps {
  active: boolean;
  direction: SortDirection;
  onSort: (venue: VenueId) => void;
}

/**
 * A venue's column header: its name (which sorts by it) over its freshness. Drawn again only when that venue's data,
 * its state or the sort changes, not when another venue refreshes.
 */
export const VenueSortHeader = memo(function VenueSortHeader({
  venue,
  state,
  snapshot,
  showNextFunding,
  active,
  direction,
  onSort,
}: VenueSortHeaderProps) {
  const name = useVenues().name(venue);
  return (
    <SortHeader column={venue} label={name} active={active} direction={direction} onSort={onSort}>
      <VenueHeading venue={venue} state={state} snapshot={snapshot} showNextFunding={showNextFunding} />
    </SortHeader>
  );
});
