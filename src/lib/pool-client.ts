import { env } from '../config/env';
import { createApiClient, pathStartsWith } from './http';

/** Paths the main client sends to the provider root instead of the pool API. */
const PROVIDER_ROOT_PREFIXES = ['/api/2fa', '/api/login', '/api/solana'] as const;

/** Pure: the base URL the main client uses for a path. */
export function poolBaseFor(path: string, urls: { providerUrl: string; poolApiUrl: string }): string {
  return pathStartsWith(path, PROVIDER_ROOT_PREFIXES) ? urls.providerUrl : urls.poolApiUrl;
}

/** Main client: the pool API, except the login, 2FA and Solana paths. */
export const poolClient = createApiClient(env.poolApiUrl);
poolClient.interceptors.request.use((config) => {
  // Stryker disable next-line StringLiteral: a request without a path goes to the pool whatever stands in for it.
  config.baseURL = poolBaseFor(config.url ?? '', env);
  return config;
});
