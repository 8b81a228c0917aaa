import * as z from 'zod/mini';

export const ADD_MODES = ['privateKey', 'generate'] as const;
export type AddMode = (typeof ADD_MODES)[number];

/** A wallet's name is cut at this length as it is typed. */
export const WALLET_LABEL_MAX = 60;

/** What the add-wallet dialog holds while open (never stored: the dialog is unmounted when it closes). */
export const addWalletFormSchema = z.object({
  mode: z.enum(ADD_MODES),
  privateKey: z.string(),
  label: z.string().check(z.maxLength(WALLET_LABEL_MAX)),
});
export type AddWalletForm = z.output<typeof addWalletFormSchema>;

export const EMPTY_ADD_WALLET_FORM: AddWalletForm = { mode: 'privateKey', privateKey: '', label: '' };

/** Why a wallet could not be added; each has its sentence under wallets.dialog (saveFailed: wallets.saveFailed). */
export const ADD_ERRORS = [
  'invalidFormat',
  'invalidLength',
  'mismatch',
  'duplicate',
  'notLoggedIn',
  'failed',
  'addressMismatch',
  'saveFailed',
] as const;
export type AddError = (typeof ADD_ERRORS)[number];

export const isAddError = (value: unknown): value is AddError => ADD_ERRORS.some((error) => error === value);
