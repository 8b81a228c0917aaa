import { lazy, Suspense, useEffect, useState } from 'react';
import { AuthProvider } from '../auth/auth-provider';
import { hasStoredToken } from '../auth/model/session-storage';
import { FullPageSpinner } from '../components/full-page-spinner';
import { SignInScreen } from './sign-in-screen';

const loadRoutedApp = () => import('./app-routes');
const RoutedApp = lazy(loadRoutedApp);

/** Where the router takes a visitor who has just signed in on the router-less sign-in page. */
const AFTER_SIGN_IN = '/dashboard';

/**
 * A visit that opens /login without a session needs no router until the user has signed in: the sign-in page is
 * shown on its own, and the router (react-router's data router, about 30 kB gzip) loads behind it.
 */
function opensOnSignInPage(): boolean {
  return window.location.pathname === '/login' && !hasStoredToken();
}

/** Starts downloading the routes alongside the strings when the first screen needs them (main.tsx calls it first). */
export function preloadFirstScreen(): void {
  if (!opensOnSignInPage()) loadRoutedApp().catch(() => undefined);
}

/** The app: the sign-in page on its own when the visit starts there signed out, otherwise every route. */
export function App() {
  const [signInFirst, setSignInFirst] = useState(opensOnSignInPage);
  if (signInFirst) {
    return (
      <StandaloneSignIn
        onSignedIn={() => {
          window.history.replaceState(null, '', AFTER_SIGN_IN);
          setSignInFirst(false);
        }}
      />
    );
  }
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <RoutedApp />
    </Suspense>
  );
}

function StandaloneSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  useEffect(() => {
    // The page is up: fetch the router and the app's routes now, so that signing in does not wait for them.
    loadRoutedApp().catch(() => undefined);
  }, []);
  return (
    <AuthProvider>
      <SignInScreen onSignedIn={onSignedIn} />
    </AuthProvider>
  );
}
