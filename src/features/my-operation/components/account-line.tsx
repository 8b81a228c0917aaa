import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useClockStep } from '../../../components/use-clock';
import { formatNumber, formatUsd } from '../../../lib/format/numbers';
import { formatDateMinute } from '../../../lib/format/time';
import { AccountNotice, SourceAge } from '../../../markets/components/account-notice';
import type { AccountView } from '../../../markets/accounts/use-venue-accounts';
import type { AccountActivity } from '../../../markets/model/account';
import { cutSince } from '../../../markets/model/history-cut';
import { VENUE_NAMES } from '../../../markets/model/venues';
import { windowTotals } from '../model/volume-windows';

/**
 * One configured account: its venue and address, how old its figures are, what it traded in the last 24 h as soon as
 * this venue has answered (whatever the others do), or why nothing can be shown.
 */
export function AccountLine({ view }: { view: AccountView<AccountActivity> }) {
  const { t, i18n } = useTranslation();
  // A minute is fine enough for the day's totals (the age beside them has its own clock).
  const minute = useClockStep(60_000);
  const events = view.kind === 'read' && view.data?.status === 'ok' ? view.data.events : null;
  const day = useMemo(() => (events ? windowTotals(events, minute + 59_999)[0] : undefined), [events, minute]);
  const locale = i18n.language;
  // The cut is inside the 30 days read by definition: the 30-day totals (and maybe the 7-day ones) are low.
  const cut =
    view.kind === 'read' && view.data ? cutSince(view.data.cutShort, ['fill', 'funding'], view.data.readAt) : null;
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}
      role="group"
      aria-label={VENUE_NAMES[view.venue]}
    >
      <Typography variant="caption" sx={{ fontWeight: 600 }}>
        {t('accounts.accountHeading', { venue: VENUE_NAMES[view.venue], address: view.address })}
      </Typography>
      {view.kind === 'read' && <SourceAge updatedAt={view.updatedAt} />}
      {day && (
        <Typography variant="caption">
          {t('myOperation.dayLine', {
            volume: formatUsd(day.volumeUsd, locale),
            fills: formatNumber(day.fills, locale, { maxDigits: 0 }),
            funding: formatUsd(day.fundingUsd, locale),
          })}
        </Typography>
      )}
      {view.kind === 'read' && (view.data?.droppedRows ?? 0) > 0 && (
        <Typography variant="caption" color="text.secondary">
          {t('accounts.dropped', { count: view.data?.droppedRows ?? 0 })}
        </Typography>
      )}
      {cut !== null && (
        <Typography variant="caption" color="warning.main" sx={{ flexBasis: '100%' }}>
          {t('myOperation.cutShort', { venue: VENUE_NAMES[view.venue], date: formatDateMinute(cut, locale) })}
        </Typography>
      )}
      <Stack sx={{ flexBasis: '100%' }}>
        <AccountNotice view={view} />
      </Stack>
    </Stack>
  );
}
