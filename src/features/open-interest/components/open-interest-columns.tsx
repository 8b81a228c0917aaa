import { memo } from 'react';
import { CELL, classes, signClass } from '../../../markets/components/market-table';
import type { TableColumn } from '../../../markets/components/column-table';
import { sortHead, venueHead } from '../../../markets/components/column-heads';
import { formatApr, formatPrice, formatShare, formatUsdCompact, NO_FIGURE } from '../../../lib/format/numbers';
import type { MarketQuote } from '../../../markets/model/market';
import { fillTemplate } from '../../../markets/model/text-template';
import type { VenueId } from '../../../markets/model/venues';
import type { OpenInterestRow } from '../model/open-interest-rows';
import type { OpenInterestMetric } from '../model/open-interest-state';

export function formatMetric(value: number, metric: OpenInterestMetric, locale: string): string {
  if (metric === 'markPrice') return formatPrice(value, locale);
  if (metric === 'funding') return formatApr(value, locale);
  return formatUsdCompact(value, locale);
}

/** The sentences the cells use, asked of i18next once per language (see fillTemplate). */
export interface OpenInterestCellTexts {
  /** A venue's proper name (the registry the app runs with knows them). */
  venueName: (venue: VenueId) => string;
  share: string;
  notPublished: string;
  unpublished: string;
  allMarkets: string;
}

/** What the cells need besides their row; the panel memoises it. */
export interface OpenInterestCellContext {
  metric: OpenInterestMetric;
  unavailable: ReadonlySet<VenueId>;
  locale: string;
  texts: OpenInterestCellTexts;
  /** The totals line (amounts only): each venue's sum over the listed markets, and the sum of all. */
  totals: { byVenue: Partial<Record<VenueId, number>>; all: number } | null;
}

interface MetricCellProps {
  venue: VenueId;
  quote: MarketQuote | undefined;
  value: number | undefined;
  share: number | undefined;
  metric: OpenInterestMetric;
  stale: boolean;
  locale: string;
  texts: OpenInterestCellTexts;
}

/**
 * One venue's figure for one market, with its share of the market (a bar behind it, drawn with an inline style: one
 * style rule per share would pile up in the page). Memoised on its figures.
 */
const MetricCell = memo(function MetricCell({
  venue,
  quote,
  value,
  share,
  metric,
  stale,
  locale,
  texts,
}: MetricCellProps) {
  if (!quote) return <td>{NO_FIGURE}</td>;
  if (value === undefined) {
    return (
      <td title={fillTemplate(texts.notPublished, { venue: texts.venueName(venue) })} className={CELL.muted}>
        {texts.unpublished}
      </td>
    );
  }
  return (
    <td
      title={quote.symbol}
      className={classes(CELL.twoLines, stale && CELL.stale, metric === 'funding' && signClass(value))}
      style={
        share === undefined
          ? undefined
          : {
              backgroundImage: `linear-gradient(to left, rgba(19, 180, 163, 0.18) ${(share * 100).toFixed(1)}%, transparent 0)`,
            }
      }
    >
      <span className={CELL.line}>{formatMetric(value, metric, locale)}</span>
      {share !== undefined && (
        <span className={CELL.note}>{fillTemplate(texts.share, { share: formatShare(share, locale) })}</span>
      )}
    </td>
  );
});

type OpenInterestColumn = TableColumn<OpenInterestRow, OpenInterestCellContext>;

/** The market, each shown venue's figure with its share, and the market's total (or average). */
export function openInterestColumns(
  venues: readonly VenueId[],
  labels: { market: string; total: string },
): OpenInterestColumn[] {
  return [
    {
      id: 'market',
      head: sortHead('market', labels.market, 'left'),
      cell: (row) => <th scope="row">{row.base}</th>,
      foot: ({ texts }) => <th scope="row">{texts.allMarkets}</th>,
    },
    ...venues.map((venue): OpenInterestColumn => ({
      id: venue,
      head: venueHead(venue),
      cell: (row, { metric, unavailable, locale, texts }) => (
        <MetricCell
          venue={venue}
          quote={row.quotes[venue]}
          value={row.values[venue]}
          share={row.shares[venue]}
          metric={metric}
          stale={unavailable.has(venue)}
          locale={locale}
          texts={texts}
        />
      ),
      foot: ({ totals, metric, locale }) => {
        const total = totals?.byVenue[venue];
        return <td>{total === undefined ? NO_FIGURE : formatMetric(total, metric, locale)}</td>;
      },
    })),
    {
      id: 'total',
      head: sortHead('total', labels.total),
      cell: (row, { metric, locale }) => (
        <td>{row.total === null ? NO_FIGURE : formatMetric(row.total, metric, locale)}</td>
      ),
      foot: ({ totals, metric, locale }) => <td>{totals ? formatMetric(totals.all, metric, locale) : NO_FIGURE}</td>,
    },
  ];
}
