import * as z from 'zod/mini';
import { GRADING_COMPANIES, isGradeOf, type LookupOutcome } from './lookup';

/** How many recent lookups the panel lists and keeps. */
export const RECENT_KEPT = 5;

type PricedLookup = Extract<LookupOutcome, { ok: true }>;

/**
 * A priced lookup as kept with the layout: the query and Alt's answer, nothing secret. Checked when read back as the
 * valuation's reply was (cards/api/get-asset-details.ts cuts names to 200 and the card number to 40 characters, and
 * keeps no negative price): digits for the certificate, a grade its company gives. A kept state that does not fit is
 * set aside by the workspace, and the panel starts empty.
 */
const pricedLookupSchema = z
  .object({
    ok: z.literal(true),
    query: z.object({
      certNumber: z.string().check(z.regex(/^\d{1,40}$/)),
      company: z.enum(GRADING_COMPANIES),
      grade: z.number(),
    }),
    details: z.object({
      name: z.string().check(z.minLength(1), z.maxLength(200)),
      brand: z.string().check(z.maxLength(200)),
      cardNumber: z.nullable(z.string().check(z.maxLength(40))),
      price: z.number().check(z.minimum(0)),
      currency: z.literal('USD'),
    }),
  })
  .check(z.refine(({ query }) => isGradeOf(query.company, query.grade)));

/** What ID to Price keeps with the layout: the result on screen and the recent lookups (both priced ones only). */
export const priceLookupStateSchema = z.object({
  result: z.nullable(pricedLookupSchema),
  recent: z.array(pricedLookupSchema).check(z.maxLength(RECENT_KEPT)),
});

export interface PriceLookupState {
  result: PricedLookup | null;
  recent: PricedLookup[];
}

export const EMPTY_LOOKUP_STATE: PriceLookupState = { result: null, recent: [] };

/** A priced lookup as it is kept: its query and answer only (never the whole outcome object). */
export function keptLookup({ query, details }: PricedLookup): PricedLookup {
  return {
    ok: true,
    query: { certNumber: query.certNumber, company: query.company, grade: query.grade },
    details: {
      name: details.name,
      brand: details.brand,
      cardNumber: details.cardNumber,
      price: details.price,
      currency: details.currency,
    },
  };
}
