import { isoTime, toCsv } from '../../../lib/csv';
import type { AccountEvent } from '../../../markets/model/account';
import { venueName } from '../../../markets/model/venues';

// The shared CSV cells, here too for this model's readers.
export { csvCell, isoTime, numberCell, textCell, toCsv, type CsvCell } from '../../../lib/csv';

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
