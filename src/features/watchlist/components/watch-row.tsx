import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { CardComps } from '../../../cards/model/card-comps';
import { cardLabel, gradeKeptTogether, type ResolvedCard } from '../../../cards/model/card';
import type { WatchEntry } from '../../../cards/model/watchlist';
import { judgeValue } from '../../../cards/model/value-confidence';
import { confidenceBadge, confidenceWhy, trendWhy, trendWord } from '../../../cards/components/confidence-text';
import type { FeedEvent } from '../../../feed/model/feed-event';
import { PLATFORM_FACTS } from '../../../feed/platforms';
import { formatNumber, formatUsd } from '../../../lib/format/numbers';
import { formatAgo } from '../../../lib/format/time';

interface WatchRowProps {
  entry: WatchEntry;
  /** The entry's certificate resolved, where it is one. */
  card: ResolvedCard | null | undefined;
  last: FeedEvent | undefined;
  comps: CardComps | null;
  now: number;
  /** Told the card's title, for the dialog to say which card it edits. */
  onEdit: (title: string) => void;
  onRemove: () => void;
  removing: boolean;
}

/** "Charizard · Base Set · PSA 8.5", "PSA 12345678" or, resolved, the certificate's card. */
function entryTitle(entry: WatchEntry, card: ResolvedCard | null | undefined, t: TFunction, locale: string): string {
  if (entry.card.kind === 'card') {
    const grade = formatNumber(entry.card.grade, locale, { maxDigits: 1 });
    return `${entry.card.name} · ${entry.card.set} · PSA ${grade}`;
  }
  return card
    ? `${cardLabel(card, card.grade)} · ${t('watchlist.certificate', { certificate: entry.card.certificate })}`
    : t('watchlist.certificate', { certificate: entry.card.certificate });
}

/** One watched card: its target, its last listing seen, its comps median, confidence and trend, and its actions. */
export function WatchRow({ entry, card, last, comps, now, onEdit, onRemove, removing }: WatchRowProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const title = entryTitle(entry, card, t, locale);
  const predicted = card?.predictedPrice ?? null;
  const judgement = useMemo(
    () =>
      comps === null && predicted === null
        ? null
        : judgeValue({ basis: predicted === null ? 'comps' : 'valuation', comps, feedValue: null, predicted }, now),
    [comps, predicted, now],
  );
  const trend = judgement ? trendWord(judgement, t) : null;
  const lastText = last
    ? t('watchlist.lastListing', {
        price: last.priceUSD === null ? '—' : formatUsd(last.priceUSD, locale),
        platform: t(PLATFORM_FACTS[last.platform].nameKey),
        ago: formatAgo(last.time ?? last.receivedAt, now, locale) ?? '',
      })
    : t('watchlist.noListing');
  return (
    <Stack
      component="li"
      spacing={0.25}
      sx={{ py: 1, borderBottom: 1, borderColor: 'divider', listStyle: 'none' }}
      aria-label={title}
    >
      <Typography variant="subtitle2" component="h3" sx={{ overflowWrap: 'anywhere' }}>
        {gradeKeptTogether(title)}
      </Typography>
      <Typography variant="body2">{t('watchlist.target', { target: formatUsd(entry.targetUsd, locale) })}</Typography>
      <Typography variant="body2" color="text.secondary">
        {lastText}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {comps
          ? t('watchlist.compsMedian', { median: formatUsd(comps.median, locale), count: comps.sales.length })
          : t('watchlist.noComps')}
        {judgement && (
          <>
            {' · '}
            <span title={confidenceWhy(judgement, t, locale)}>{confidenceBadge(judgement, t)}</span>
            {trend !== null && <span title={trendWhy(judgement, t, locale) ?? undefined}>{` · ${trend}`}</span>}
          </>
        )}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button size="small" onClick={() => onEdit(title)} aria-label={t('watchlist.editTargetOf', { card: title })}>
          {t('watchlist.editTarget')}
        </Button>
        <Button
          size="small"
          color="error"
          onClick={onRemove}
          disabled={removing}
          aria-label={t('watchlist.removeOf', { card: title })}
        >
          {t('watchlist.remove')}
        </Button>
      </Stack>
    </Stack>
  );
}
