import { z } from 'zod';

export const TITLE_MAX = 80;
export const DESCRIPTION_MAX = 500;

/** SPEC §5, messages as i18n keys under `vinted.upload.errors`. */
export const uploadSchema = z.object({
  title: z.string().trim().min(1, 'titleRequired').max(TITLE_MAX, 'titleTooLong'),
  description: z.string().trim().min(1, 'descriptionRequired').max(DESCRIPTION_MAX, 'descriptionTooLong'),
  price: z
    .string()
    .trim()
    .min(1, 'priceRequired')
    .refine((value) => Number.isFinite(Number(value.replace(',', '.'))), 'priceInvalid')
    .refine((value) => Number(value.replace(',', '.')) > 0, 'pricePositive'),
  images: z.array(z.custom<File>((value) => value instanceof File)).min(1, 'imagesRequired'),
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
