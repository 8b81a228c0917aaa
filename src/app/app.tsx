import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { AuthProvider } from '../auth/auth-provider';
import { hasStoredToken } from '../auth/model/session-storage';
import { FullPageSpinner } from '../components/full-page-spinner';
import { AppCrashed } from './app-crashed';
import { useQueryClientSlot } from './query-client-slot';
import { SignInScreen } from './sign-in-screen';
import { PATHS } from '../config/paths';
import { listenForEarlyPalette } from '../workspace/early-palette';

const loadRoutedApp = () => import('./app-routes');
const RoutedApp = lazy(loadRoutedApp);

/** Where the router takes a visitor who has just signed in on the router-less sign-in page. */
const AFTER_SIGN_IN = PATHS.dashboard;
const SIGN_IN = PATHS.login;

/**
 * A visit that opens /login without a session needs no router until the user has signed in: the sign-in page is
 * shown on its own, and the router (react-router's data router, about 30 kB gzip) loads behind it. Only a token makes
 * a session; the user record is left for the AuthProvider to read, so that a corrupt one is reported there.
 */
function opensOnSignInPage(): boolean {
  return window.location.pathname === SIGN_IN && !hasStoredToken();
}

/** Starts downloading the routes alongside the strings when the first screen needs them (main.tsx calls it first). */
export function preloadFirstScreen(): void {
  if (!opensOnSignInPage()) loadRoutedApp().catch(() => undefined);
}

/**
 * The app: one session for the whole visit, and under it the sign-in page on its own when the visit starts there
 * signed out, otherwise (or once signed in) every route. A screen that cannot render at all (most often code that did
 * not download) offers a reload instead of a blank page.
 */
export function App() {
  const queryClientSlot = useQueryClientSlot();
  const [signInFirst, setSignInFirst] = useState(opensOnSignInPage);
  // Set by the router once it is up: after logout the app goes to /. Before it, nobody is signed in.
  const afterLogoutRef = useRef<(() => void) | null>(null);
  const onLogout = useCallback(() => afterLogoutRef.current?.(), []);
  const startRouting = useCallback(() => setSignInFirst(false), []);
  return (
    <ErrorBoundary fallback={<AppCrashed />}>
      <AuthProvider onSessionEnd={queryClientSlot.clear} onLogout={onLogout}>
        {signInFirst ? (
          <StandaloneSignIn onLeave={startRouting} />
        ) : (
          <Suspense fallback={<FullPageSpinner />}>
            <RoutedApp afterLogoutRef={afterLogoutRef} />
          </Suspense>
        )}
      </AuthProvider>
    </ErrorBoundary>
  );
}

function StandaloneSignIn({ onLeave }: { onLeave: () => void }) {
  useEffect(() => {
    // The page is up: fetch the router and the app's routes now, so that signing in does not wait for them.
    loadRoutedApp().catch(() => undefined);
    // Back or Forward to another of this document's entries hands the address over to the router.
    const onPopState = () => {
      if (window.location.pathname !== SIGN_IN) onLeave();
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [onLeave]);
  const onSignedIn = () => {
    // The session starts now, and the router and the dashboard still have to load: a Ctrl+K from here on opens the
    // palette once the dashboard shows.
    listenForEarlyPalette();
    // As the router's own replace would: the entry keeps its state (react-router keeps its index there).
    window.history.replaceState(window.history.state, '', AFTER_SIGN_IN);
    onLeave();
  };
  return <SignInScreen onSignedIn={onSignedIn} />;
}
