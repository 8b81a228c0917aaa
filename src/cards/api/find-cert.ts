import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { env } from '../../config/env';
import { ApiError } from '../../lib/api-error';
import { readReply } from '../../lib/read-reply';
import { postGraphql } from '../../lib/valuation-client';

export const CERT_QUERY = 'query Cert($certNumber: String!) { cert(certNumber: $certNumber) { asset { id } } }';

const certReplySchema = z.object({
  data: z.nullish(
    z.object({ cert: z.nullish(z.object({ asset: z.nullish(z.object({ id: z.string().check(z.minLength(1)) })) })) }),
  ),
  errors: z.optional(z.array(z.unknown())),
});

/** POST {valuation}/Cert: the asset id of a certificate, or null when Alt does not know it. */
export async function findCertAsset(certNumber: string, signal?: AbortSignal): Promise<string | null> {
  const reply = readReply(
    certReplySchema,
    await postGraphql(env.valuationUrl, 'Cert', CERT_QUERY, { certNumber }, signal),
  );
  // A GraphQL server answers 200 with an `errors` list when it cannot do what was asked.
  if (reply.errors?.length) throw new ApiError({ kind: 'refused' });
  return reply.data?.cert?.asset?.id ?? null;
}

/** Asked when the user looks a certificate up: a mutation rather than a query, as each lookup is an action. */
export function useFindCertAsset() {
  return useMutation({ mutationFn: (certNumber: string) => findCertAsset(certNumber) });
}
