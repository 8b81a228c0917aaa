import { HttpResponse } from 'msw';
import { env } from '../../config/env';
import { db, findUser, type DbUser } from '../db';

/** A real provider answers a missing or wrong API key with 403, and a missing or unknown bearer with 401. */
export function checkApiKey(request: Request): Response | null {
  return request.headers.get('x-api-key') === env.apiKey
    ? null
    : HttpResponse.json({ success: false, error: 'Invalid API key' }, { status: 403 });
}

export function sessionUser(request: Request): DbUser | null {
  const match = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '');
  const userId = match?.[1] ? db().sessions[match[1]] : undefined;
  return userId ? (findUser(userId) ?? null) : null;
}

export type Authorised = { user: DbUser; response?: never } | { user?: never; response: Response };

/** API key and bearer both checked; `response` is the refusal to send when they are not right. */
export function authorise(request: Request): Authorised {
  const refused = checkApiKey(request);
  if (refused) return { response: refused };
  const user = sessionUser(request);
  if (!user) return { response: HttpResponse.json({ success: false, error: 'Unauthorized' }, { status: 401 }) };
  return { user };
}

export async function readJsonBody(request: Request): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await request.json();
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export const badRequest = (error: string) => HttpResponse.json({ success: false, error }, { status: 400 });
