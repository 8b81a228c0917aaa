import * as z from 'zod/mini';

export const TITLE_MAX = 80;
export const DESCRIPTION_MAX = 500;

/** The listing's rules; messages as i18n keys under `vinted.upload.errors`. */
export const uploadSchema = z.object({
  title: z.string().check(z.trim(), z.minLength(1, 'titleRequired'), z.maxLength(TITLE_MAX, 'titleTooLong')),
  description: z
    .string()
    .check(z.trim(), z.minLength(1, 'descriptionRequired'), z.maxLength(DESCRIPTION_MAX, 'descriptionTooLong')),
  price: z.string().check(
    z.trim(),
    z.minLength(1, 'priceRequired'),
    z.refine((value) => Number.isFinite(Number(value.replace(',', '.'))), 'priceInvalid'),
    z.refine((value) => Number(value.replace(',', '.')) > 0, 'pricePositive'),
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
