import { HttpResponse } from 'msw';
import type { VenueId } from '../../config/env';

/**
 * Test hooks for the demo's venues: make one fail (the e2e suite's live project sets this through the mock server),
 * and count what reaches each venue, including whether anything secret came along (nothing should).
 */
export type VenueFault = 'down' | 'html';

/** A fault of the funding-history call alone: the venue's market data keeps answering. */
export type HistoryFault = VenueFault | 'malformed';

const faults = new Map<VenueId, VenueFault>();
const historyFaults = new Map<VenueId, HistoryFault>();
const requests = new Map<VenueId, number>();
const historyRequests = new Map<VenueId, number>();
const bookRequests = new Map<VenueId, number>();
let credentialsSeen = false;

export function setVenueFault(venue: VenueId, fault: VenueFault | null): void {
  if (fault) faults.set(venue, fault);
  else faults.delete(venue);
}

export function setHistoryFault(venue: VenueId, fault: HistoryFault | null): void {
  if (fault) historyFaults.set(venue, fault);
  else historyFaults.delete(venue);
}

export function resetVenueFaults(): void {
  faults.clear();
  historyFaults.clear();
  requests.clear();
  historyRequests.clear();
  bookRequests.clear();
  credentialsSeen = false;
}

/** What reached each venue: its market-data and account reads, its funding-history and order-book reads apart. */
export function venueRequestLog(): {
  requests: Partial<Record<VenueId, number>>;
  historyRequests: Partial<Record<VenueId, number>>;
  bookRequests: Partial<Record<VenueId, number>>;
  credentialsSeen: boolean;
} {
  return {
    requests: Object.fromEntries(requests),
    historyRequests: Object.fromEntries(historyRequests),
    bookRequests: Object.fromEntries(bookRequests),
    credentialsSeen,
  };
}

function count(log: Map<VenueId, number>, venue: VenueId, request: Request) {
  log.set(venue, (log.get(venue) ?? 0) + 1);
  if (request.headers.has('authorization') || request.headers.has('x-api-key')) credentialsSeen = true;
}

/** Counts the request; answers for the venue if a fault is set (a 503, or an HTML error page with status 200). */
export function venueFaultReply(venue: VenueId, request: Request): Response | null {
  count(requests, venue, request);
  return venueFault(venue);
}

/** As venueFaultReply, for a venue's order-book call (counted apart): the venue's own fault fails its book too. */
export function bookFaultReply(venue: VenueId, request: Request): Response | null {
  count(bookRequests, venue, request);
  return venueFault(venue);
}

function venueFault(venue: VenueId): Response | null {
  const fault = faults.get(venue);
  if (fault === 'down') return new HttpResponse('Service Unavailable', { status: 503 });
  if (fault === 'html') return HttpResponse.html('<html><body><h1>Bad gateway</h1></body></html>');
  return null;
}

/**
 * As venueFaultReply, for a venue's funding-history call (counted apart): the venue's own fault first, then a fault
 * of its history alone.
 */
export function historyFaultReply(venue: VenueId, request: Request): Response | null {
  count(historyRequests, venue, request);
  return venueFault(venue) ?? historyFault(venue);
}

function historyFault(venue: VenueId): Response | null {
  const fault = historyFaults.get(venue);
  if (fault === 'down') return new HttpResponse('Service Unavailable', { status: 503 });
  if (fault === 'html') return HttpResponse.html('<html><body><h1>Bad gateway</h1></body></html>');
  if (fault === 'malformed') return HttpResponse.json({ rates: 'not today' });
  return null;
}
