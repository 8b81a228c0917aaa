import { lazy, Suspense, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { bookProblemText } from '../../../markets/books/book-problem';
import { useVenueBook } from '../../../markets/books/use-venue-book';
import type { VenueBookRead } from '../../../markets/books/venue-book';
import { formatApr, formatBps, formatUsd } from '../../../lib/format/numbers';
import type { MarketQuote } from '../../../markets/model/market';
import type { NetPair } from '../../../markets/model/net-carry';
import { pairAtSize } from '../../../markets/model/pair-at-size';
import { useVenues } from '../../../markets/use-venues';
import { depthData } from '../model/depth-data';
import type { PairChartColors } from './pair-chart';

const DepthChart = lazy(() => import('./depth-chart'));
const DEPTH_HEIGHT = 200;

interface PairBooksProps {
  base: string;
  long: MarketQuote;
  short: MarketQuote;
  /** The pair as Funding Rate weighed it (its gross spread and round-trip fees), or null without one. */
  pair: Pick<NetPair, 'grossApr' | 'roundTripFee'> | null;
  sizeUsd: number | null;
  holdDays: number;
  colors: PairChartColors;
}

function BookNotice({ read }: { read: VenueBookRead | undefined }) {
  const { t } = useTranslation();
  const venues = useVenues();
  if (!read || read.book) return null;
  return (
    <Alert severity="warning" sx={{ py: 0 }}>
      {bookProblemText(read, t, venues.name(read.venue))}
    </Alert>
  );
}

/**
 * The pair's two order books: what the size per leg costs on each (impact against its mid), the net after fees and
 * impact over the hold, the capacity, and both books as a cumulative depth chart. A leg whose book cannot be used
 * says why, and the figures that need it are left out.
 */
export function PairBooks({ base, long, short, pair, sizeUsd, holdDays, colors }: PairBooksProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const venues = useVenues();
  const longRead = useVenueBook(long.venue, base, long);
  const shortRead = useVenueBook(short.venue, base, short);
  const longBook = longRead?.book ?? null;
  const shortBook = shortRead?.book ?? null;
  const data = useMemo(() => (longBook && shortBook ? depthData(longBook, shortBook) : null), [longBook, shortBook]);
  const atSize = useMemo(
    () =>
      longBook && shortBook && pair && sizeUsd !== null
        ? pairAtSize({ pair, longBook, shortBook, sizeUsd, holdDays })
        : null,
    [longBook, shortBook, pair, sizeUsd, holdDays],
  );
  const labels = useMemo(
    () => ({
      long: t('pairView.books.longAsks', { venue: venues.name(long.venue) }),
      short: t('pairView.books.shortBids', { venue: venues.name(short.venue) }),
      size: t('pairView.books.size'),
      axis: t('pairView.books.axis'),
      cannotDraw: t('pairView.cannotDraw'),
    }),
    [t, venues, long.venue, short.venue],
  );
  if (!longRead || !shortRead) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('pairView.books.reading')}
      </Typography>
    );
  }
  let line: string | null = null;
  if (atSize?.kind === 'filled' && sizeUsd !== null) {
    line = t('pairView.books.atSize', {
      size: formatUsd(sizeUsd, locale),
      longImpact: formatBps(atSize.longImpactBps / 10_000, locale),
      shortImpact: formatBps(atSize.shortImpactBps / 10_000, locale),
      net: formatApr(atSize.netApr, locale),
      hold: holdDays,
    });
  } else if (atSize?.kind === 'bookTooThin') {
    line = t('fundingRate.book.fillsOnlyTitle', {
      leg: venues.name(atSize.leg === 'long' ? long.venue : short.venue),
      filled: formatUsd(atSize.filledUsd, locale),
      size: formatUsd(atSize.sizeUsd, locale),
    });
  }
  return (
    <Box>
      <BookNotice read={longRead} />
      <BookNotice read={shortRead} />
      {line && <Typography variant="body2">{line}</Typography>}
      {atSize && (
        <Typography variant="body2" color="text.secondary">
          {t('fundingRate.book.capacity', { size: formatUsd(atSize.capacityUsd, locale) })}
          {' · '}
          {t('pairView.books.todays')}
        </Typography>
      )}
      {data && (
        <Box sx={{ minHeight: DEPTH_HEIGHT + 40 }} role="figure" aria-label={t('pairView.books.chart')}>
          <Suspense
            fallback={
              <Typography variant="body2" color="text.secondary">
                {t('pairView.chartLoading')}
              </Typography>
            }
          >
            <DepthChart
              data={data}
              sizeUsd={sizeUsd}
              labels={labels}
              colors={colors}
              locale={locale}
              height={DEPTH_HEIGHT}
            />
          </Suspense>
        </Box>
      )}
    </Box>
  );
}
