import type { AppEnv } from './parse-env.ts';

export type CspDelivery = 'meta' | 'header';

/** scheme://host[:port] of a configured URL; a URL that does not parse adds nothing rather than a broken source. */
function originOf(url: string): string | null {
  try {
    const { protocol, host } = new URL(url);
    return host ? `${protocol}//${host}` : null;
  } catch {
    return null;
  }
}

/** Every host a build talks to; a build whose configuration is broken talks to none (it only shows what is wrong). */
export function serviceUrlsOf(env: AppEnv | null): string[] {
  return env
    ? [
        env.providerUrl,
        env.poolApiUrl,
        env.liveFeedUrl,
        env.valuationUrl,
        ...Object.values(env.venueUrls),
        env.solanaRpcUrl,
      ]
    : [];
}

/**
 * The Content-Security-Policy of a build. Scripts only from our own origin; connections only to the services the
 * build is configured for; images from any http(s) host because the feed's card pictures live on other hosts (the
 * app itself only renders http(s) image URLs), plus blob: for the previews of photos the user picks. Styles allow
 * inline <style> because MUI's emotion engine writes them at run time.
 *
 * `frame-ancestors` only works as an HTTP header (a <meta> policy ignores it and the browser warns), so it is only in
 * the header form.
 */
export function contentSecurityPolicy(serviceUrls: readonly string[], delivery: CspDelivery): string {
  const services = serviceUrls.map(originOf).filter((origin): origin is string => origin !== null);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'https:', 'http:', 'blob:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...new Set(services)],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ];
  if (delivery === 'header') directives.push(['frame-ancestors', "'none'"]);
  return directives.map((directive) => directive.join(' ')).join('; ');
}
