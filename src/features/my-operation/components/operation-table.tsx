import { memo, useMemo, useState } from 'react';
import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { formatDate } from '../../../lib/format/time';
import { plainHead } from '../../../markets/components/column-heads';
import { ColumnTable, type TableColumn } from '../../../markets/components/column-table';
import type { AccountEvent } from '../../../markets/model/account';
import { formatPrice, formatSignificant, formatUsd, NO_FIGURE } from '../../../lib/format/numbers';
import { venueName } from '../../../markets/model/venues';

const PAGE_SIZE = 50;
type ColumnId = 'time' | 'venue' | 'market' | 'type' | 'side' | 'size' | 'price' | 'fee' | 'funding';

const LEFT = { textAlign: 'left' } as const;

/** A column of names (on the left) or of figures (on the right), under its heading in the reader's language. */
function column(
  t: TFunction,
  id: ColumnId,
  align: 'left' | 'right',
  text: (event: AccountEvent) => string,
): TableColumn<AccountEvent, undefined> {
  return {
    id,
    head: plainHead(t(`myOperation.columns.${id}`), align),
    cell: (event) => <td style={align === 'left' ? LEFT : undefined}>{text(event)}</td>,
  };
}

function operationColumns(t: TFunction, locale: string): TableColumn<AccountEvent, undefined>[] {
  const size = (value: number | null) => (value === null ? NO_FIGURE : formatSignificant(value, locale));
  return [
    column(
      t,
      'time',
      'left',
      (event) => formatDate(event.time, locale, { dateStyle: 'short', timeStyle: 'short' }) ?? NO_FIGURE,
    ),
    column(t, 'venue', 'left', (event) => venueName(event.venue)),
    column(t, 'market', 'left', (event) => event.market),
    column(t, 'type', 'left', (event) => t(`myOperation.${event.kind}`)),
    column(t, 'side', 'left', (event) => (event.side === null ? NO_FIGURE : t(`accounts.${event.side}`))),
    column(t, 'size', 'right', (event) => size(event.size)),
    column(t, 'price', 'right', (event) => (event.kind === 'fill' ? formatPrice(event.price, locale) : NO_FIGURE)),
    column(t, 'fee', 'right', (event) => (event.kind === 'fill' ? formatUsd(event.feeUsd, locale) : NO_FIGURE)),
    column(t, 'funding', 'right', (event) =>
      event.kind === 'funding' ? formatUsd(event.amountUsd, locale) : NO_FIGURE,
    ),
  ];
}

const eventKey = (event: AccountEvent) => `${event.venue}:${event.id}`;

/**
 * The fills and payments the filter shows, 50 to a page, newest first. Names from the venues are shown as text. A row
 * is drawn again only when its event changed: a refresh that brings nothing new (most of them: the demo's bots fill
 * every 30 to 60 minutes, the accounts are read every 30 s) hands back the same event objects (react-query's
 * structural sharing keeps what is deep-equal).
 */
export const OperationTable = memo(function OperationTable({
  events,
  empty,
}: {
  events: readonly AccountEvent[];
  empty: string;
}) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(0);
  const [shownFor, setShownFor] = useState(events);
  // A new filter or a refresh starts again from the newest rows' page when the current page no longer exists.
  if (shownFor !== events) {
    setShownFor(events);
    if (page * PAGE_SIZE >= events.length) setPage(0);
  }
  const locale = i18n.language;
  const columns = useMemo(() => operationColumns(t, locale), [t, locale]);
  const rows = events.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  return (
    <>
      <ColumnTable
        layout="fill"
        minHeight={120}
        label={t('myOperation.table')}
        rows={rows}
        rowKey={eventKey}
        columns={columns}
        context={undefined}
        empty={empty}
      />
      <TablePagination
        component="div"
        count={events.length}
        page={page}
        rowsPerPage={PAGE_SIZE}
        rowsPerPageOptions={[PAGE_SIZE]}
        onPageChange={(_event, next) => setPage(next)}
      />
    </>
  );
});
