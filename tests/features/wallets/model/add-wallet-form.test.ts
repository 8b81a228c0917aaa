import { describe, expect, it } from 'vitest';
import {
  ADD_ERRORS,
  addWalletFormSchema,
  EMPTY_ADD_WALLET_FORM,
  isAddError,
  WALLET_LABEL_MAX,
} from '../../../../src/features/wallets/model/add-wallet-form';

describe('the add-wallet form', () => {
  it('starts on importing a key, with nothing typed', () => {
    expect(EMPTY_ADD_WALLET_FORM).toStrictEqual({ mode: 'privateKey', privateKey: '', label: '' });
    expect(addWalletFormSchema.safeParse(EMPTY_ADD_WALLET_FORM).success).toBe(true);
  });

  it('takes a name of up to 60 characters and refuses the 61st', () => {
    expect(WALLET_LABEL_MAX).toBe(60);
    const form = { ...EMPTY_ADD_WALLET_FORM, mode: 'generate' as const };
    expect(addWalletFormSchema.safeParse({ ...form, label: 'w'.repeat(60) }).success).toBe(true);
    expect(addWalletFormSchema.safeParse({ ...form, label: 'w'.repeat(61) }).success).toBe(false);
    expect(addWalletFormSchema.safeParse({ ...form, mode: 'watch' }).success).toBe(false);
  });

  it('knows each reason a wallet could not be added, and nothing else', () => {
    for (const error of ADD_ERRORS) expect(isAddError(error)).toBe(true);
    expect(ADD_ERRORS).toHaveLength(8);
    for (const other of ['', 'network', 'INVALIDFORMAT', null, undefined, 3, {}]) expect(isAddError(other)).toBe(false);
  });
});
