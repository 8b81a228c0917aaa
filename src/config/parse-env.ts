// zod/mini: this module is on the path of every page's first paint, so it uses the tree-shakable build of zod.
// Pure (no import.meta.env): vite.config.ts also uses it, to write the build's Content-Security-Policy.
import * as z from 'zod/mini';
import { resolveApiMode, type ApiMode } from './api-mode.ts';

/** The demo endpoints are never resolvable (.invalid): only the mock handlers answer them. */
export const DEMO_PROVIDER_URL = 'https://provider.demo.invalid';
export const DEMO_LIVE_FEED_URL = 'wss://feed.demo.invalid/live';
export const DEFAULT_VALUATION_URL = 'https://alt-platform-server.production.internal.onlyalt.com/graphql';

/**
 * The public, key-less market-data hosts of the venues the Airdrop Farming panels read, and the Solana JSON-RPC node
 * for balances. Each can be pointed elsewhere (a CORS-enabled proxy, the local mock server); the demo's mock handlers
 * answer at whatever these are.
 */
export const VENUE_URL_VARIABLES = {
  hyperliquid: 'VITE_HYPERLIQUID_API_URL',
  aster: 'VITE_ASTER_API_URL',
  lighter: 'VITE_LIGHTER_API_URL',
  edgex: 'VITE_EDGEX_API_URL',
  pacifica: 'VITE_PACIFICA_API_URL',
  backpack: 'VITE_BACKPACK_API_URL',
} as const;
export type VenueId = keyof typeof VENUE_URL_VARIABLES;
export type VenueUrls = Record<VenueId, string>;

export const DEFAULT_VENUE_URLS: VenueUrls = {
  hyperliquid: 'https://api.hyperliquid.xyz',
  aster: 'https://fapi.asterdex.com',
  lighter: 'https://mainnet.zklighter.elliot.ai',
  edgex: 'https://pro.edgex.exchange',
  pacifica: 'https://api.pacifica.fi',
  backpack: 'https://api.backpack.exchange',
};
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

const VENUES = Object.keys(VENUE_URL_VARIABLES) as VenueId[];
// Built from the list rather than written out: this module is on /login's budget, where every byte counts.
const venueUrlSchemas = Object.fromEntries(VENUES.map((venue) => [VENUE_URL_VARIABLES[venue], optional(httpUrl)])) as {
  [Variable in (typeof VENUE_URL_VARIABLES)[VenueId]]: ReturnType<typeof optional<typeof httpUrl>>;
};

const rawSchema = z.object({
  VITE_API_MODE: optional(z.enum(['demo', 'live'])),
  VITE_PROVIDER_URL: optional(httpUrl),
  VITE_POOL_API_URL: optional(httpUrl),
  VITE_API_KEY: optionalText,
  VITE_LIVE_FEED_URL: optional(wsUrl),
  VITE_VALUATION_URL: optional(httpUrl),
  ...venueUrlSchemas,
  VITE_SOLANA_RPC_URL: optional(httpUrl),
  VITE_PRODUCT_NAME: optionalText,
  VITE_PROVIDER_NAME: optionalText,
  VITE_SOCIAL_URL: optional(httpUrl),
  // Demo only, and never a reason to refuse a configuration: anything but `none` keeps the demo's pauses.
  VITE_DEMO_LATENCY: optionalText,
});

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** Pure: turns the build-time variables into the app's configuration, or names what is missing or wrong. */
export function parseEnv(raw: Record<string, unknown>): EnvResult {
  const parsed = rawSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => ({
      variable: String(issue.path[0] ?? 'unknown'),
      reason: 'invalid' as const,
    }));
    return { ok: false, problems };
  }
  const v = parsed.data;
  const apiMode = resolveApiMode({ VITE_API_MODE: v.VITE_API_MODE, VITE_PROVIDER_URL: v.VITE_PROVIDER_URL });
  const venueUrl = (venue: VenueId) => trimSlash(v[VENUE_URL_VARIABLES[venue]] ?? DEFAULT_VENUE_URLS[venue]);
  const common = {
    valuationUrl: trimSlash(v.VITE_VALUATION_URL ?? DEFAULT_VALUATION_URL),
    venueUrls: Object.fromEntries(VENUES.map((venue) => [venue, venueUrl(venue)])) as VenueUrls,
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
