import { memo, useState } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { stickyFirstColumnSx } from '../../../components/scroll-table';
import { formatDate } from '../../../lib/format/time';
import type { AccountEvent } from '../../../markets/model/account';
import { formatPrice, formatSignificant, formatUsd, NO_FIGURE } from '../../../lib/format/numbers';
import { VENUE_NAMES } from '../../../markets/model/venues';

const PAGE_SIZE = 50;
const COLUMNS = ['time', 'venue', 'market', 'type', 'side', 'size', 'price', 'fee', 'funding'] as const;
const NUMERIC: ReadonlySet<string> = new Set(['size', 'price', 'fee', 'funding']);

/**
 * One fill or payment. Memoised on the event itself: a refresh that brings nothing new (most of them: the demo's bots
 * fill every 30 to 60 minutes, the accounts are read every 30 s) hands back the same event objects (react-query's
 * structural sharing keeps what is deep-equal), so the page's 50 rows of MUI cells are not rendered again.
 */
const OperationRow = memo(function OperationRow({
  event,
  locale,
  t,
}: {
  event: AccountEvent;
  locale: string;
  t: TFunction;
}) {
  const size = (value: number | null) => (value === null ? NO_FIGURE : formatSignificant(value, locale));
  return (
    <TableRow>
      <TableCell>{formatDate(event.time, locale, { dateStyle: 'short', timeStyle: 'short' }) ?? '—'}</TableCell>
      <TableCell>{VENUE_NAMES[event.venue]}</TableCell>
      <TableCell>{event.market}</TableCell>
      <TableCell>{t(`myOperation.${event.kind}`)}</TableCell>
      <TableCell>{event.side === null ? '—' : t(`accounts.${event.side}`)}</TableCell>
      <TableCell align="right">{size(event.size)}</TableCell>
      <TableCell align="right">{event.kind === 'fill' ? formatPrice(event.price, locale) : '—'}</TableCell>
      <TableCell align="right">{event.kind === 'fill' ? formatUsd(event.feeUsd, locale) : '—'}</TableCell>
      <TableCell align="right">{event.kind === 'funding' ? formatUsd(event.amountUsd, locale) : '—'}</TableCell>
    </TableRow>
  );
});

/** The fills and payments the filter shows, 50 to a page, newest first. Names from the venues are shown as text. */
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
  const rows = events.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  return (
    <>
      <TableContainer sx={{ flex: 1, minHeight: 120 }}>
        <Table
          size="small"
          stickyHeader
          aria-label={t('myOperation.table')}
          sx={{ '& td, & th': { py: 0.5, whiteSpace: 'nowrap', fontSize: 12 }, ...stickyFirstColumnSx }}
        >
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column} align={NUMERIC.has(column) ? 'right' : 'left'}>
                  {t(`myOperation.columns.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody data-user-content>
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={COLUMNS.length}>{empty}</TableCell>
              </TableRow>
            ) : (
              rows.map((event) => (
                <OperationRow key={`${event.venue}:${event.id}`} event={event} locale={locale} t={t} />
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
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
