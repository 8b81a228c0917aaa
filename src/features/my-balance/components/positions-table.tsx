import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { plainHead } from '../../../markets/components/column-heads';
import { ColumnTable, type TableColumn } from '../../../markets/components/column-table';
import { formatPrice, formatSignificant, formatUsd, NO_FIGURE } from '../../../lib/format/numbers';

/** One open position as its row shows it: value and PnL already worked out (with the market data's mark if need be). */
export interface PositionRow {
  market: string;
  side: 'long' | 'short';
  size: number;
  entryPrice: number | null;
  valueUsd: number | null;
  pnlUsd: number | null;
}

const LEFT = { textAlign: 'left' } as const;

const usd = (value: number | null, locale: string) => (value === null ? NO_FIGURE : formatUsd(value, locale));

function positionColumns(t: TFunction, locale: string): TableColumn<PositionRow, undefined>[] {
  return [
    {
      id: 'market',
      head: plainHead(t('myBalance.columns.market'), 'left'),
      cell: (row) => <th scope="row">{row.market}</th>,
    },
    {
      id: 'side',
      head: plainHead(t('myBalance.columns.side'), 'left'),
      cell: (row) => <td style={LEFT}>{t(`accounts.${row.side}`)}</td>,
    },
    {
      id: 'size',
      head: plainHead(t('myBalance.columns.size')),
      cell: (row) => <td>{formatSignificant(row.size, locale)}</td>,
    },
    {
      id: 'entry',
      head: plainHead(t('myBalance.columns.entry')),
      cell: (row) => <td>{row.entryPrice === null ? NO_FIGURE : formatPrice(row.entryPrice, locale)}</td>,
    },
    {
      id: 'value',
      head: plainHead(t('myBalance.columns.value')),
      cell: (row) => <td>{usd(row.valueUsd, locale)}</td>,
    },
    {
      id: 'pnl',
      head: plainHead(t('myBalance.columns.pnl')),
      cell: ({ pnlUsd }) => <td>{pnlUsd !== null && pnlUsd > 0 ? `+${usd(pnlUsd, locale)}` : usd(pnlUsd, locale)}</td>,
    },
  ];
}

const rowKey = (row: PositionRow) => `${row.market}:${row.side}`;

/**
 * An account's open positions. Memoised on its rows: My Balance renders again with every market data update and
 * every read, and a table whose figures did not move is not drawn again.
 */
export const PositionsTable = memo(function PositionsTable({
  venue,
  rows,
}: {
  venue: string;
  rows: readonly PositionRow[];
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const columns = useMemo(() => positionColumns(t, locale), [t, locale]);
  return (
    <ColumnTable
      layout="inline"
      size="compact"
      label={t('myBalance.positionsTable', { venue })}
      rows={rows}
      rowKey={rowKey}
      columns={columns}
      context={undefined}
    />
  );
});
