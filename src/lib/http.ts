import axios, { type AxiosInstance } from 'axios';
import { env } from '../config/env';
import { ApiError, serverMessageOf } from './api-error';
import { getAuthToken, notifyUnauthorized } from './auth-token';

export const REQUEST_TIMEOUT_MS = 15_000;

/** Paths whose 401 means "wrong credentials", not "your session has expired". */
const CREDENTIAL_PREFIXES = ['/api/login', '/api/2fa'] as const;

export const pathStartsWith = (path: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`));

export function isCredentialCall(path: string): boolean {
  return pathStartsWith(path, CREDENTIAL_PREFIXES);
}

/** Normalises anything axios throws. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (axios.isCancel(error)) return new ApiError({ kind: 'canceled' });
  if (axios.isAxiosError(error)) {
    if (error.response) {
      const status = error.response.status;
      const data: unknown = error.response.data;
      const serverMessage = serverMessageOf(data);
      return new ApiError({ kind: 'http', status, data, serverMessage });
    }
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') {
      return new ApiError({ kind: 'timeout' });
    }
  }
  return new ApiError({ kind: 'network' });
}

/** A client for the pool or the provider: JSON, the API key, the session's bearer, a timeout, ApiError failures. */
export function createApiClient(baseURL: string): AxiosInstance {
  const client = axios.create({
    baseURL,
    timeout: REQUEST_TIMEOUT_MS,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'x-api-key': env.apiKey },
  });
  client.interceptors.request.use((config) => {
    // A call that brings its own token (right after 2FA, or the logout call) keeps it.
    const token = getAuthToken();
    if (token && !config.headers.Authorization) config.headers.Authorization = `Bearer ${token}`;
    return config;
  });
  client.interceptors.response.use(undefined, (error: unknown) => {
    const apiError = toApiError(error);
    if (axios.isAxiosError(error) && apiError.status === 401) {
      // Stryker disable next-line OptionalChaining: axios attaches the request's config to every error it raises
      // for one.
      const sentToken = Boolean(error.config?.headers.Authorization);
      // Stryker disable next-line OptionalChaining,StringLiteral: as above; and no path and '' are both not
      // credential calls.
      if (sentToken && !isCredentialCall(error.config?.url ?? '')) notifyUnauthorized();
    }
    return Promise.reject(apiError);
  });
  return client;
}
