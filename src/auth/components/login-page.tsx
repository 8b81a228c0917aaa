import { lazy, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import XIcon from '@mui/icons-material/X';
import { useTranslation } from 'react-i18next';
import { env } from '../../config/env';
import { DeferredAlert } from '../../components/deferred-alert';
import { Logo } from '../../components/logo';
import { OptionalPart } from '../../components/optional-part';
import { useAuth } from '../auth-context';
import { LoginForm } from './login-form';

/**
 * The language menu is MUI's Select (with Menu, Popover and Modal): it loads right after the page, not with it. The
 * language is already the browser's (or the one chosen before) when the page first shows.
 */
const LanguageSwitch = lazy(() =>
  import('../../components/language-switch').then((module) => ({ default: module.LanguageSwitch })),
);
/**
 * A column with gaps as MUI's Stack lays it out, without Stack's code on /login
 * (docs/decisions/0090-smaller-code-on-login.md).
 */
const COLUMN = { display: 'flex', flexDirection: 'column' } as const;

/** Holds the menu's place (a small outlined field, 130 px wide) while it loads. */
const LANGUAGE_SWITCH_PLACEHOLDER = <Box sx={{ minWidth: 130, height: 40 }} />;

interface LoginPageProps {
  /** The waiting-list sign-up, composed in by the app. */
  aside?: ReactNode;
  /** Demo-mode help, present only in demo builds. */
  hint?: ReactNode;
  /** Called once signed in, to go on to the dashboard. */
  onSignedIn: () => void;
}

export default function LoginPage({ aside, hint, onSignedIn }: LoginPageProps) {
  const { t } = useTranslation();
  const { signOutReason } = useAuth();
  return (
    <Box
      component="main"
      // Top-aligned, not centred: the access list and the demo hint arrive after the form, and a centred column would
      // move the form under the pointer as they do (a click that lands on LOGIN mid-shift does nothing).
      sx={{
        minHeight: '100vh',
        px: 2,
        pt: { xs: 10, md: '12vh' },
        pb: 6,
        display: 'grid',
        justifyItems: 'center',
        alignContent: 'start',
      }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', position: 'fixed', top: 12, right: 16, zIndex: 1 }}>
        <OptionalPart placeholder={LANGUAGE_SWITCH_PLACEHOLDER}>
          <LanguageSwitch />
        </OptionalPart>
        <IconButton
          component="a"
          href={env.socialUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('app.socialLink')}
          // The browser's own tooltip: MUI's would bring its popper to the sign-in page's budget.
          title={t('app.socialLink')}
          color="primary"
        >
          <XIcon />
        </IconButton>
      </Box>
      <Box sx={{ ...COLUMN, gap: 3, width: '100%', maxWidth: 420 }}>
        {/* What a Card is (an outlined Paper), without Card's and CardContent's code on the sign-in page. */}
        <Paper
          component="section"
          aria-labelledby="login-title"
          variant="outlined"
          sx={{ ...COLUMN, gap: 3, p: { xs: 3, sm: 4 }, borderColor: 'primary.dark' }}
        >
          <Box sx={{ ...COLUMN, gap: 1, alignItems: 'center' }}>
            <Logo sx={{ fontSize: 64 }} />
            <Typography id="login-title" variant="h4" component="h1" sx={{ fontWeight: 700 }}>
              {env.productName}
            </Typography>
            <Typography variant="subtitle2" component="p" color="primary" sx={{ letterSpacing: '0.2em' }}>
              {t('app.subtitle')}
            </Typography>
          </Box>
          {signOutReason && (
            <DeferredAlert severity="info">
              {signOutReason === 'expired' ? t('login.sessionExpired') : t('login.signedOutElsewhere')}
            </DeferredAlert>
          )}
          <LoginForm onSignedIn={onSignedIn} />
          {hint}
          <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, textAlign: 'center' }}>
            <Typography variant="caption" color="text.secondary">
              {t('app.poweredBy')}
            </Typography>
            <Typography variant="body2" color="secondary" sx={{ fontWeight: 700 }}>
              {env.providerName}
            </Typography>
          </Box>
        </Paper>
        {aside}
      </Box>
    </Box>
  );
}
