import axios from 'axios';
import { REQUEST_TIMEOUT_MS, toApiError } from './http';

/**
 * The Alt valuation GraphQL API. It gets neither the API key nor the bearer: those belong to the pool provider.
 * Operations are POSTed to `${base}/${operationName}`.
 */
export const valuationClient = axios.create({
  timeout: REQUEST_TIMEOUT_MS,
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
});
valuationClient.interceptors.response.use(undefined, (error: unknown) => Promise.reject(toApiError(error)));

export async function postGraphql(
  baseUrl: string,
  operationName: string,
  query: string,
  variables: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<unknown> {
  const response = await valuationClient.post<unknown>(
    `${baseUrl}/${operationName}`,
    { operationName, query, variables },
    { signal },
  );
  return response.data;
}
