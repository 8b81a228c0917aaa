import { memo } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNew from '@mui/icons-material/OpenInNew';
import ImageNotSupported from '@mui/icons-material/ImageNotSupportedOutlined';
import { useTranslation } from 'react-i18next';
import type { FeedEvent } from '../model/feed-event';
import { TooltipIconButton } from '../../../components/tooltip-icon-button';
import { shortAddress } from '../../../components/short-address';

const usd = (locale: string) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
const sol = (locale: string) => new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
/** A percentage as a number in the reader's way; the sign and its spacing belong to the language's sentence. */
const percent = (locale: string) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });

function ago(time: number, now: number, locale: string): string {
  // `now` ticks every few seconds; an event newer than the last tick is "now", never "in 3 seconds".
  const seconds = Math.min(0, Math.round((time - now) / 1000));
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (Math.abs(seconds) < 60) return format.format(seconds, 'second');
  const minutes = Math.round(seconds / 60);
  if (Math.abs(minutes) < 60) return format.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 24) return format.format(hours, 'hour');
  return format.format(Math.round(hours / 24), 'day');
}

/** One listing or sale. Every value from the feed is rendered as text; links and images are http(s) only. */
export const FeedRow = memo(function FeedRow({ event, now }: { event: FeedEvent; now: number }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const title = event.name ?? (event.psaId ? t('feed.psa', { id: event.psaId }) : t('feed.card'));
  return (
    <Stack
      component="li"
      direction="row"
      spacing={1.5}
      sx={{ py: 1, borderBottom: 1, borderColor: 'divider', listStyle: 'none' }}
    >
      <Box
        sx={{
          width: 48,
          height: 67,
          flexShrink: 0,
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'action.hover',
          borderRadius: 0.5,
        }}
      >
        {event.image ? (
          <Box
            component="img"
            src={event.image}
            alt={title}
            loading="lazy"
            referrerPolicy="no-referrer"
            sx={{ width: 48, height: 67, objectFit: 'cover', borderRadius: 0.5 }}
          />
        ) : (
          <ImageNotSupported fontSize="small" aria-hidden />
        )}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" noWrap sx={{ fontWeight: 700, flex: 1, minWidth: 0 }}>
            {title}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
            {ago(event.time, now, locale)}
          </Typography>
        </Stack>
        <Typography variant="caption" color="text.secondary" component="p" noWrap>
          {[event.psaId && t('feed.psa', { id: event.psaId }), event.grade && t('feed.grade', { grade: event.grade })]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        <Typography variant="body2">
          {event.priceSOL !== null ? `${sol(locale).format(event.priceSOL)} SOL` : '—'}
          {event.priceUSD !== null ? ` · ${usd(locale).format(event.priceUSD)}` : ''}
        </Typography>
        {event.isGoodDeal && (
          <Chip
            size="small"
            color="success"
            sx={{ mt: 0.5, height: 22 }}
            label={
              event.difference !== null && event.percentage !== null
                ? `${t('feed.goodDeal')} · ${t('feed.below', { difference: usd(locale).format(event.difference), percentage: percent(locale).format(event.percentage) })}`
                : t('feed.goodDeal')
            }
          />
        )}
        {event.kind === 'sale' && (
          <Typography variant="caption" color="text.secondary" component="p" noWrap>
            {t('feed.buyer', { who: event.buyer ? shortAddress(event.buyer) : t('feed.unknown') })} ·{' '}
            {t('feed.seller', { who: event.seller ? shortAddress(event.seller) : t('feed.unknown') })}
          </Typography>
        )}
      </Box>
      {event.link && (
        <TooltipIconButton
          href={event.link}
          target="_blank"
          rel="noopener noreferrer"
          size="small"
          label={t('feed.open', { name: title })}
          sx={{ alignSelf: 'center' }}
        >
          <OpenInNew fontSize="small" />
        </TooltipIconButton>
      )}
    </Stack>
  );
});
