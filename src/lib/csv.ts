import { MAX_DATE_MS } from './format/time';

/*
 * CSV files the app exports (My Operation's activity, a feed's history): cells a spreadsheet reads as written and never
 * runs as formulas, and the file handed to the browser as a download.
 */

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

/**
 * A time as ISO 8601 (UTC), or null (an empty cell) for one a Date cannot hold. The readers already refuse such
 * times; this keeps one that slips through from costing the whole export.
 */
export function isoTime(time: number): string | null {
  return Number.isFinite(time) && Math.abs(time) <= MAX_DATE_MS ? new Date(time).toISOString() : null;
}

/** Hands the text to the browser as a CSV file (with a byte-order mark, so a spreadsheet reads it as UTF-8). */
export function downloadCsv(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([`\uFEFF${text}`], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A file name's time stamp, to the minute: "2026-11-28-04-05". */
export function csvStamp(now: number): string {
  return new Date(now).toISOString().slice(0, 16).replace(/[:T]/g, '-');
}
