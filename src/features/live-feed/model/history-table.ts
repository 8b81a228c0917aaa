import { certificateOf, comparedValue, gradeNumber, type FeedEvent } from '../../../feed/model/feed-event';
import { cardWhere, type ResolvedCard } from '../../../cards/model/card';
import { cardNameKey, type Comps } from '../../../cards/model/comps';
import { isoTime, toCsv, type CsvCell } from '../../../lib/csv';
import { valueSource, type ValueSource } from './feed-cards';

/**
 * The history view as a table: which card each row is (to filter by card and grade), its market value and deal, and
 * the CSV of the rows shown. Pure: the cards and comps come from the panel's lookups.
 */

export type CardOf = (event: FeedEvent) => ResolvedCard | null | undefined;
export type CompsOf = (event: FeedEvent) => Comps | null;

/** A card as the history's filter offers it: the valuation's asset once resolved, else the feed's name. */
export interface HistoryCard {
  key: string;
  label: string;
}

const TRAILING_GRADE = /\s+(psa|bgs|cgc)\s*\d+(\.5)?\s*$/iu;

/** The card an event is, without its grade; null when neither the valuation nor the feed names it. */
export function historyCard(event: FeedEvent, card: ResolvedCard | null | undefined): HistoryCard | null {
  if (card) {
    const where = cardWhere(card, null);
    return { key: `a|${card.assetId}`, label: where === '' ? card.name : `${card.name} · ${where}` };
  }
  const name = event.name === null ? '' : event.name.replace(TRAILING_GRADE, '').trim();
  if (name !== '') return { key: `n|${cardNameKey(name)}`, label: name };
  const certificate = certificateOf(event.psaId);
  return certificate === null ? null : { key: `c|${certificate}`, label: certificate };
}

/** The cards among the rows, each once (the first label met), in alphabetical order. */
export function historyCards(rows: readonly FeedEvent[], cardOf: CardOf, locale: string): HistoryCard[] {
  const cards = new Map<string, HistoryCard>();
  for (const event of rows) {
    const card = historyCard(event, cardOf(event));
    if (card !== null && !cards.has(card.key)) cards.set(card.key, card);
  }
  return [...cards.values()].sort((left, right) => left.label.localeCompare(right.label, locale));
}

/** The grades among the rows, each once, highest first. */
export function historyGrades(rows: readonly FeedEvent[]): number[] {
  const grades = new Set<number>();
  for (const event of rows) {
    const grade = gradeNumber(event.grade);
    if (grade !== null) grades.add(grade);
  }
  return [...grades].sort((left, right) => right - left);
}

/** The history's own filter: one card (its key), one grade, or either left open (null). */
export interface HistoryFilter {
  card: string | null;
  grade: number | null;
}

export const NO_HISTORY_FILTER: HistoryFilter = { card: null, grade: null };

export function filterHistory(rows: readonly FeedEvent[], filter: HistoryFilter, cardOf: CardOf): FeedEvent[] {
  if (filter.card === null && filter.grade === null) return [...rows];
  return rows.filter(
    (event) =>
      (filter.grade === null || gradeNumber(event.grade) === filter.grade) &&
      (filter.card === null || historyCard(event, cardOf(event))?.key === filter.card),
  );
}

/** The market value a row is weighed against, where it comes from, and the price's gap to it (USD, % of the value). */
export interface RowValue {
  source: ValueSource;
  valueUSD: number;
  gapUSD: number | null;
  gapPct: number | null;
}

export function rowValue(
  event: FeedEvent,
  card: ResolvedCard | null | undefined,
  comps: Comps | null,
): RowValue | null {
  const source = valueSource(event, card, comps !== null);
  const valueUSD =
    source === 'feed'
      ? comparedValue(event)
      : source === 'valuation'
        ? (card?.predictedPrice ?? null)
        : source === 'comps'
          ? (comps?.median ?? null)
          : null;
  if (source === null || valueUSD === null || !Number.isFinite(valueUSD) || valueUSD <= 0) return null;
  const price = event.priceUSD;
  const gapUSD = price === null || !Number.isFinite(price) ? null : valueUSD - price;
  return { source, valueUSD, gapUSD, gapPct: gapUSD === null ? null : (gapUSD / valueUSD) * 100 };
}

/** The CSV's column names, in the user's language. */
export interface HistoryCsvHeader {
  time: string;
  kind: string;
  card: string;
  grade: string;
  certificate: string;
  priceUSD: string;
  priceSOL: string;
  goodDeal: string;
  marketValue: string;
  valueSource: string;
  gapUSD: string;
  gapPct: string;
  compsMedian: string;
  compsCount: string;
  link: string;
}

/** The words the CSV's cells use, in the user's language. */
export interface HistoryCsvWords {
  listing: string;
  sale: string;
  yes: string;
  no: string;
  sources: Record<ValueSource, string>;
}

/**
 * The rows shown as CSV: time in ISO 8601 (UTC), amounts in USD, the card as the row names it. Every text from the
 * feed or the valuation goes through the shared cells, so none can start a spreadsheet formula.
 */
export function historyCsv(
  rows: readonly FeedEvent[],
  lookups: { cardOf: CardOf; compsOf: CompsOf; titleOf: (event: FeedEvent) => string },
  header: HistoryCsvHeader,
  words: HistoryCsvWords,
): string {
  const columns: (keyof HistoryCsvHeader)[] = [
    'time',
    'kind',
    'card',
    'grade',
    'certificate',
    'priceUSD',
    'priceSOL',
    'goodDeal',
    'marketValue',
    'valueSource',
    'gapUSD',
    'gapPct',
    'compsMedian',
    'compsCount',
    'link',
  ];
  return toCsv(
    columns.map((column) => header[column]),
    rows.map((event): CsvCell[] => {
      const card = lookups.cardOf(event);
      const comps = lookups.compsOf(event);
      const value = rowValue(event, card, comps);
      return [
        isoTime(event.time ?? event.receivedAt),
        event.kind === 'sale' ? words.sale : words.listing,
        lookups.titleOf(event),
        gradeNumber(event.grade),
        certificateOf(event.psaId),
        event.priceUSD,
        event.priceSOL,
        event.isGoodDeal ? words.yes : words.no,
        value?.valueUSD ?? null,
        value ? words.sources[value.source] : null,
        value?.gapUSD ?? null,
        value?.gapPct ?? null,
        comps?.median ?? null,
        comps?.sales.length ?? null,
        event.link,
      ];
    }),
  );
}
