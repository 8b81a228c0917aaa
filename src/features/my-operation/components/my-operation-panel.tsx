import { useCallback, useMemo } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { configuredAccounts } from '../../../account-record/volume-bot';
import { useVolumeBot } from '../../../account-record/use-volume-bot';
import { useSignedInUser } from '../../../auth/auth-context';
import { useAccountActivity } from '../../../markets/accounts/use-venue-accounts';
import type { AccountEvent } from '../../../markets/model/account';
import { VENUE_NAMES } from '../../../markets/model/venues';
import type { PanelProps } from '../../../panel-contract/panel-props';
import { usePanelState } from '../../../panel-contract/use-panel-state';
import { filterEvents, marketsOf, mergeEvents } from '../model/activity-rows';
import { activityCsv, type ActivityCsvHeader } from '../model/csv';
import { downloadCsv } from '../../../lib/csv';
import { DEFAULT_OPERATION_STATE, filterOf, type OperationState } from '../model/operation-state';
import { readProgress } from '../model/read-progress';
import { AccountLine } from './account-line';
import { OperationSummary } from './operation-summary';
import { OperationTable } from './operation-table';

const NO_EVENTS: readonly AccountEvent[] = [];

/**
 * My Operation: each configured venue account's fills and funding payments of the last 30 days, what they add up to
 * over 24 h, 7 days and 30 days, a filter by venue and market (kept with the layout) and a CSV of the rows shown.
 */
export default function MyOperationPanel({ initialState, saveState }: PanelProps<undefined, OperationState>) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const volumeBot = useVolumeBot(user.id);
  const accounts = useMemo(() => (volumeBot.data ? configuredAccounts(volumeBot.data) : []), [volumeBot.data]);
  const activity = useAccountActivity(accounts);
  const [state, update] = usePanelState(initialState, DEFAULT_OPERATION_STATE, saveState);
  const filter = useMemo(() => filterOf(state), [state]);

  const lists = activity.accounts.map((view) => (view.kind === 'read' && view.data ? view.data.events : NO_EVENTS));
  const listsKey = activity.accounts.map((view) => (view.kind === 'read' ? String(view.updatedAt) : '-')).join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the lists change only when a read ends (listsKey)
  const all = useMemo(() => mergeEvents(lists), [listsKey]);
  const shown = useMemo(() => filterEvents(all, filter), [all, filter]);
  const markets = useMemo(() => marketsOf(all, filter.venue), [all, filter.venue]);
  const venues = [...new Set(accounts.map((account) => account.venue))];

  const exportCsv = useCallback(() => {
    const column = (name: keyof ActivityCsvHeader) => t(`myOperation.columns.${name}`);
    const header: ActivityCsvHeader = {
      time: column('time'),
      venue: column('venue'),
      market: column('market'),
      type: column('type'),
      side: column('side'),
      size: column('size'),
      price: column('price'),
      fee: column('fee'),
      funding: column('funding'),
    };
    const words = {
      fill: t('myOperation.fill'),
      funding: t('myOperation.funding'),
      buy: t('accounts.buy'),
      sell: t('accounts.sell'),
      long: t('accounts.long'),
      short: t('accounts.short'),
    };
    const stamp = new Date().toISOString().slice(0, 16).replace(/[:T]/g, '-');
    downloadCsv(`${t('myOperation.csvName')}-${stamp}.csv`, activityCsv(shown, header, words));
  }, [shown, t]);

  const progress = readProgress(
    activity.accounts.map((view) => ({
      venue: view.venue,
      readable: view.kind === 'read',
      loading: view.kind === 'read' && view.loading,
      answered: view.kind === 'read' && view.data !== null,
    })),
    { settingsPending: volumeBot.isPending },
  );
  const noAccounts = !volumeBot.isPending && accounts.length === 0;

  return (
    // Names from the venues fill the lines and the table: none of it is the page's own text.
    <Stack sx={{ height: '100%', minWidth: 0 }} data-user-content>
      <Stack
        direction="row"
        spacing={1}
        sx={{ px: 1.5, pt: 1.5, pb: 1, flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}
      >
        <TextField
          select
          size="small"
          label={t('myOperation.venue')}
          value={filter.venue ?? ''}
          onChange={(event) => update({ venue: event.target.value === '' ? null : event.target.value, market: null })}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ width: 150, flexShrink: 0 }}
        >
          <option value="">{t('myOperation.all')}</option>
          {venues.map((venue) => (
            <option key={venue} value={venue}>
              {VENUE_NAMES[venue]}
            </option>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('myOperation.market')}
          value={filter.market !== null && markets.includes(filter.market) ? filter.market : ''}
          onChange={(event) => update({ market: event.target.value === '' ? null : event.target.value })}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ width: 150, flexShrink: 0 }}
        >
          <option value="">{t('myOperation.all')}</option>
          {markets.map((market) => (
            <option key={market} value={market}>
              {market}
            </option>
          ))}
        </TextField>
        <Stack direction="row" spacing={1} sx={{ ml: 'auto' }}>
          <Button size="small" variant="outlined" onClick={exportCsv} disabled={shown.length === 0}>
            {t('myOperation.exportCsv')}
          </Button>
          <Button
            size="small"
            variant="outlined"
            onClick={activity.refresh}
            loading={activity.refreshing}
            aria-label={t('accounts.refreshLabel')}
          >
            {t('accounts.refresh')}
          </Button>
        </Stack>
      </Stack>
      <Stack spacing={0.5} sx={{ px: 1.5, pb: 1 }}>
        {noAccounts && <Typography variant="body2">{t('accounts.noAccounts')}</Typography>}
        {activity.accounts.map((view) => (
          <AccountLine key={`${view.venue}:${view.address}`} view={view} />
        ))}
      </Stack>
      <OperationSummary events={shown} progress={progress} />
      <OperationTable
        events={shown}
        empty={progress.phase === 'complete' ? t('myOperation.empty') : t('myOperation.loading')}
      />
      <Typography variant="caption" color="text.secondary" sx={{ px: 1.5, pb: 1 }}>
        {t('myOperation.rowsNote')}
      </Typography>
    </Stack>
  );
}
