import { memo, useMemo, useRef } from 'react';
import { useSharedBooks } from '../../../markets/books/use-shared-books';
import type { VenueBookRead } from '../../../markets/books/venue-book';
import { CELL, classes } from '../../../markets/components/market-table';
import {
  formatApr,
  formatBps,
  formatCompact,
  formatUsd,
  formatUsdCompact,
  NO_FIGURE,
} from '../../../lib/format/numbers';
import type { MarketQuote } from '../../../markets/model/market';
import { carryPerDay, type NetPair } from '../../../markets/model/net-carry';
import { pairAtSize, type PairAtSize } from '../../../markets/model/pair-at-size';
import { fillTemplate } from '../../../markets/model/text-template';
import type { VenueId } from '../../../markets/model/venues';

/** The sentences the book cells use, asked of i18next once per language (see fillTemplate). */
export interface BookCellTexts {
  /** Under a net figure, or in a capacity cell's title, while the legs' books are not read yet. */
  notRead: string;
  /** "book unavailable": what a pair whose leg's book cannot be used shows. */
  unavailable: string;
  /** The sentence for a leg's book that failed or cannot be used, reason included. */
  problem: (read: VenueBookRead) => string;
  /** {{filled}}, {{size}} */
  fillsOnly: string;
  /** {{leg}}: the venue whose book ran out, {{filled}}, {{size}} */
  fillsOnlyTitle: string;
  /** {{size}}: "capacity ≈ $X per leg" */
  capacity: string;
  /** {{size}}: the capacity cell's short figure ("≈ $X") */
  capacityShort: string;
  /** Why capacity stops where it does: the net falls below the floor, or a book holds no more. */
  capacityByNet: string;
  capacityByDepth: string;
  /** {{gross}}, {{fees}}, {{impact}}, {{longImpact}}, {{shortImpact}}, {{size}}, {{hold}}, {{net}} */
  netAtSizeTitle: string;
  /** {{gross}} under the net figure */
  gross: string;
  /** {{net}}: the net on fees alone, while the books are read */
  netBeforeBooks: string;
  venueName: (venue: VenueId) => string;
}

export interface BookCellProps {
  pair: NetPair;
  long: MarketQuote;
  short: MarketQuote;
  sizeUsd: number;
  holdDays: number;
  minNetApr: number | null;
  locale: string;
  texts: BookCellTexts;
}

type PairBooks =
  { state: 'reading' } | { state: 'unavailable'; failed: VenueBookRead[] } | { state: 'ready'; result: PairAtSize };

/** The pair's two books, read once the cell's row is on screen, and the pair weighed at the size on them. */
function usePairBooks(props: BookCellProps) {
  const { pair, long, short, sizeUsd, holdDays, minNetApr } = props;
  const ref = useRef<HTMLTableCellElement>(null);
  // The row must come on screen for its books to be read: the cell may be scrolled out of sight sideways.
  const row = useMemo(
    () => ({
      get current() {
        return ref.current?.closest('tr') ?? ref.current;
      },
    }),
    [],
  );
  const [longRead, shortRead] = useSharedBooks(
    row,
    useMemo(() => [long, short], [long, short]),
  );
  const books = useMemo((): PairBooks => {
    if (!longRead || !shortRead) return { state: 'reading' };
    if (!longRead.book || !shortRead.book) {
      return { state: 'unavailable', failed: [longRead, shortRead].filter((read) => read.book === null) };
    }
    const result = pairAtSize({
      pair,
      longBook: longRead.book,
      shortBook: shortRead.book,
      sizeUsd,
      holdDays,
      minNetApr,
    });
    return { state: 'ready', result };
  }, [longRead, shortRead, pair, sizeUsd, holdDays, minNetApr]);
  return { ref, books };
}

function fillsOnlyTitle(result: Extract<PairAtSize, { kind: 'bookTooThin' }>, props: BookCellProps): string {
  const { texts, locale } = props;
  return fillTemplate(texts.fillsOnlyTitle, {
    leg: texts.venueName(result.leg === 'long' ? props.pair.long : props.pair.short),
    filled: formatUsd(result.filledUsd, locale),
    size: formatUsd(result.sizeUsd, locale),
  });
}

