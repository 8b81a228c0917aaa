/**
 * The address of a 64-byte Solana secret key, with @solana/kit loaded only when a key is imported. kit refuses a
 * key whose public half does not belong to its private half: that comes back as null.
 */
export async function deriveAddress(secretKey: Uint8Array): Promise<string | null> {
  const { createKeyPairFromBytes, getAddressFromPublicKey } = await import('@solana/kit');
  try {
    const keyPair = await createKeyPairFromBytes(secretKey);
    return await getAddressFromPublicKey(keyPair.publicKey);
  } catch {
    return null;
  }
}
