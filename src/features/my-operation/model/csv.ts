import { MAX_DATE_MS } from '../../../lib/format/time';
import type { AccountEvent } from '../../../markets/model/account';
import { venueName } from '../../../markets/model/venues';

/** A cell as the user's spreadsheet will read it: text, or a number we wrote ourselves. */
export type CsvCell = string | number | null;

/** Characters a spreadsheet treats as the start of a formula (or that hide one after a line break). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell made safe and quoted: one that starts like a formula is prefixed with an apostrophe, so a spreadsheet
 * shows it as text instead of running it (a market named "=HYPERLINK(…)"); quotes are doubled and every text cell is
 * quoted, so commas and line breaks stay inside it.
 */
export function textCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/**
 * A number we computed, written plainly so a spreadsheet reads it as a number (a minus sign included: it cannot start
 * a formula when the rest is digits). A value that is not a finite number is left empty.
 */
export function numberCell(value: number): string {
  return Number.isFinite(value) ? String(value) : '';
}

export function csvCell(value: CsvCell): string {
  if (value === null) return '';
  return typeof value === 'number' ? numberCell(value) : textCell(value);
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header.map(textCell), ...rows.map((row) => row.map(csvCell))].map((cells) => cells.join(',')).join('\r\n');
}

/** The column names, in the user's language, of the activity CSV. */
export interface ActivityCsvHeader {
  time: string;
  venue: string;
  market: string;
  type: string;
  side: string;
  size: string;
  price: string;
  fee: string;
  funding: string;
}

/** The words for the event types and sides, in the user's language. */
export interface ActivityCsvWords {
  fill: string;
  funding: string;
  buy: string;
  sell: string;
  long: string;
  short: string;
}

/**
 * A time as ISO 8601 (UTC), or null (an empty cell) for one a Date cannot hold. The readers already refuse such
 * times; this keeps one that slips through from costing the whole export.
 */
export function isoTime(time: number): string | null {
  return Number.isFinite(time) && Math.abs(time) <= MAX_DATE_MS ? new Date(time).toISOString() : null;
}

/** The rows shown, as CSV: time in ISO 8601 (UTC), amounts in USD, sizes in the market's unit. */
export function activityCsv(
  events: readonly AccountEvent[],
  header: ActivityCsvHeader,
  words: ActivityCsvWords,
): string {
  return toCsv(
    [
      header.time,
      header.venue,
      header.market,
      header.type,
      header.side,
      header.size,
      header.price,
      header.fee,
      header.funding,
    ],
    events.map((event) => [
      isoTime(event.time),
      venueName(event.venue),
      event.market,
      words[event.kind],
      event.side === null ? null : words[event.side],
      event.size,
      event.kind === 'fill' ? event.price : null,
      event.kind === 'fill' ? event.feeUsd : null,
      event.kind === 'funding' ? event.amountUsd : null,
    ]),
  );
}
