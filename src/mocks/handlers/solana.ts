import { http, HttpResponse } from 'msw';
import bs58 from 'bs58';
import { env } from '../../config/env';
import { commit, db, newId } from '../db';
import { networkDelay } from '../latency';
import { isValidTotp } from '../totp';
import { authorise, badRequest, readJsonBody } from './guards';

const root = () => env.providerUrl;

/** Validates a 64-byte Solana secret key (the public half must match the private half) and derives its address. */
async function addressOf(secretKey: Uint8Array): Promise<string> {
  const { createKeyPairFromBytes, getAddressFromPublicKey } = await import('@solana/kit');
  const keyPair = await createKeyPairFromBytes(secretKey);
  return getAddressFromPublicKey(keyPair.publicKey);
}

function storeWallet(userId: string, secretKey: Uint8Array, address: string) {
  const existing = db().wallets.find((wallet) => wallet.userId === userId && wallet.address === address);
  if (existing) return existing;
  const wallet = {
    id: newId(),
    userId,
    address,
    publicKey: address,
    secretKey: Array.from(secretKey),
    createdAt: new Date().toISOString(),
  };
  db().wallets.push(wallet);
  commit();
  return wallet;
}

const isByteArray = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((byte) => Number.isInteger(byte) && byte >= 0 && byte <= 255);

export const solanaHandlers = [
  http.post(`${root()}/api/solana/import-wallet`, async ({ request }) => {
    await networkDelay();
    const auth = authorise(request);
    if (auth.response) return auth.response;
    const { privateKey, userId } = await readJsonBody(request);
    if (userId !== auth.user.id) return HttpResponse.json({ error: 'Forbidden' }, { status: 403 });
    if (!isByteArray(privateKey) || privateKey.length !== 64) return badRequest('Invalid private key');
    const bytes = Uint8Array.from(privateKey);
    let address: string;
    try {
      address = await addressOf(bytes);
    } catch {
      return badRequest('Invalid private key');
    }
    const wallet = storeWallet(auth.user.id, bytes, address);
    return HttpResponse.json({ id: wallet.id, address: wallet.address, publicKey: wallet.publicKey });
  }),

  http.post(`${root()}/api/solana/generate-wallet`, async ({ request }) => {
    await networkDelay();
    const auth = authorise(request);
    if (auth.response) return auth.response;
    const { userId } = await readJsonBody(request);
    if (userId !== auth.user.id) return HttpResponse.json({ error: 'Forbidden' }, { status: 403 });
    const { createKeyPairFromPrivateKeyBytes, getAddressFromPublicKey } = await import('@solana/kit');
    const seed = crypto.getRandomValues(new Uint8Array(32));
    const keyPair = await createKeyPairFromPrivateKeyBytes(seed, true);
    const publicBytes = new Uint8Array(await crypto.subtle.exportKey('raw', keyPair.publicKey));
    const secretKey = new Uint8Array(64);
    secretKey.set(seed, 0);
    secretKey.set(publicBytes, 32);
    const wallet = storeWallet(auth.user.id, secretKey, await getAddressFromPublicKey(keyPair.publicKey));
    return HttpResponse.json({ id: wallet.id, address: wallet.address, publicKey: wallet.publicKey });
  }),

  http.post(`${root()}/api/solana/get-private-2fa`, async ({ request }) => {
    await networkDelay();
    const auth = authorise(request);
    if (auth.response) return auth.response;
    const { userId, walletId, code } = await readJsonBody(request);
    if (userId !== auth.user.id) return HttpResponse.json({ success: false, error: 'Forbidden' }, { status: 403 });
    if (!auth.user.twoFAEnabled) return badRequest('2FA is not enabled for this account');
    if (!isValidTotp(auth.user.twoFASecret, code)) return badRequest('Invalid 2FA code');
    const wallet = db().wallets.find((candidate) => candidate.id === walletId && candidate.userId === auth.user.id);
    if (!wallet) return HttpResponse.json({ success: false, error: 'Wallet not found' }, { status: 404 });
    return HttpResponse.json({ success: true, privateKey: bs58.encode(Uint8Array.from(wallet.secretKey)) });
  }),
];
