import { delay, http, HttpResponse } from 'msw';
import { server } from '../server';
import { VENUE_URLS } from '../../src/markets/venue-sources';

/**
 * The hostile replies a venue can send, each as Hyperliquid would send it to the panels: what the user should be told
 * (the reason in "Hyperliquid is unavailable (…)"), and whether the test must let 15 s pass first.
 */
export interface HostileReply {
  name: string;
  reason: string;
  /** The reply only ends after the time limit: the test runs on fake timers and lets 15 s pass. */
  slow?: boolean;
  serve: () => void;
}

const INFO = () => `${VENUE_URLS.hyperliquid}/info`;

/** Hyperliquid's reply shape, with every asset context's figures as given. */
function contextsReply(context: Record<string, unknown>): string {
  const universe = [
    { name: 'BTC', szDecimals: 5 },
    { name: 'ETH', szDecimals: 4 },
  ];
  return JSON.stringify([{ universe }, universe.map(() => context)]);
}

const GOOD_CONTEXT = { funding: '0.00001', markPx: '97000', openInterest: '1000', dayNtlVlm: '5000000' };

function serveText(text: string, contentType = 'application/json') {
  server.use(http.post(INFO(), () => HttpResponse.text(text, { headers: { 'Content-Type': contentType } })));
}

export const HOSTILE_REPLIES: readonly HostileReply[] = [
  {
    name: 'an HTML error page',
    reason: 'its reply is not data',
    serve: () =>
      serveText('<!doctype html><html><body><h1>502 Bad Gateway</h1><p>cloudflare</p></body></html>', 'text/html'),
  },
  {
    name: 'truncated JSON',
    reason: 'its reply is not data',
    serve: () => serveText(contextsReply(GOOD_CONTEXT).slice(0, 60)),
  },
  {
    name: 'NaN for every number',
    reason: 'its reply is in a format this app does not know',
    serve: () => serveText(contextsReply({ funding: 'NaN', markPx: 'NaN', openInterest: 'NaN', dayNtlVlm: 'NaN' })),
  },
  {
    name: 'Infinity for every number (as text, and as a literal too large for a double)',
    reason: 'its reply is in a format this app does not know',
    serve: () =>
      serveText(
        contextsReply({ funding: 'Infinity', markPx: '-Infinity', openInterest: 'Infinity', dayNtlVlm: 'x' }).replace(
          /"x"/g,
          '1e999',
        ),
      ),
  },
  {
    name: 'words for numbers',
    reason: 'its reply is in a format this app does not know',
    serve: () => serveText(contextsReply({ funding: 'low', markPx: 'about 97k', openInterest: 'lots', dayNtlVlm: '' })),
  },
  {
    name: 'negative open interest on every market',
    reason: 'its reply is in a format this app does not know',
    serve: () => serveText(contextsReply({ ...GOOD_CONTEXT, openInterest: '-1000' })),
  },
  {
    name: 'a 5 MB reply',
    reason: 'its reply is too large',
    serve: () => serveText(`[${'"x",'.repeat(1_310_720)}"x"]`),
  },
  {
    name: 'a reply slower than the 15 s time limit',
    reason: 'no reply within 15 s',
    slow: true,
    serve: () =>
      server.use(
        http.post(INFO(), async () => {
          await delay(20_000);
          return HttpResponse.text(contextsReply(GOOD_CONTEXT), { headers: { 'Content-Type': 'application/json' } });
        }),
      ),
  },
];
