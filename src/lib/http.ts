import axios, { type AxiosInstance } from 'axios';
import { env } from '../config/env';
import { toApiError } from './api-error';

export const REQUEST_TIMEOUT_MS = 15_000;

/** Paths whose 401 means "wrong credentials", not "your session has expired". */
const CREDENTIAL_PREFIXES = ['/api/login', '/api/2fa'] as const;

export const pathStartsWith = (path: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`));

export function isCredentialCall(path: string): boolean {
  return pathStartsWith(path, CREDENTIAL_PREFIXES);
}

type UnauthorizedListener = () => void;
let unauthorizedListener: UnauthorizedListener | null = null;

/** The session registers here to hear about a 401 on a call made with its token. */
export function onUnauthorized(listener: UnauthorizedListener | null): void {
  unauthorizedListener = listener;
}

const clients: AxiosInstance[] = [];

/** A client for the pool or the provider: JSON, the API key, a timeout, and every failure as an ApiError. */
export function createApiClient(baseURL: string): AxiosInstance {
  const client = axios.create({
    baseURL,
    timeout: REQUEST_TIMEOUT_MS,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'x-api-key': env.apiKey },
  });
  client.interceptors.response.use(undefined, (error: unknown) => {
    const apiError = toApiError(error);
    if (axios.isAxiosError(error) && apiError.status === 401) {
      const sentToken = Boolean(error.config?.headers?.Authorization);
      if (sentToken && !isCredentialCall(error.config?.url ?? '')) unauthorizedListener?.();
    }
    return Promise.reject(apiError);
  });
  clients.push(client);
  return client;
}

/** Sets or clears the bearer on every API client. The feed and valuation hosts never get it. */
export function setAuthToken(token: string | null): void {
  for (const client of clients) {
    if (token) client.defaults.headers.common.Authorization = `Bearer ${token}`;
    else delete client.defaults.headers.common.Authorization;
  }
}
