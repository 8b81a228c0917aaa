import { useTranslation } from 'react-i18next';
import { CodeEntryDialog } from '../../components/code-entry-dialog';
import { useAuth, type SessionData } from '../auth-context';

interface LoginTwoFactorDialogProps {
  userId: string;
  onCancel: () => void;
  onVerified: (session: SessionData) => void;
}

/** The second factor at sign-in: the session starts once the code and the server agree. */
export function LoginTwoFactorDialog({ userId, onCancel, onVerified }: LoginTwoFactorDialogProps) {
  const { t } = useTranslation();
  const { verifyTwoFactor } = useAuth();
  const verify = async (code: string) => {
    const outcome = await verifyTwoFactor(userId, code);
    if (outcome.kind === 'session' && outcome.user) {
      onVerified({ token: outcome.token, user: outcome.user });
      return null;
    }
    return t(`errors.${outcome.kind === 'error' ? outcome.error : 'verificationFailed'}`);
  };
  return (
    <CodeEntryDialog
      title={t('twoFactorLogin.title')}
      prompt={t('twoFactorLogin.prompt')}
      codeLabel={t('twoFactorLogin.codeLabel')}
      submitLabel={t('twoFactorLogin.verify')}
      cancelLabel={t('twoFactorLogin.cancel')}
      onSubmit={verify}
      onCancel={onCancel}
    />
  );
}
