import { useTranslation } from 'react-i18next';
import { CodeEntryDialog } from '../../../components/code-entry-dialog';
import { errorText } from '../../../components/error-text';
import { useToast } from '../../../components/toast';
import { useDisableTwoFactor } from '../api/two-factor';

interface TwoFactorDisableDialogProps {
  userId: string;
  onCancel: () => void;
  onDisabled: () => void;
}

/** 2FA goes off only when the server agrees, after a current code. */
export function TwoFactorDisableDialog({ userId, onCancel, onDisabled }: TwoFactorDisableDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const disable = useDisableTwoFactor();
  const submit = async (code: string) => {
    try {
      await disable.mutateAsync({ userId, code });
    } catch (error) {
      return errorText(error, t, {
        messages: { refused: 'account.twoFactor.invalidCode', otherwise: 'account.twoFactor.disableFailed' },
      });
    }
    toast(t('account.twoFactor.disabledToast'));
    onDisabled();
    return null;
  };
  return (
    <CodeEntryDialog
      title={t('account.twoFactor.disableTitle')}
      prompt={t('account.twoFactor.disablePrompt')}
      codeLabel={t('account.twoFactor.codeLabel')}
      submitLabel={t('account.twoFactor.confirmDisable')}
      cancelLabel={t('account.twoFactor.cancel')}
      submitColor="error"
      onSubmit={submit}
      onCancel={onCancel}
    />
  );
}
