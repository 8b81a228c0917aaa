import { useCallback, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import { useClock } from '../../../components/use-clock';
import { useHistoryView } from '../../../feed/history/use-feed-history';
import { formatNumber } from '../../../lib/format/numbers';
import { csvStamp, downloadCsv } from '../../../lib/csv';
import { eventKey, type FeedEvent } from '../../../feed/model/feed-event';
import { PLATFORM_FACTS, type FeedKind, type FeedPlatform } from '../../../feed/platforms';
import type { FeedFilters, NamesOf } from '../model/feed-view';
import { historyRows } from '../model/history-view';
import {
  filterHistory,
  historyCards,
  historyGrades,
  NO_HISTORY_FILTER,
  type CardOf,
  type CompsOf,
  type HistoryFilter,
} from '../model/history-table';
import { FeedHistoryRow, HISTORY_ROW_HEIGHT } from './feed-history-row';
import { FeedHistoryTools } from './feed-history-tools';
import { useHistoryCsv } from './use-history-csv';
import { useHistoryCards } from './use-history-cards';

export interface FeedHistoryDialogProps {
  title: string;
  userId: string;
  platform: FeedPlatform;
  kind: FeedKind;
  /** The session's kept events: the history when storage is off, and the last second's when it is on. */
  kept: readonly FeedEvent[];
  filters: FeedFilters;
  filterCount: number;
  namesOf: NamesOf;
  titleOf: (event: FeedEvent) => string;
  cardOf: CardOf;
  compsOf: CompsOf;
  onClose: () => void;
  /** Asks, then deletes the panel's stored history; absent while history is off. */
  onClear?: (() => void) | undefined;
}

/**
 * A panel's whole history (up to 1,000 events, 7 days) in a window over it, newest first, read when it opens. The
 * list is virtualised: only the rows in view are drawn, each with its card, price and age, and a link to its page
 * (http(s) only). The panel's filters apply unless the user turns them off here, so the view answers "what did this
 * panel see of what I am looking for", and everything is one switch away. Each row has its deal, market value and
 * comps as the panel's rows; a filter by card and grade narrows it, and the rows shown export as CSV.
 */
export function FeedHistoryDialog(props: FeedHistoryDialogProps) {
  const { title, userId, platform, kind, kept, filters, filterCount, namesOf, titleOf, cardOf, compsOf } = props;
  const { onClose, onClear } = props;
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const now = useClock();
  const stored = useHistoryView(userId, platform, kind);
  const [applyFilters, setApplyFilters] = useState(true);
  const filtered = applyFilters && filterCount > 0;
  // The clock's minute ticks move the 7-day edge; the rows are worked out again only when what is read changes.
  const [openedAt] = useState(now);
  const all = useMemo(() => historyRows(kept, stored.events, openedAt, null), [kept, stored.events, openedAt]);
  const panelRows = useMemo(
    () => (filtered ? historyRows(all, [], openedAt, filters, namesOf) : all),
    [all, filtered, filters, namesOf, openedAt],
  );
  const [cardFilter, setCardFilter] = useState<HistoryFilter>(NO_HISTORY_FILTER);
  const cards = useMemo(() => historyCards(panelRows, cardOf, locale), [panelRows, cardOf, locale]);
  const grades = useMemo(() => historyGrades(panelRows), [panelRows]);
  const rows = useMemo(() => filterHistory(panelRows, cardFilter, cardOf), [panelRows, cardFilter, cardOf]);
  const csv = useHistoryCsv({ cardOf, compsOf, titleOf });
  const onExport = useCallback(
    () => downloadCsv(`${t('feed.history.csvName', { panel: title })}-${csvStamp(Date.now())}.csv`, csv(rows)),
    [csv, rows, t, title],
  );
  const scroller = useRef<HTMLDivElement>(null);
  // The app is not built with React Compiler, which is what this rule protects; the list re-renders with its rows.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => HISTORY_ROW_HEIGHT,
    overscan: 6,
  });
  // The rows in view are looked up like a panel's, so that each reads as its card: set, number and grade.
  useHistoryCards(
    userId,
    virtualizer.getVirtualItems().map((item) => rows[item.index]),
  );
  const heading = t('feed.history.viewTitle', { panel: title });
  const platformName = t(PLATFORM_FACTS[platform].nameKey);
  const summary = stored.loading
    ? t('feed.history.reading')
    : cardFilter !== NO_HISTORY_FILTER
      ? t('feed.history.countShown', {
          shown: formatNumber(rows.length, locale),
          total: formatNumber(all.length, locale),
        })
      : filtered
        ? t('feed.history.countFiltered', {
            shown: formatNumber(rows.length, locale),
            total: formatNumber(all.length, locale),
          })
        : t('feed.history.count', { count: all.length, total: formatNumber(all.length, locale) });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{heading}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {summary}
        </Typography>
        {filterCount > 0 && (
          <FormControlLabel
            control={<Switch checked={applyFilters} onChange={(event) => setApplyFilters(event.target.checked)} />}
            label={t('feed.history.applyFilters', { count: filterCount })}
          />
        )}
        <FeedHistoryTools
          cards={cards}
          grades={grades}
          filter={cardFilter}
          onFilter={setCardFilter}
          onExport={onExport}
          canExport={rows.length > 0}
        />
        <Box ref={scroller} sx={{ height: 'min(60vh, 560px)', overflow: 'auto' }} tabIndex={0}>
          {rows.length === 0 && !stored.loading ? (
            <Typography variant="body2" color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
              {t('feed.history.none')}
            </Typography>
          ) : (
            <Box
              component="ul"
              aria-label={heading}
              sx={{ position: 'relative', m: 0, p: 0, listStyle: 'none', height: virtualizer.getTotalSize() }}
            >
              {virtualizer.getVirtualItems().map((item) => {
                const event = rows[item.index];
                if (!event) return null;
                return (
                  <FeedHistoryRow
                    key={eventKey(event)}
                    event={event}
                    name={titleOf(event)}
                    card={cardOf(event)}
                    comps={compsOf(event)}
                    platformName={platformName}
                    now={now}
                    t={t}
                    locale={locale}
                    index={item.index}
                    count={rows.length}
                    start={item.start}
                  />
                );
              })}
            </Box>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        {onClear && (
          <Button color="error" onClick={onClear} sx={{ mr: 'auto' }}>
            {t('feed.history.clear')}
          </Button>
        )}
        <Button onClick={onClose}>{t('feed.history.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
