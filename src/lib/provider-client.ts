import { env } from '../config/env';
import { createApiClient } from './http';

/** Second client: the provider's /api (the waiting list). Rejects with ApiError {message, status, data}. */
export const providerClient = createApiClient(`${env.providerUrl}/api`);
