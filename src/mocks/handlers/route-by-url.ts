import { HttpHandler, RequestHandler } from 'msw';

type RunArgs = Parameters<RequestHandler['run']>[0];
type RunResult = Awaited<ReturnType<RequestHandler['run']>>;

/** A handler with what can be told about a request before msw's own, costly matching runs. */
interface Route {
  readonly handler: RequestHandler;
  /** Lower-cased static start of the handler's URL (before its first parameter or wildcard); null: try every URL. */
  readonly prefix: string | null;
  /** The method the handler answers; null: any method. */
  readonly method: string | null;
}

/**
 * One msw handler in front of many: it tries only those whose method and URL start could fit the request.
 *
 * msw tries a request against each handler in turn, and every try reads the page's cookies (document.cookie and
 * msw's own cookie jar) and compiles the handler's path into a regular expression. With the demo's fifty handlers a
 * table's histories and books paid that fifty times per request, on the page's main thread, ahead of the reads the
 * user waits for. A string comparison first leaves one or two real tries. The order of the handlers is kept, and a
 * handler that lets a request pass (answers nothing) passes it to the next, as msw itself does.
 */
export class RouteByUrl extends RequestHandler {
  readonly #routes: readonly Route[];

  constructor(handlers: readonly RequestHandler[]) {
    super({ info: { header: `${handlers.length} demo handlers, routed by URL` }, resolver: () => undefined });
    this.#routes = handlers.map(routeOf);
  }

  override async run(args: RunArgs): Promise<RunResult> {
    const url = args.request.url.toLowerCase();
    const method = args.request.method.toUpperCase();
    let last: RunResult = null;
    for (const route of this.#routes) {
      if (route.method !== null && route.method !== method) continue;
      if (route.prefix !== null && !url.startsWith(route.prefix)) continue;
      const result = await route.handler.run(args);
      if (result === null) continue;
      last = result;
      if (result.response) return result;
    }
    return last;
  }

  /** Never asked: run, above, decides which handler answers. */
  override predicate(): boolean {
    return false;
  }

  /** The demo worker runs quiet, and the tests' server does not log: nothing to print for the routed handler. */
  override log(): void {}
}

function routeOf(handler: RequestHandler): Route {
  if (!(handler instanceof HttpHandler)) return { handler, prefix: null, method: null };
  const { path, method } = handler.info;
  return {
    handler,
    prefix: typeof path === 'string' ? staticPrefix(path) : null,
    method: typeof method === 'string' ? method.toUpperCase() : null,
  };
}

/**
 * The part of an absolute handler URL no request URL it matches can differ in: its host, then its path up to the
 * first `:parameter` or `*`, without a trailing slash (msw matches `/x/` and `/x` alike). Relative paths resolve
 * against a base only msw knows: they are tried for every URL.
 */
export function staticPrefix(path: string): string | null {
  const start = /^https?:\/\/[^/]*/i.exec(path);
  // A host with a parameter or a wildcard in it (a port's colon aside): no fixed start worth comparing.
  if (!start || /[*(]|:(?!\d+$)/.test(start[0].replace(/^https?:\/\//i, ''))) return null;
  const rest = path.slice(start[0].length);
  // Where path-to-regexp's syntax starts (a parameter, a wildcard, a group, an escape) or msw's cleaning cuts the URL.
  const end = rest.search(/[:*(?{\\#|]/);
  const fixed = start[0] + (end === -1 ? rest : rest.slice(0, end));
  return fixed.replace(/\/+$/, '').toLowerCase();
}