function NetAtSizeCellOf(props: BookCellProps) {
  const { pair, locale, texts, holdDays, sizeUsd } = props;
  const { ref, books } = usePairBooks(props);
  const gross = (
    <span className={CELL.note}>{fillTemplate(texts.gross, { gross: formatApr(pair.grossApr, locale) })}</span>
  );
  if (books.state === 'reading') {
    return (
      <td
        ref={ref}
        className={classes(CELL.twoLines, CELL.muted)}
        title={fillTemplate(texts.netBeforeBooks, { net: formatApr(pair.netApr, locale) })}
      >
        <span className={CELL.line}>{formatApr(pair.netApr, locale)}</span>
        {gross}
      </td>
    );
  }
  if (books.state === 'unavailable') {
    return (
      <td ref={ref} className={classes(CELL.twoLines, CELL.muted)} title={books.failed.map(texts.problem).join('\n')}>
        <span className={CELL.line}>{texts.unavailable}</span>
        {gross}
      </td>
    );
  }
  const { result } = books;
  if (result.kind === 'bookTooThin') {
    return (
      <td ref={ref} className={classes(CELL.twoLines, CELL.muted)} title={fillsOnlyTitle(result, props)}>
        <span className={CELL.line}>
          {fillTemplate(texts.fillsOnly, {
            filled: formatUsdCompact(result.filledUsd, locale),
            size: formatUsdCompact(result.sizeUsd, locale),
          })}
        </span>
        {gross}
      </td>
    );
  }
  const title = fillTemplate(texts.netAtSizeTitle, {
    gross: formatApr(pair.grossApr, locale),
    fees: formatApr(pair.roundTripFee, locale),
    impact: formatBps(result.roundTripImpact, locale),
    longImpact: formatBps(result.longImpactBps / 10_000, locale),
    shortImpact: formatBps(result.shortImpactBps / 10_000, locale),
    size: formatUsdCompact(sizeUsd, locale),
    hold: holdDays,
    net: formatApr(result.netApr, locale),
  });
  return (
    <td ref={ref} className={CELL.twoLines} title={title}>
      <span className={classes(CELL.line, result.netApr < 0 && CELL.negative)}>{formatApr(result.netApr, locale)}</span>
      {gross}
    </td>
  );
}

/**
 * The pair's net return at the size per leg: the gross spread less the round trip's fees and the impact of walking
 * both legs' books (today's book standing in for the exit's), over the hold. While the books are read, the net on
 * fees alone, said so; a leg's book that cannot be used costs this row's figure only.
 */
export const NetAtSizeCell = memo(NetAtSizeCellOf);

function CapacityCellOf(props: BookCellProps) {
  const { locale, texts } = props;
  const { ref, books } = usePairBooks(props);
  if (books.state === 'reading') {
    return (
      <td ref={ref} className={CELL.muted} title={texts.notRead}>
        …
      </td>
    );
  }
  if (books.state === 'unavailable') {
    return (
      <td ref={ref} className={CELL.muted} title={books.failed.map(texts.problem).join('\n')}>
        {texts.unavailable}
      </td>
    );
  }
  const { result } = books;
  const size = formatCompact(result.capacityUsd, locale);
  const why = result.capacityLimitedBy === 'depth' ? texts.capacityByDepth : texts.capacityByNet;
  const lines = [fillTemplate(texts.capacity, { size: formatUsd(result.capacityUsd, locale) }), why];
  if (result.kind === 'bookTooThin') lines.push(fillsOnlyTitle(result, props));
  return (
    <td ref={ref} title={lines.join('\n')} className={classes(result.capacityUsd === 0 && CELL.negative)}>
      {fillTemplate(texts.capacityShort, { size })}
    </td>
  );
}

/** The largest size per leg the pair takes while its net over the hold stays at or above the floor. */
export const CapacityCell = memo(CapacityCellOf);

function CarryAtSizeCellOf(props: BookCellProps) {
  const { pair, sizeUsd, locale, texts } = props;
  const { ref, books } = usePairBooks(props);
  if (books.state === 'reading') {
    return (
      <td
        ref={ref}
        className={CELL.muted}
        title={fillTemplate(texts.netBeforeBooks, { net: formatApr(pair.netApr, locale) })}
      >
        {formatUsd(carryPerDay(sizeUsd, pair.netApr), locale)}
      </td>
    );
  }
  if (books.state === 'unavailable') {
    return (
      <td ref={ref} className={CELL.muted} title={books.failed.map(texts.problem).join('\n')}>
        {NO_FIGURE}
      </td>
    );
  }
  const { result } = books;
  if (result.kind === 'bookTooThin') {
    return (
      <td ref={ref} className={CELL.muted} title={fillsOnlyTitle(result, props)}>
        {NO_FIGURE}
      </td>
    );
  }
  return <td ref={ref}>{formatUsd(carryPerDay(sizeUsd, result.netApr), locale)}</td>;
}

/** What the pair earns a day on the size per leg at its net after fees and impact; fees alone while books are read. */
export const CarryAtSizeCell = memo(CarryAtSizeCellOf);
