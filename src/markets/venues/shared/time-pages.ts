/** One page of a history read oldest first: the rows that parsed, and how many rows the venue sent. */
export interface TimePage<T> {
  rows: readonly T[];
  sent: number;
}

export interface TimePagesOptions<T> {
  /** The window's start (ms): the first page starts there. */
  start: number;
  /** How many rows a full page holds: a page with fewer is the last. */
  pageSize: number;
  /** At most this many pages are read, so an account that trades a lot cannot loop. */
  maxPages: number;
  time: (row: T) => number;
  /** What makes a row the same row on two pages (a fill's trade id). */
  key: (row: T) => string;
}

export interface TimePages<T> {
  /** Every row read, each once, in the order read. */
  rows: T[];
  /** How many rows the venue sent in all, counting a row sent on two pages once per page. */
  sent: number;
  /** The page cap was reached on a full page: rows after the last one read may be missing. */
  capped: boolean;
}

/**
 * Reads a history served oldest first from a start time, a full page at a time (Hyperliquid's userFillsByTime). The
 * next page starts at the last row's time, not after it: the fills of one order share a millisecond and a page can end
 * among them, so rows seen twice are kept once by their key. A full page all within one millisecond moves on past it
 * (that millisecond may then hold more rows than were read; only an account filling 2,000 times in 1 ms could tell).
 */
export async function readTimePages<T>(
  fetchPage: (start: number) => Promise<TimePage<T>>,
  { start, pageSize, maxPages, time, key }: TimePagesOptions<T>,
): Promise<TimePages<T>> {
  const seen = new Set<string>();
  const rows: T[] = [];
  let sent = 0;
  let from = start;
  for (let page = 0; page < maxPages; page += 1) {
    const reply = await fetchPage(from);
    sent += reply.sent;
    let last = -Infinity;
    for (const row of reply.rows) {
      const when = time(row);
      if (Number.isFinite(when)) last = Math.max(last, when);
      const id = key(row);
      if (seen.has(id)) continue;
      seen.add(id);
      rows.push(row);
    }
    if (reply.sent < pageSize || !Number.isFinite(last)) return { rows, sent, capped: false };
    from = last > from ? last : from + 1;
  }
  return { rows, sent, capped: true };
}
