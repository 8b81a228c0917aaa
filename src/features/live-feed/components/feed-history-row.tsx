import type { TFunction } from 'i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatAgo, formatDateTime } from '../../../lib/format/time';
import { formatNumber, formatUsd } from '../../../lib/format/numbers';
import { safeHttpUrl } from '../../../lib/safe-url';
import type { FeedEvent } from '../../../feed/model/feed-event';
import type { ResolvedCard } from '../../../cards/model/card';
import type { Comps } from '../../../cards/model/comps';
import { rowValue } from '../model/history-table';

/** Every row is one height, so the list knows its length without drawing it: a name, the price and deal, the value. */
export const HISTORY_ROW_HEIGHT = 76;

const oneLine = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** "Valuation $500.00, 10% below · 3 sales seen · median $480.00": what the row's price is weighed against. */
export function historyValueText(
  event: FeedEvent,
  card: ResolvedCard | null | undefined,
  comps: Comps | null,
  t: TFunction,
  locale: string,
): string {
  const value = rowValue(event, card, comps);
  const parts: string[] = [];
  if (value) {
    const amount = formatUsd(value.valueUSD, locale);
    const line = t(`feed.history.valueLine.${value.source}`, { value: amount });
    const percentage = value.gapPct === null ? null : formatNumber(Math.abs(value.gapPct), locale, { maxDigits: 1 });
    parts.push(
      percentage === null || value.gapPct === 0
        ? line
        : t(value.gapPct !== null && value.gapPct > 0 ? 'feed.history.below' : 'feed.history.above', {
            value: line,
            percentage,
          }),
    );
  }
  if (comps) {
    parts.push(t('cards.comps.summary', { count: comps.sales.length, median: formatUsd(comps.median, locale) }));
  }
  return parts.join(' · ');
}

export interface HistoryRowProps {
  event: FeedEvent;
  name: string;
  card: ResolvedCard | null | undefined;
  comps: Comps | null;
  platformName: string;
  now: number;
  t: TFunction;
  locale: string;
  index: number;
  count: number;
  start: number;
}

/** One row of the history: its card (a link to its page, http(s) only), price and deal, market value and comps, age. */
export function FeedHistoryRow(props: HistoryRowProps) {
  const { event, name, card, comps, platformName, now, t, locale, index, count, start } = props;
  const href = safeHttpUrl(event.link);
  const time = event.time ?? event.receivedAt;
  const price = [
    event.priceUSD === null ? null : formatUsd(event.priceUSD, locale),
    event.priceSOL === null ? null : `${formatNumber(event.priceSOL, locale, { maxDigits: 3 })} SOL`,
  ]
    .filter(Boolean)
    .join(' · ');
  const value = historyValueText(event, card, comps, t, locale);
  return (
    <Box
      component="li"
      aria-setsize={count}
      aria-posinset={index + 1}
      sx={{
        position: 'absolute',
        top: 0,
        left: 0,
        right: 0,
        height: HISTORY_ROW_HEIGHT,
        transform: `translateY(${start}px)`,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" title={name} sx={{ ...oneLine, fontWeight: 600 }}>
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
        <Typography variant="caption" color="text.secondary" component="p" sx={oneLine}>
          {price || '—'}
          {event.isGoodDeal && (
            <Box component="span" sx={{ color: 'success.main', fontWeight: 600 }}>
              {` · ${t('feed.goodDeal')}`}
            </Box>
          )}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" title={value || undefined} sx={oneLine}>
          {value || '\u00a0'}
        </Typography>
      </Box>
      <Typography variant="caption" color="text.secondary" component="span" sx={{ flexShrink: 0 }}>
        <time dateTime={new Date(time).toISOString()} title={formatDateTime(time, locale) ?? undefined}>
          {formatAgo(time, now, locale)}
        </time>
      </Typography>
    </Box>
  );
}
