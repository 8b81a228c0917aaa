import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../components/error-text';
import type { AccountView } from '../accounts/use-venue-accounts';
import { useClock } from '../../components/use-clock';
import { formatAge } from '../../lib/format/time';
import { accountAddressKind } from '../model/venues';
import { useVenues } from '../use-venues';

/** How old a source's data is ("read 5 sec. ago"), or that the first read is on its way. */
export function SourceAge({ updatedAt }: { updatedAt: number | null }) {
  const { t, i18n } = useTranslation();
  const now = useClock();
  return (
    <Box component="span" sx={{ color: 'text.secondary', fontSize: 12, whiteSpace: 'nowrap' }}>
      {updatedAt === null
        ? t('accounts.reading')
        : t('accounts.readAgo', { age: formatAge(now - updatedAt, i18n.language, 'short') })}
    </Box>
  );
}

const compact = { py: 0, '& .MuiAlert-message': { py: 0.5 } } as const;

/**
 * A notice that stands as long as the account does (a venue that publishes nothing key-less, no account there) is
 * information, not an alert: role "note", so that screen readers do not announce it and a panel's real alerts (a failed
 * save) stay the only ones.
 */
const NOTE = 'note';

/**
 * What keeps an account's figures from showing, in that account's section only: a venue that publishes nothing
 * key-less, an address of the wrong form, no account there, or a read that failed (the last good figures stay, with
 * their age). Nothing when the figures are fresh.
 */
export function AccountNotice<T extends { status: 'ok' | 'none' }>({ view }: { view: AccountView<T> }) {
  const { t, i18n } = useTranslation();
  const now = useClock();
  const venues = useVenues();
  const venue = venues.name(view.venue);
  if (view.kind === 'unreadable') {
    return (
      <Alert severity="info" variant="outlined" role={NOTE} sx={compact}>
        {t(`accounts.unreadable.${view.reason}`, { venue })}
      </Alert>
    );
  }
  if (view.kind === 'invalidAddress') {
    const kind = t(`accounts.addressKind.${accountAddressKind(view.venue, venues)}`);
    return (
      <Alert severity="warning" variant="outlined" sx={compact}>
        {t('accounts.invalidAddress', { venue, kind })}
      </Alert>
    );
  }
  if (view.problem) {
    return (
      <Alert severity="warning" variant="outlined" sx={compact}>
        {view.data && view.updatedAt !== null
          ? errorText(view.problem, t, {
              frame: 'accounts.failedStale',
              values: { venue, age: formatAge(now - view.updatedAt, i18n.language, 'short') },
            })
          : errorText(view.problem, t, { frame: 'accounts.failed', values: { venue } })}
      </Alert>
    );
  }
  if (view.data?.status === 'none') {
    return (
      <Alert severity="info" variant="outlined" role={NOTE} sx={compact}>
        {t('accounts.noAccount', { venue })}
      </Alert>
    );
  }
  return null;
}
