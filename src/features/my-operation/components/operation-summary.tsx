import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useClockStep } from '../../../components/use-clock';
import { plainHead } from '../../../markets/components/column-heads';
import { ColumnTable, type TableColumn } from '../../../markets/components/column-table';
import type { AccountEvent } from '../../../markets/model/account';
import { formatNumber, formatUsd } from '../../../lib/format/numbers';
import { VENUE_NAMES } from '../../../markets/model/venues';
import type { ReadProgress } from '../model/read-progress';
import { windowTotals, type WindowTotals } from '../model/volume-windows';

function summaryColumns(t: TFunction, locale: string): TableColumn<WindowTotals, undefined>[] {
  const usd = (value: number) => formatUsd(value, locale);
  return [
    {
      id: 'window',
      head: plainHead(t('myOperation.window'), 'left'),
      cell: (row) => <th scope="row">{t(`myOperation.windows.${row.window}`)}</th>,
    },
    {
      id: 'volume',
      head: plainHead(t('myOperation.volume')),
      cell: (row) => <td>{usd(row.volumeUsd)}</td>,
    },
    {
      id: 'fills',
      head: plainHead(t('myOperation.fills')),
      cell: (row) => <td>{formatNumber(row.fills, locale, { maxDigits: 0 })}</td>,
    },
    { id: 'fees', head: plainHead(t('myOperation.fees')), cell: (row) => <td>{usd(row.feesUsd)}</td> },
    {
      id: 'funding',
      head: plainHead(t('myOperation.fundingEarned')),
      cell: (row) => <td>{usd(row.fundingUsd)}</td>,
    },
  ];
}

const windowKey = (row: WindowTotals) => row.window;

/** Volume, fills, fees and funding over the last 24 h, 7 days and 30 days, of the rows the filter shows. */
export function OperationSummary({ events, progress }: { events: readonly AccountEvent[]; progress: ReadProgress }) {
  const { t, i18n } = useTranslation();
  // The windows move with the clock, but a minute is fine enough for totals: rendered and recomputed once a minute.
  const minute = useClockStep(60_000);
  const totals = useMemo(() => windowTotals(events, minute + 59_999), [events, minute]);
  const locale = i18n.language;
  const columns = useMemo(() => summaryColumns(t, locale), [t, locale]);
  // Nothing answered yet: zeros would read as "no volume", so the panel says it is reading instead.
  if (progress.phase === 'loading') {
    return (
      <Typography role="status" variant="body2" sx={{ px: 1.5, py: 1 }}>
        {t('myOperation.loading')}
      </Typography>
    );
  }
  const pending = progress.pending.map((venue) => VENUE_NAMES[venue]).join(', ');
  return (
    <>
      {progress.phase === 'partial' && (
        <Typography role="status" variant="caption" color="text.secondary" sx={{ px: 1.5 }}>
          {t('myOperation.partial', { venues: pending })}
        </Typography>
      )}
      <ColumnTable
        layout="inline"
        size="medium"
        label={t('myOperation.summary')}
        rows={totals}
        rowKey={windowKey}
        columns={columns}
        context={undefined}
      />
    </>
  );
}
