import { expect, type Locator, type Page, type Request } from '@playwright/test';

export const HOUR_MS = 3_600_000;

/**
 * From when a funding-history request asks (ms since the epoch), in each venue's own terms, or null for a request that
 * is not a history read: a start time (Aster, EdgeX, Hyperliquid, Lighter) or a count of hours back (Backpack,
 * Pacifica).
 */
export function historyFrom(request: Request, at: number): number | null {
  const url = new URL(request.url());
  const query = url.searchParams;
  const hoursBack = () => at - Number(query.get('limit')) * HOUR_MS;
  if (url.pathname.endsWith('/fapi/v1/fundingRate')) return Number(query.get('startTime'));
  if (url.pathname.endsWith('/getFundingRatePage')) return Number(query.get('filterBeginTimeInclusive'));
  if (url.pathname.endsWith('/api/v1/fundings')) return Number(query.get('start_timestamp')) * 1000;
  if (url.pathname.endsWith('/api/v1/fundingRates')) return hoursBack();
  if (url.pathname.endsWith('/funding_rate/history')) return hoursBack();
  if (url.pathname.endsWith('/info') && request.method() === 'POST') {
    const body = request.postDataJSON() as { type?: string; startTime?: number } | null;
    return body?.type === 'fundingHistory' ? (body.startTime ?? 0) : null;
  }
  return null;
}

/**
 * How many venue cells (the table's last six columns: the rates or their averages) of the rows in view still say "…".
 * Rows rendered below the fold are left out (their kept history is read as they come into view), and so is the
 * capacity column, whose "…" is a book being read, not a history.
 */
export function readingAverages(funding: Locator): Promise<number> {
  return funding.getByRole('table').evaluate((table) => {
    const box = table.parentElement?.getBoundingClientRect();
    if (!box) return -1;
    const head = table.querySelector('thead')?.getBoundingClientRect().bottom ?? box.top;
    return [...table.querySelectorAll('tbody tr')]
      .filter((row) => {
        const rect = row.getBoundingClientRect();
        return rect.bottom > head && rect.top < box.bottom;
      })
      .flatMap((row) => [...row.querySelectorAll('td')].slice(-6))
      .filter((cell) => cell.textContent === '…').length;
  });
}

export interface HistoryRead {
  /** The time the request asks from. */
  from: number;
  url: string;
  /** When its reply had come in whole (ms since the epoch), or null while it is out. */
  doneAt: number | null;
}

/** Every history request the page makes from now on. */
export function historyReads(page: Page): HistoryRead[] {
  const reads: HistoryRead[] = [];
  const out = new Map<Request, HistoryRead>();
  page.on('request', (request) => {
    const from = historyFrom(request, Date.now());
    if (from === null) return;
    const read = { from, url: request.url(), doneAt: null };
    reads.push(read);
    out.set(request, read);
  });
  const done = (request: Request) => {
    const read = out.get(request);
    if (read) read.doneAt = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return reads;
}

/**
 * Waits until no new history read has come for `quietMs`: every row, below the fold too, has been read. Over real HTTP
 * a venue's reads are paced a few seconds apart, so the quiet there must be longer than its pace.
 */
export async function settled(reads: readonly unknown[], quietMs = 3_000) {
  let seen = -1;
  await expect
    .poll(
      () => {
        const still = reads.length === seen;
        seen = reads.length;
        return still;
      },
      { intervals: [quietMs], timeout: 15 * quietMs },
    )
    .toBe(true);
}
