import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { VolumeBotVenue } from '../../../account-record/volume-bot';
import { useClockStep } from '../../../components/use-clock';
import { formatShare, formatUsd, NO_FIGURE } from '../../../lib/format/numbers';
import { formatDateMinute } from '../../../lib/format/time';
import { AccountNotice, SourceAge } from '../../../markets/components/account-notice';
import { activityUnreadable } from '../../../markets/accounts/account-readers';
import { useAccountActivity } from '../../../markets/accounts/use-venue-accounts';
import { cutAffects } from '../../../markets/model/history-cut';
import { VENUE_NAMES } from '../../../markets/model/venues';
import { dailyVolumes, feesPerMillion, targetProgress } from '../model/daily-volume';
import { VolumeChart } from './volume-chart';

const NO_EVENTS = [] as const;

/**
 * What the bot traded on this venue for the saved account: today's volume (UTC day, from the account's fills) against
 * the target daily volume, the last seven days, and the fees paid per $1M traded. A venue that serves fills only to
 * signed requests says so, as does a read that fails; the settings below work either way.
 */
export function AccountVolume({
  venue,
  address,
  targetUsd,
}: {
  venue: VolumeBotVenue;
  address: string;
  targetUsd: number;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const name = VENUE_NAMES[venue];
  // A venue that serves fills only to signed requests says so whether or not an address is saved.
  const accounts = useMemo(
    () => (address.trim() || activityUnreadable(venue) ? [{ venue, address: address.trim() }] : []),
    [venue, address],
  );
  const activity = useAccountActivity(accounts);
  const view = activity.accounts[0];
  const minute = useClockStep(60_000);
  const events = view?.kind === 'read' && view.data?.status === 'ok' ? view.data.events : NO_EVENTS;
  const volumes = useMemo(() => dailyVolumes(events, minute + 59_999), [events, minute]);
  const today = volumes.days[volumes.days.length - 1];
  const progress = today ? targetProgress(today.volumeUsd, targetUsd) : null;
  const fees = feesPerMillion(volumes.days);
  const dropped = volumes.refused + (view?.kind === 'read' ? (view.data?.droppedRows ?? 0) : 0);
  // The chart and the fees per $1M add up the week's fills: low when the fills read do not reach back that far.
  const firstDay = volumes.days[0]?.day ?? minute;
  const cut = view?.kind === 'read' ? cutAffects(view.data?.cutShort, ['fill'], firstDay, minute) : null;

  return (
    <Box component="section" aria-label={t('volumeBot.volume.title', { venue: name })} data-user-content>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography variant="subtitle2" component="h3">
          {t('volumeBot.volume.heading')}
        </Typography>
        {view?.kind === 'read' && <SourceAge updatedAt={view.updatedAt} />}
      </Stack>
      {!view ? (
        <Typography variant="body2" color="text.secondary">
          {t('volumeBot.volume.noAddress')}
        </Typography>
      ) : (
        <AccountNotice view={view} />
      )}
      {view?.kind === 'read' && view.loading && (
        <Typography role="status" variant="body2" color="text.secondary">
          {t('volumeBot.volume.loading', { venue: name })}
        </Typography>
      )}
      {view?.kind === 'read' && view.data?.status === 'ok' && today && (
        <Stack spacing={0.75} sx={{ mt: 0.5 }}>
          <Typography variant="body2">
            {progress === null
              ? t('volumeBot.volume.todayNoTarget', { volume: formatUsd(today.volumeUsd, locale) })
              : t('volumeBot.volume.today', {
                  volume: formatUsd(today.volumeUsd, locale),
                  target: formatUsd(targetUsd, locale),
                  share: formatShare(progress, locale),
                })}
          </Typography>
          {progress !== null && (
            <LinearProgress
              variant="determinate"
              value={Math.min(100, progress * 100)}
              color={progress >= 1 ? 'success' : 'primary'}
              aria-label={t('volumeBot.volume.bar')}
              sx={{ height: 8, borderRadius: 1 }}
            />
          )}
          <VolumeChart days={volumes.days} targetUsd={progress === null ? null : targetUsd} />
          <Typography variant="body2">
            {t('volumeBot.volume.fees', { fees: fees === null ? NO_FIGURE : formatUsd(fees, locale) })}
          </Typography>
          {cut !== null && (
            <Typography variant="caption" color="warning.main">
              {t('volumeBot.volume.cutShort', { date: formatDateMinute(cut, locale) })}
            </Typography>
          )}
          {dropped > 0 && (
            <Typography variant="caption" color="text.secondary">
              {t('accounts.dropped', { count: dropped })}
            </Typography>
          )}
        </Stack>
      )}
    </Box>
  );
}
