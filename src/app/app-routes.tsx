import { lazy, Suspense, useEffect, useState, type RefObject } from 'react';
import {
  createBrowserRouter,
  createRoutesFromElements,
  Navigate,
  Outlet,
  Route,
  RouterProvider,
  useNavigate,
} from 'react-router-dom';
import { FullPageSpinner } from '../components/full-page-spinner';
import { ProtectedRoute, PublicOnlyRoute } from '../auth/guards';
import { NotFoundWatcher } from './not-found-watcher';
import { AppCrashed } from './app-crashed';
import { SignInScreen } from './sign-in-screen';
import { DASHBOARD_CHILD, PATHS } from '../config/paths';
import { pageLoaders } from './page-loaders';
import { listenForEarlyPalette } from '../workspace/early-palette';

// The dashboard's layout comes with the panel catalogue and react-query (see dashboard-route.tsx).
const DashboardRoute = lazy(() => import('./dashboard-route'));
const WorkspacePage = lazy(pageLoaders.workspace);
const AccountPage = lazy(pageLoaders.account);
const WalletsPage = lazy(pageLoaders.wallets);
const BotManagementPage = lazy(pageLoaders.botManagement);

/**
 * The dashboard, from the moment it starts loading: a Ctrl+K pressed before it shows opens the palette as soon as it
 * does (workspace/early-palette.ts). Started while rendering, as the dashboard's chunk, strings and page may suspend
 * this whole part before any effect of it runs; starting twice is starting once.
 */
function DashboardEntry() {
  useState(listenForEarlyPalette);
  return <DashboardRoute />;
}

/** A dashboard page that cannot render leaves the top bar and the menu (and Log Out) in place. */
const PAGE_CRASHED = <AppCrashed within />;

/** Everything inside the router: lazy pages' spinner and the 404 watcher. */
function RootLayout() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <NotFoundWatcher />
      <Outlet />
    </Suspense>
  );
}

/** A data router, so that pages can ask before the user leaves with unsaved changes (useBlocker). */
function createAppRouter() {
  return createBrowserRouter(
    createRoutesFromElements(
      <Route element={<RootLayout />} errorElement={<AppCrashed />}>
        <Route
          path={PATHS.login}
          element={
            <PublicOnlyRoute>
              <RoutedSignIn />
            </PublicOnlyRoute>
          }
        />
        <Route
          path={PATHS.dashboard}
          element={
            <ProtectedRoute>
              <DashboardEntry />
            </ProtectedRoute>
          }
        >
          <Route index element={<WorkspacePage />} errorElement={PAGE_CRASHED} />
          <Route path={DASHBOARD_CHILD.account} element={<AccountPage />} errorElement={PAGE_CRASHED} />
          <Route path={DASHBOARD_CHILD.wallets} element={<WalletsPage />} errorElement={PAGE_CRASHED} />
          <Route path={DASHBOARD_CHILD.botManagement} element={<BotManagementPage />} errorElement={PAGE_CRASHED} />
        </Route>
        <Route path={PATHS.root} element={<Navigate to={PATHS.dashboard} replace />} />
        <Route path="*" element={<Navigate to={PATHS.root} replace />} />
      </Route>,
    ),
  );
}

function RoutedSignIn() {
  const navigate = useNavigate();
  const onSignedIn = () => {
    // The session starts now: a Ctrl+K from here on opens the palette once the dashboard shows.
    listenForEarlyPalette();
    void navigate(PATHS.dashboard, { replace: true });
  };
  return <SignInScreen onSignedIn={onSignedIn} />;
}

interface AppRoutesProps {
  /** Filled with where the app goes after the user logs out (to /); the session itself lives above. */
  afterLogoutRef: RefObject<(() => void) | null>;
}

/** Default export, loaded lazily (see app.tsx): the sign-in page can show before the router has loaded. */
export default function AppRoutes({ afterLogoutRef }: AppRoutesProps) {
  const [router] = useState(createAppRouter);
  useEffect(() => {
    afterLogoutRef.current = () => void router.navigate(PATHS.root, { replace: true });
    return () => {
      afterLogoutRef.current = null;
    };
  }, [afterLogoutRef, router]);
  return <RouterProvider router={router} />;
}
