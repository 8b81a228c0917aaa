import { lazy } from 'react';
import LoginPage from '../auth/components/login-page';
import { OptionalPart } from '../components/optional-part';
import { IS_DEMO_BUILD } from '../config/env';

const AccessListRoute = lazy(() => import('./access-list-route'));
const DemoHint = IS_DEMO_BUILD ? lazy(() => import('../mocks/demo-hint')) : null;

/** The sign-in page as the app composes it: the waiting-list sign-up beside it, the demo hint in demo builds. */
export function SignInScreen({ onSignedIn }: { onSignedIn: () => void }) {
  return (
    <LoginPage
      aside={
        <OptionalPart>
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
