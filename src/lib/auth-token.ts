/**
 * The session's bearer token and the "session expired" signal, kept apart from the HTTP clients so that the sign-in
 * page can hold a session without loading axios before the first request.
 */
let token: string | null = null;

export function setAuthToken(next: string | null): void {
  token = next;
}

export function getAuthToken(): string | null {
  return token;
}

type UnauthorizedListener = () => void;
let unauthorizedListener: UnauthorizedListener | null = null;

/** The session registers here to hear about a 401 on a call made with its token. */
export function onUnauthorized(listener: UnauthorizedListener | null): void {
  unauthorizedListener = listener;
}

export function notifyUnauthorized(): void {
  unauthorizedListener?.();
}
