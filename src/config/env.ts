import { parseEnv, type AppEnv, type EnvResult } from './parse-env';

export {
  DEFAULT_SOLANA_RPC_URL,
  DEFAULT_VALUATION_URL,
  DEFAULT_VENUE_URLS,
  DEMO_LIVE_FEED_URL,
  DEMO_PROVIDER_URL,
  parseEnv,
  VENUE_URL_VARIABLES,
} from './parse-env';
export type { AppEnv, EnvProblem, EnvResult, VenueId, VenueUrls } from './parse-env';

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
  if (!fallback.ok) throw new Error('unreachable: the demo configuration always parses');
  return fallback.env;
}
