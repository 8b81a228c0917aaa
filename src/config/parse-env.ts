// zod/mini: this module is on the path of every page's first paint, so it uses the tree-shakable build of zod.
// Pure (no import.meta.env): vite.config.ts also uses it, to write the build's Content-Security-Policy.
import * as z from 'zod/mini';
import { resolveApiMode, type ApiMode } from './api-mode.ts';

/** The demo endpoints are never resolvable (.invalid): only the mock handlers answer them. */
export const DEMO_PROVIDER_URL = 'https://provider.demo.invalid';
export const DEMO_LIVE_FEED_URL = 'wss://feed.demo.invalid/live';
export const DEFAULT_VALUATION_URL = 'https://alt-platform-server.production.internal.onlyalt.com/graphql';

/**
 * A venue as the configuration sees it: its id, the variable that points it elsewhere (a CORS-enabled proxy, the
 * local mock server) and its public host. Each venue declares these in its own folder (src/markets/venues/<venue>/
 * facts.ts); the configuration is handed the list (config/env.ts says how) and knows no venue by name.
 */
export interface VenueEndpoint {
  id: VenueId;
  envKey: string;
  defaultUrl: string;
}
/** A venue's id, lower case ('hyperliquid'), as its folder and its definition name it. */
export type VenueId = string;
export type VenueUrls = Readonly<Record<VenueId, string>>;

export const DEFAULT_SOLANA_RPC_URL = 'https://api.mainnet-beta.solana.com';

export interface AppEnv {
  apiMode: ApiMode;
  providerUrl: string;
  poolApiUrl: string;
  apiKey: string;
  liveFeedUrl: string;
  valuationUrl: string;
  /** Base URL of each venue's public market-data API, without a trailing slash. */
  venueUrls: VenueUrls;
  solanaRpcUrl: string;
  productName: string;
  providerName: string;
  socialUrl: string;
  /** Demo only: whether the mock handlers answer after a network-like pause. */
  demoLatency: 'realistic' | 'none';
}

export type EnvResult = { ok: true; env: AppEnv } | { ok: false; problems: EnvProblem[] };
export interface EnvProblem {
  variable: string;
  reason: 'missing' | 'invalid';
}

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' ? (value.trim() === '' ? undefined : value.trim()) : value;
/** A variable that may be unset or blank (both mean "use the default"). */
const optional = <T extends z.core.SomeType>(schema: T) => z.pipe(z.transform(blankToUndefined), z.optional(schema));
const optionalText = optional(z.string());
const httpUrl = z.url({ protocol: /^https?$/ });
const wsUrl = z.url({ protocol: /^wss?$/ });

const coreSchema = z.object({
  VITE_API_MODE: optional(z.enum(['demo', 'live'])),
  VITE_PROVIDER_URL: optional(httpUrl),
  VITE_POOL_API_URL: optional(httpUrl),
  VITE_API_KEY: optionalText,
  VITE_LIVE_FEED_URL: optional(wsUrl),
  VITE_VALUATION_URL: optional(httpUrl),
  VITE_SOLANA_RPC_URL: optional(httpUrl),
  VITE_PRODUCT_NAME: optionalText,
  VITE_PROVIDER_NAME: optionalText,
  VITE_SOCIAL_URL: optional(httpUrl),
  // Demo only, and never a reason to refuse a configuration: anything but `none` keeps the demo's pauses.
  VITE_DEMO_LATENCY: optionalText,
});

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * Pure: turns the build-time variables into the app's configuration, or names what is missing or wrong. `venues` are
 * the venues whose URL variables it reads (each an http(s) URL, its public host when unset).
 */
export function parseEnvWith(raw: Record<string, unknown>, venues: readonly VenueEndpoint[]): EnvResult {
  // Built from the list rather than written out: this module is on /login's budget, where every byte counts.
  const venueShape = Object.fromEntries(venues.map((venue) => [venue.envKey, optional(httpUrl)]));
  const parsed = coreSchema.safeParse(raw);
  const venueUrls = z.object(venueShape).safeParse(raw);
  if (!parsed.success || !venueUrls.success) {
    const issues = [...(parsed.error?.issues ?? []), ...(venueUrls.error?.issues ?? [])];
    const problems = issues.map((issue) => ({
      variable: String(issue.path[0] ?? 'unknown'),
      reason: 'invalid' as const,
    }));
    return { ok: false, problems };
  }
  const v = parsed.data;
  const configured: Readonly<Record<string, string | undefined>> = venueUrls.data;
  const apiMode = resolveApiMode({ VITE_API_MODE: v.VITE_API_MODE, VITE_PROVIDER_URL: v.VITE_PROVIDER_URL });
  const common = {
    valuationUrl: trimSlash(v.VITE_VALUATION_URL ?? DEFAULT_VALUATION_URL),
    venueUrls: Object.fromEntries(
      venues.map((venue) => [venue.id, trimSlash(configured[venue.envKey] ?? venue.defaultUrl)]),
    ) as VenueUrls,
    solanaRpcUrl: trimSlash(v.VITE_SOLANA_RPC_URL ?? DEFAULT_SOLANA_RPC_URL),
    productName: v.VITE_PRODUCT_NAME ?? 'PoolBot',
    providerName: v.VITE_PROVIDER_NAME ?? 'Nimbus Pool',
    socialUrl: v.VITE_SOCIAL_URL ?? 'https://x.com',
    demoLatency: v.VITE_DEMO_LATENCY === 'none' ? ('none' as const) : ('realistic' as const),
  };
  const withServices = (providerRoot: string, apiKey: string, liveFeedUrl: string): EnvResult => {
    const providerUrl = trimSlash(providerRoot);
    const poolApiUrl = trimSlash(v.VITE_POOL_API_URL ?? `${providerUrl}/api/pool`);
    return { ok: true, env: { ...common, apiMode, providerUrl, poolApiUrl, apiKey, liveFeedUrl } };
  };
  if (apiMode === 'demo') {
    return withServices(
      v.VITE_PROVIDER_URL ?? DEMO_PROVIDER_URL,
      v.VITE_API_KEY ?? 'demo-key',
      v.VITE_LIVE_FEED_URL ?? DEMO_LIVE_FEED_URL,
    );
  }
  const problems: EnvProblem[] = [];
  if (!v.VITE_PROVIDER_URL) problems.push({ variable: 'VITE_PROVIDER_URL', reason: 'missing' });
  if (!v.VITE_LIVE_FEED_URL) problems.push({ variable: 'VITE_LIVE_FEED_URL', reason: 'missing' });
  if (!v.VITE_PROVIDER_URL || !v.VITE_LIVE_FEED_URL) return { ok: false, problems };
  return withServices(v.VITE_PROVIDER_URL, v.VITE_API_KEY ?? '', v.VITE_LIVE_FEED_URL);
}
