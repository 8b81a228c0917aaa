import { useMemo, useRef, useState } from 'react';
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
import { formatNumber, formatUsd } from '../../../lib/format/numbers';
import { formatAgo, formatDateTime } from '../../../lib/format/time';
import { safeHttpUrl } from '../../../lib/safe-url';
import { eventKey, type FeedEvent } from '../../../feed/model/feed-event';
import { PLATFORM_FACTS, type FeedKind, type FeedPlatform } from '../../../feed/platforms';
import type { FeedFilters, NamesOf } from '../model/feed-view';
import { historyRows } from '../model/history-view';

/**
 * Every row is one height, so the list knows its length without drawing it: room for a title on two lines (a resolved
 * card's label wraps on a phone rather than losing its grade) and the price.
 */
const ROW_HEIGHT = 72;
/** The title wraps to two lines at most; the whole of it is in its tooltip. */
const twoLines = {
  fontWeight: 600,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
} as const;

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
  onClose: () => void;
  /** Asks, then deletes the panel's stored history; absent while history is off. */
  onClear?: (() => void) | undefined;
}

/**
 * A panel's whole history (up to 1,000 events, 7 days) in a window over it, newest first, read when it opens. The
 * list is virtualised: only the rows in view are drawn, each with its card, price and age, and a link to its page
 * (http(s) only). The panel's filters apply unless the user turns them off here, so the view answers "what did this
 * panel see of what I am looking for", and everything is one switch away.
 */
export function FeedHistoryDialog(props: FeedHistoryDialogProps) {
  const { title, userId, platform, kind, kept, filters, filterCount, namesOf, titleOf, onClose, onClear } = props;
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const now = useClock();
  const stored = useHistoryView(userId, platform, kind);
  const [applyFilters, setApplyFilters] = useState(true);
  const filtered = applyFilters && filterCount > 0;
  // The clock's minute ticks move the 7-day edge; the rows are worked out again only when what is read changes.
  const [openedAt] = useState(now);
  const all = useMemo(() => historyRows(kept, stored.events, openedAt, null), [kept, stored.events, openedAt]);
  const rows = useMemo(
    () => (filtered ? historyRows(all, [], openedAt, filters, namesOf) : all),
    [all, filtered, filters, namesOf, openedAt],
  );
  const scroller = useRef<HTMLDivElement>(null);
  // The app is not built with React Compiler, which is what this rule protects; the list re-renders with its rows.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
  });
  const heading = t('feed.history.viewTitle', { panel: title });
  const platformName = t(PLATFORM_FACTS[platform].nameKey);
  const summary = stored.loading
    ? t('feed.history.reading')
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
                const name = titleOf(event);
                const href = safeHttpUrl(event.link);
                const time = event.time ?? event.receivedAt;
                const price = [
                  event.priceUSD === null ? null : formatUsd(event.priceUSD, locale),
                  event.priceSOL === null ? null : `${formatNumber(event.priceSOL, locale, { maxDigits: 3 })} SOL`,
                ]
                  .filter(Boolean)
                  .join(' · ');
                return (
                  <Box
                    component="li"
                    key={eventKey(event)}
                    aria-setsize={rows.length}
                    aria-posinset={item.index + 1}
                    sx={{
                      position: 'absolute',
                      top: 0,
                      left: 0,
                      right: 0,
                      height: ROW_HEIGHT,
                      transform: `translateY(${item.start}px)`,
                      display: 'flex',
                      alignItems: 'center',
                      gap: 1,
                      borderBottom: 1,
                      borderColor: 'divider',
                    }}
                  >
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Typography variant="body2" title={name} sx={twoLines}>
                        {href ? (
                          <a
                            href={href}
                            target="_blank"
                            rel="noopener noreferrer"
                            aria-label={t('feed.open', { name, platform: platformName })}
                            style={{ color: 'inherit' }}
                          >
                            {name}
                          </a>
                        ) : (
                          name
                        )}
                      </Typography>
                      <Typography variant="caption" color="text.secondary" component="p" noWrap>
                        {price || '—'}
                      </Typography>
                    </Box>
                    <Typography variant="caption" color="text.secondary" component="span" sx={{ flexShrink: 0 }}>
                      <time dateTime={new Date(time).toISOString()} title={formatDateTime(time, locale) ?? undefined}>
                        {formatAgo(time, now, locale)}
                      </time>
                    </Typography>
                  </Box>
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
