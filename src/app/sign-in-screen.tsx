import { lazy } from 'react';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import LoginPage from '../auth/components/login-page';
import { OptionalPart } from '../components/optional-part';
import { IS_DEMO_BUILD } from '../config/env';

const AccessListRoute = lazy(() => import('./access-list-route'));
const DemoHint = IS_DEMO_BUILD ? lazy(() => import('../mocks/demo-hint')) : null;

/** In the sign-up's place when it cannot be shown: the login page is meant to have it, so its absence is said. */
function AccessListUnavailable() {
  const { t } = useTranslation();
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, textAlign: 'center' }}
    >
      {t('accessList.unavailable')}
    </Typography>
  );
}

/** The sign-in page as the app composes it: the waiting-list sign-up beside it, the demo hint in demo builds. */
export function SignInScreen({ onSignedIn }: { onSignedIn: () => void }) {
  return (
    <LoginPage
      aside={
        <OptionalPart fallback={<AccessListUnavailable />}>
          <AccessListRoute />
        </OptionalPart>
      }
      hint={
        DemoHint && (
          <OptionalPart>
            <DemoHint />
          </OptionalPart>
        )
      }
      onSignedIn={onSignedIn}
    />
  );
}
