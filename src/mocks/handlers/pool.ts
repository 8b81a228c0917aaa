import { http, HttpResponse } from 'msw';
import { env } from '../../config/env';
import { commit, db, publicUser, type DbUser } from '../db';
import { networkDelay } from '../latency';
import { authorise, badRequest, readJsonBody } from './guards';

const pool = () => env.poolApiUrl;

const owns = (user: DbUser, id: string) => user.id === id || user.documentId === id;
const forbidden = () => HttpResponse.json({ success: false, error: 'Forbidden' }, { status: 403 });

/** The account fields a client may write with PUT {data:{…}}. */
const WRITABLE_DATA = [
  'emailVinted',
  'passwordVinted',
  'vintedUpdatedAt',
  'botSettings',
  'volumeBot',
  'buyingCosts',
  'marginWarning',
  'watchlist',
] as const;

export const poolHandlers = [
  http.post(`${pool()}/api/logout`, async ({ request }) => {
    await networkDelay();
    const token = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1];
    if (token) db().sessions = Object.fromEntries(Object.entries(db().sessions).filter(([key]) => key !== token));
    commit();
    return HttpResponse.json({ success: true });
  }),

  // Two legacy queries share the collection root: the current-password check and the username lookup.
  http.get(`${pool()}/`, async ({ request }) => {
    await networkDelay();
    const auth = authorise(request);
    if (auth.response) return auth.response;
    const query = new URL(request.url).searchParams;
    const limit = Math.max(1, Number(query.get('limit') ?? '25') || 25);
    if (query.has('user') && query.has('password')) {
      const match = db().users.filter(
        (user) => user.username === query.get('user') && user.password === query.get('password'),
      );
      return HttpResponse.json(match.slice(0, limit).map((user) => ({ ...publicUser(user), password: user.password })));
    }
    if (query.get('field') === 'user' && query.get('operator') === '==') {
      const match = db().users.filter((user) => user.username === query.get('value'));
      return HttpResponse.json(match.slice(0, limit).map(publicUser));
    }
    return badRequest('Unsupported query');
  }),

  http.get(`${pool()}/:id`, async ({ request, params }) => {
    await networkDelay();
    const auth = authorise(request);
    if (auth.response) return auth.response;
    if (!owns(auth.user, String(params.id))) return forbidden();
    return HttpResponse.json({ data: publicUser(auth.user) });
  }),

  http.put(`${pool()}/:id`, async ({ request, params }) => {
    await networkDelay();
    const auth = authorise(request);
    if (auth.response) return auth.response;
    if (!owns(auth.user, String(params.id))) return forbidden();
    const body = await readJsonBody(request);
    if ('user' in body) {
      const name = typeof body.user === 'string' ? body.user.trim() : '';
      if (!name) return badRequest('Invalid username');
      if (db().users.some((other) => other.username === name && other.id !== auth.user.id)) {
        return HttpResponse.json({ success: false, error: 'Username is already taken' }, { status: 409 });
      }
      auth.user.username = name;
    }
    if ('password' in body) {
      if (typeof body.password !== 'string' || body.password.length < 6) return badRequest('Invalid password');
      auth.user.password = body.password;
    }
    if (typeof body.data === 'object' && body.data !== null) {
      const data = body.data as Record<string, unknown>;
      for (const key of WRITABLE_DATA) {
        if (key in data) (auth.user as unknown as Record<string, unknown>)[key] = data[key];
      }
    }
    commit();
    return HttpResponse.json({ success: true, data: publicUser(auth.user) });
  }),
];
