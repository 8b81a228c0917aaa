// @vitest-environment happy-dom
import bs58 from 'bs58';
import { describe, expect, it } from 'vitest';
import { env } from '../../src/config/env';
import { DEMO_PASSWORD } from '../../src/mocks/db';
import { currentDemoCode } from '../test-utils';

const root = env.providerUrl;
const pool = env.poolApiUrl;

async function call(method: string, url: string, body?: unknown, token?: string, apiKey = env.apiKey) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (apiKey) headers['x-api-key'] = apiKey;
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & unknown[] };
}

async function signIn(username: string) {
  const first = await call('POST', `${root}/api/login`, { username, password: DEMO_PASSWORD });
  if (first.body.require2FA) {
    const verified = await call('POST', `${root}/api/2fa/verify`, {
      userId: first.body.userId,
      code: currentDemoCode(),
    });
    return String(verified.body.token);
  }
  return String(first.body.token);
}

describe('the demo backend', () => {
  it('checks the API key and the password', async () => {
    expect(
      (await call('POST', `${root}/api/login`, { username: 'demo', password: DEMO_PASSWORD }, undefined, '')).status,
    ).toBe(403);
    expect((await call('POST', `${root}/api/login`, { username: 'demo', password: 'nope' })).status).toBe(401);
    const ok = await call('POST', `${root}/api/login`, { username: 'demo', password: DEMO_PASSWORD });
    expect(ok.body).toMatchObject({ success: true, user: { id: '1', username: 'demo' } });
    expect(JSON.stringify(ok.body)).not.toContain(DEMO_PASSWORD);
  });

  it('asks demo2fa for a second factor and checks the TOTP code', async () => {
    const first = await call('POST', `${root}/api/login`, { username: 'demo2fa', password: DEMO_PASSWORD });
    expect(first.body).toEqual({ success: true, require2FA: true, userId: '2' });
    const wrong = currentDemoCode() === '000000' ? '111111' : '000000';
    expect((await call('POST', `${root}/api/2fa/verify`, { userId: '2', code: wrong })).status).toBe(400);
    const right = await call('POST', `${root}/api/2fa/verify`, { userId: '2', code: currentDemoCode() });
    expect(right.body).toMatchObject({ success: true, token: expect.stringMatching(/^demo-/) as unknown });
  });

  it('enables and disables 2FA only for the signed-in user', async () => {
    const token = await signIn('demo');
    const secret = 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU';
    expect((await call('POST', `${root}/api/2fa/enable`, { userId: '1', secret })).status).toBe(401);
    expect((await call('POST', `${root}/api/2fa/enable`, { userId: '2', secret }, token)).status).toBe(403);
    expect((await call('POST', `${root}/api/2fa/enable`, { userId: '1', secret }, token)).body).toEqual({
      success: true,
    });
    const again = await call('POST', `${root}/api/login`, { username: 'demo', password: DEMO_PASSWORD });
    expect(again.body.require2FA).toBe(true);
    expect((await call('POST', `${root}/api/2fa/disable`, { userId: '1', code: '12' }, token)).status).toBe(400);
  });

  it('answers the username lookup and refuses a taken name', async () => {
    const token = await signIn('demo');
    const taken = await call('GET', `${pool}/?field=user&operator===&value=demo2fa&limit=1`, undefined, token);
    expect(taken.body).toHaveLength(1);
    const free = await call('GET', `${pool}/?field=user&operator===&value=misty&limit=1`, undefined, token);
    expect(free.body).toEqual([]);
    expect((await call('PUT', `${pool}/doc-demo`, { user: 'demo2fa' }, token)).status).toBe(409);
    expect((await call('PUT', `${pool}/doc-demo`, { user: 'misty' }, token)).body).toMatchObject({
      data: { username: 'misty' },
    });
    expect((await call('PUT', `${pool}/doc-demo2fa`, { user: 'x' }, token)).status).toBe(403);
  });

  it('checks the current password with the user/password query, and changes it', async () => {
    const token = await signIn('demo');
    const match = await call('GET', `${pool}/?user=demo&password=${DEMO_PASSWORD}&limit=1`, undefined, token);
    expect(match.body).toMatchObject([{ username: 'demo', password: DEMO_PASSWORD }]);
    expect((await call('GET', `${pool}/?user=demo&password=bad&limit=1`, undefined, token)).body).toEqual([]);
    await call('PUT', `${pool}/doc-demo`, { password: 'new-secret' }, token);
    expect((await call('POST', `${root}/api/login`, { username: 'demo', password: 'new-secret' })).status).toBe(200);
  });

  it('generates real Solana key pairs, reveals them behind 2FA, and imports only consistent keys', async () => {
    const token = await signIn('demo2fa');
    const generated = await call('POST', `${root}/api/solana/generate-wallet`, { userId: '2' }, token);
    expect(generated.body.address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    const walletId = String(generated.body.id);
    const refused = await call(
      'POST',
      `${root}/api/solana/get-private-2fa`,
      { userId: '2', walletId, code: '12' },
      token,
    );
    expect(refused.status).toBe(400);
    const revealed = await call(
      'POST',
      `${root}/api/solana/get-private-2fa`,
      { userId: '2', walletId, code: currentDemoCode() },
      token,
    );
    const secret = bs58.decode(String(revealed.body.privateKey));
    expect(secret).toHaveLength(64);

    const reimported = await call(
      'POST',
      `${root}/api/solana/import-wallet`,
      { userId: '2', privateKey: Array.from(secret) },
      token,
    );
    expect(reimported.body.address).toBe(generated.body.address);

    const tampered = Array.from(secret);
    tampered[40] = (tampered[40] ?? 0) ^ 0xff;
    const bad = await call('POST', `${root}/api/solana/import-wallet`, { userId: '2', privateKey: tampered }, token);
    expect(bad.status).toBe(400);
  });

  it('knows a few certificates on the demo valuation and nothing else', async () => {
    const query = 'query Cert($certNumber: String!) { cert(certNumber: $certNumber) { asset { id } } }';
    const known = await call('POST', `${env.valuationUrl}/Cert`, { query, variables: { certNumber: '12345678' } });
    expect(known.body).toEqual({ data: { cert: { asset: { id: 'asset-charizard' } } } });
    const unknown = await call('POST', `${env.valuationUrl}/Cert`, { query, variables: { certNumber: '1' } });
    expect(unknown.body).toEqual({ data: { cert: null } });
  });
});
