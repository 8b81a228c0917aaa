import { queryOptions, type QueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { env, IS_DEMO_BUILD } from '../config/env';
import { readPublicJson } from '../lib/public-client';
import { marketKeys } from './market-keys';
import type { KnownVenues, VenueFacts } from './model/venue-facts';
import { BUILT_IN_VENUES, type BuiltInVenueId, type VenueId } from './model/venues';
import { VENUE_LIST } from './venues/venue-list';

/**
 * Whether the demo asks the server it was loaded from which venues it can reach for real (the dev server's venue
 * proxy, scripts/venue-proxy.ts). Never in a live build (it reads the venues at their configured URLs) nor under the
 * unit tests (which stay on simulated data). Kept here, not in config/env.ts, which the sign-in page loads.
 */
const ASK_VENUE_PROXY = IS_DEMO_BUILD && import.meta.env.MODE !== 'test';

/**
 * Where a venue's public data comes from. `live`: the venue itself (in a live build, at its configured URL; in the
 * demo, through the dev server's proxy when the machine can reach it). `simulated`: the demo's mock handlers, which
 * answer at the configured URL in the venue's own reply shapes.
 */
export type VenueSourceKind = 'live' | 'simulated';

export interface VenueSource {
  kind: VenueSourceKind;
  /** The API base to read, without a trailing slash. */
  baseUrl: string;
}

export type VenueSources = Readonly<Record<VenueId, VenueSource>>;

/** The path under which the dev server answers which venues it reaches (scripts/venue-proxy.ts). */
export const VENUE_SOURCES_PATH = '/__venue-sources';
/** The dev server answers at once once its probes are done; past this the demo stays simulated. */
export const VENUE_SOURCES_TIMEOUT_MS = 5_000;

export const venueSourcesReplySchema = z.object({
  venues: z.record(z.string(), z.object({ live: z.boolean(), path: z.string().check(z.regex(/^\/[\w/-]*$/)) })),
});

/**
 * A venue's API base: its variable's URL for the venues of this build (config/env.ts), its public host for a venue
 * an app's own registry adds.
 */
export function venueBaseUrl(venue: Pick<VenueFacts, 'id' | 'defaultUrl'>): string {
  return env.venueUrls[venue.id] ?? venue.defaultUrl.replace(/\/+$/, '');
}

/** Each built-in venue's API base as this build is configured (its variable, else its public host). */
export const VENUE_URLS = Object.fromEntries(VENUE_LIST.map((venue) => [venue.id, venueBaseUrl(venue)])) as Readonly<
  Record<BuiltInVenueId, string>
>;

/** Without a proxy: every venue at its configured URL, live in a live build and simulated in the demo. */
export function configuredSources(venues: KnownVenues = BUILT_IN_VENUES): VenueSources {
  const kind: VenueSourceKind = IS_DEMO_BUILD ? 'simulated' : 'live';
  return Object.fromEntries(
    venues.ids.flatMap((venue) => {
      const facts = venues.facts(venue);
      return facts ? [[venue, { kind, baseUrl: venueBaseUrl(facts) }]] : [];
    }),
  );
}

/**
 * The dev server's answer applied: a venue it reaches is read through its proxy path on this origin, the others stay
 * simulated. A venue the answer leaves out, or a path that is not one, stays as configured.
 */
export function sourcesFromProxy(reply: unknown, origin: string, configured: VenueSources): VenueSources {
  const parsed = venueSourcesReplySchema.safeParse(reply);
  if (!parsed.success) return configured;
  const sources: Record<VenueId, VenueSource> = { ...configured };
  for (const venue of Object.keys(configured)) {
    const entry = parsed.data.venues[venue];
    if (entry?.live) sources[venue] = { kind: 'live', baseUrl: `${origin}${entry.path.replace(/\/+$/, '')}` };
  }
  return sources;
}

/**
 * Asks the server the demo was loaded from once. Any failure (no such path on a static host, a slow or odd reply)
 * leaves every venue simulated, quietly: a demo without the proxy is the usual case, not an error.
 */
export async function readVenueSources(signal?: AbortSignal): Promise<VenueSources> {
  const configured = configuredSources();
  if (!ASK_VENUE_PROXY || typeof window === 'undefined') return configured;
  try {
    const reply = await readPublicJson(venueSourcesReplySchema, {
      url: `${window.location.origin}${VENUE_SOURCES_PATH}`,
      signal,
      timeoutMs: VENUE_SOURCES_TIMEOUT_MS,
    });
    return sourcesFromProxy(reply, window.location.origin, configured);
  } catch {
    return configured;
  }
}

export function venueSourcesQuery() {
  return queryOptions({
    queryKey: marketKeys.sources(),
    queryFn: ({ signal }) => readVenueSources(signal),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/**
 * Where to read a venue: asked once per page, then from the cache. A venue the dev server was not asked about (one an
 * app's own registry adds) is read as configured.
 */
export async function sourceOf(
  client: QueryClient,
  venue: VenueId,
  venues: KnownVenues = BUILT_IN_VENUES,
): Promise<VenueSource> {
  const sources = await client.query(venueSourcesQuery());
  const source = sources[venue] ?? configuredSources(venues)[venue];
  if (!source) throw new RangeError(`no venue ${venue}`);
  return source;
}
