import { parseEnvWith, type AppEnv, type EnvResult, type VenueEndpoint } from './parse-env';

export {
  DEFAULT_SOLANA_RPC_URL,
  DEFAULT_VALUATION_URL,
  DEMO_LIVE_FEED_URL,
  DEMO_PROVIDER_URL,
  parseEnvWith,
} from './parse-env';
export type { AppEnv, EnvProblem, EnvResult, VenueEndpoint, VenueId, VenueUrls } from './parse-env';

/**
 * The venues this build reads, each as its own folder declares it (src/markets/venues/<venue>/facts.ts): vite.config.ts
 * reads the venue list and hands its ids, variables and hosts to the build as this constant, so that the configuration
 * (which imports nothing of the app) still names no venue itself.
 */
export const VENUE_ENDPOINTS: readonly VenueEndpoint[] = __VENUE_ENDPOINTS__;

/** The build's variables as the app's configuration (parse-env.ts), with this build's venues. */
export const parseEnv = (raw: Record<string, unknown>): EnvResult => parseEnvWith(raw, VENUE_ENDPOINTS);

/** The only reader of import.meta.env in the app. */
export const envResult: EnvResult = parseEnv({ ...import.meta.env });

/** Whether this bundle was built for the demo; a build-time constant so live builds drop the demo code. */
export const IS_DEMO_BUILD = import.meta.env.VITE_API_MODE === 'demo';

/**
 * The configuration. When a live build's configuration is broken, main.tsx shows the configuration error page and
 * nothing talks to a server; modules that read `env` at import time (i18n's product name, the clients) then get the
 * demo's values, whose hosts are .invalid and never answer.
 */
export const env: AppEnv = envResult.ok ? envResult.env : demoFallback();

function demoFallback(): AppEnv {
  const fallback = parseEnv({ VITE_API_MODE: 'demo' });
  if (!fallback.ok) throw new Error('demo config');
  return fallback.env;
}
