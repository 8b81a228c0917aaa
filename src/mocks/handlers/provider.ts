import { http, HttpResponse } from 'msw';
import { env } from '../../config/env';
import { commit, db, findUser, newId, publicUser } from '../db';
import { networkDelay } from '../latency';
import { isValidTotp } from '../totp';
import { authorise, badRequest, checkApiKey, readJsonBody } from './guards';

const root = () => env.providerUrl;

function openSession(userId: string): string {
  const token = `demo-${newId()}`;
  db().sessions[token] = userId;
  commit();
  return token;
}

export const providerHandlers = [
  http.post(`${root()}/api/login`, async ({ request }) => {
    await networkDelay();
    const refused = checkApiKey(request);
    if (refused) return refused;
    const { username, password } = await readJsonBody(request);
    const user = db().users.find((candidate) => candidate.username === username && candidate.password === password);
    if (!user) return HttpResponse.json({ success: false }, { status: 401 });
    if (user.twoFAEnabled) return HttpResponse.json({ success: true, require2FA: true, userId: user.id });
    return HttpResponse.json({ success: true, token: openSession(user.id), user: publicUser(user) });
  }),

  // The demo leaves `user` out of the reply so the client's "load the user record" path is used for real.
  http.post(`${root()}/api/2fa/verify`, async ({ request }) => {
    await networkDelay();
    const refused = checkApiKey(request);
    if (refused) return refused;
    const { userId, code } = await readJsonBody(request);
    const user = typeof userId === 'string' ? findUser(userId) : undefined;
    if (!user?.twoFAEnabled || !isValidTotp(user.twoFASecret, code)) return badRequest('Invalid verification code');
    return HttpResponse.json({ success: true, token: openSession(user.id) });
  }),

  http.post(`${root()}/api/2fa/enable`, async ({ request }) => {
    await networkDelay();
    const auth = authorise(request);
    if (auth.response) return auth.response;
    const { userId, secret } = await readJsonBody(request);
    if (userId !== auth.user.id) return HttpResponse.json({ success: false, error: 'Forbidden' }, { status: 403 });
    if (typeof secret !== 'string' || !/^[A-Z2-7]{16,}$/.test(secret)) return badRequest('Invalid secret');
    auth.user.twoFASecret = secret;
    auth.user.twoFAEnabled = true;
    commit();
    return HttpResponse.json({ success: true });
  }),

  http.post(`${root()}/api/2fa/disable`, async ({ request }) => {
    await networkDelay();
    const auth = authorise(request);
    if (auth.response) return auth.response;
    const { userId, code } = await readJsonBody(request);
    if (userId !== auth.user.id) return HttpResponse.json({ success: false, error: 'Forbidden' }, { status: 403 });
    if (!auth.user.twoFAEnabled || !isValidTotp(auth.user.twoFASecret, code)) {
      return badRequest('Invalid verification code');
    }
    auth.user.twoFAEnabled = false;
    delete auth.user.twoFASecret;
    commit();
    return HttpResponse.json({ success: true });
  }),

  http.post(`${root()}/api/whitelist`, async ({ request }) => {
    await networkDelay();
    const refused = checkApiKey(request);
    if (refused) return refused;
    const { email } = await readJsonBody(request);
    if (typeof email !== 'string' || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return badRequest('Invalid e-mail');
    const normalised = email.trim().toLowerCase();
    // Joining twice is not an error: the person is on the list either way.
    if (!db().accessList.includes(normalised)) db().accessList.push(normalised);
    commit();
    return HttpResponse.json({ success: true, position: db().accessList.indexOf(normalised) + 1 });
  }),
];
