/**
 * The one rule that decides demo or live mode. vite.config.ts uses it at build time (so that a live build can drop
 * the msw code entirely) and env.ts at run time, so the two can never disagree.
 */
export type ApiMode = 'demo' | 'live';

export function resolveApiMode(raw: { VITE_API_MODE?: string; VITE_PROVIDER_URL?: string }): ApiMode {
  const explicit = raw.VITE_API_MODE?.trim();
  if (explicit === 'demo' || explicit === 'live') return explicit;
  return raw.VITE_PROVIDER_URL?.trim() ? 'live' : 'demo';
}
