import * as z from 'zod/mini';

export const TITLE_MAX = 80;
export const DESCRIPTION_MAX = 500;

/** The listing's rules; messages as i18n keys under `vinted.upload.errors`. */
export const uploadSchema = z.object({
  // Stryker disable next-line MethodExpression: without z.trim() zod gets a namespace for a check and throws as the
  // module loads (no test can start; Stryker counts that as survived).
  title: z.string().check(z.trim(), z.minLength(1, 'titleRequired'), z.maxLength(TITLE_MAX, 'titleTooLong')),
  description: z
    .string()
    // Without z.trim() zod gets a namespace for a check and throws as the module loads (no test can start).
    // Stryker disable next-line MethodExpression: see above
    .check(z.trim(), z.minLength(1, 'descriptionRequired'), z.maxLength(DESCRIPTION_MAX, 'descriptionTooLong')),
  price: z.string().check(
    // Stryker disable next-line MethodExpression: without z.trim() zod gets a namespace for a check and throws as the
    // module loads (no test can start; Stryker counts that as survived).
    z.trim(),
    z.minLength(1, 'priceRequired'),
    // The message keys are read as the module loads, before Stryker can switch a mutant on; the tests check each key.
    // Stryker disable StringLiteral
    z.refine((value) => Number.isFinite(Number(value.replace(',', '.'))), 'priceInvalid'),
    z.refine((value) => Number(value.replace(',', '.')) > 0, 'pricePositive'),
    // Stryker restore StringLiteral
  ),
  images: z.array(z.custom<File>((value) => value instanceof File)).check(z.minLength(1, 'imagesRequired')),
});
export type UploadValues = z.input<typeof uploadSchema>;
export type UploadErrorKey =
  | 'titleRequired'
  | 'titleTooLong'
  | 'descriptionRequired'
  | 'descriptionTooLong'
  | 'priceRequired'
  | 'priceInvalid'
  | 'pricePositive'
  | 'imagesRequired';
