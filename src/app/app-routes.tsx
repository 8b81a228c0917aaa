import { lazy, Suspense, useState } from 'react';
import {
  createBrowserRouter,
  createRoutesFromElements,
  Navigate,
  Outlet,
  Route,
  RouterProvider,
} from 'react-router-dom';
import { AuthProvider } from '../auth/auth-provider';
import { IS_DEMO_BUILD } from '../config/env';
import { FullPageSpinner } from '../components/full-page-spinner';
import { ProtectedRoute, PublicOnlyRoute } from '../auth/guards';
import { NotFoundWatcher } from './not-found-watcher';
import { useQueryClientSlot } from './query-client-slot';

const loadLoginPage = () => import('../auth/components/login-page');
const LoginPage = lazy(loadLoginPage);
// The dashboard's layout comes with the panel catalogue and react-query (see dashboard-route.tsx).
const DashboardRoute = lazy(() => import('./dashboard-route'));
const WorkspacePage = lazy(() => import('../workspace/workspace-page'));
const AccountPage = lazy(() => import('../features/account/components/account-page'));
const WalletsPage = lazy(() => import('../features/wallets/components/wallets-page'));
const BotManagementPage = lazy(() => import('../features/bot-management/components/bot-management-page'));
const AccessListRoute = lazy(() => import('./access-list-route'));
const DemoHint = IS_DEMO_BUILD ? lazy(() => import('../mocks/demo-hint')) : null;

/**
 * Starts downloading the sign-in page's code before the app renders, at the same time as the strings, instead of
 * after them (the router only asks for it once it renders). A failed download shows where it would have anyway.
 */
export function preloadPage(pathname: string): void {
  if (pathname === '/login') loadLoginPage().catch(() => undefined);
}

/** Everything inside the router: the session (it navigates on sign-out), lazy pages' spinner, the 404 watcher. */
function RootLayout() {
  const queryClientSlot = useQueryClientSlot();
  return (
    <AuthProvider onSessionEnd={queryClientSlot.clear}>
      <Suspense fallback={<FullPageSpinner />}>
        <NotFoundWatcher />
        <Outlet />
      </Suspense>
    </AuthProvider>
  );
}

/** A data router, so that pages can ask before the user leaves with unsaved changes (useBlocker). */
export function createAppRouter() {
  return createBrowserRouter(
    createRoutesFromElements(
      <Route element={<RootLayout />}>
        <Route
          path="/login"
          element={
            <PublicOnlyRoute>
              <LoginPage
                aside={
                  <Suspense fallback={null}>
                    <AccessListRoute />
                  </Suspense>
                }
                hint={DemoHint ? <DemoHint /> : null}
              />
            </PublicOnlyRoute>
          }
        />
        <Route
          path="/dashboard"
          element={
            <ProtectedRoute>
              <DashboardRoute />
            </ProtectedRoute>
          }
        >
          <Route index element={<WorkspacePage />} />
          <Route path="account" element={<AccountPage />} />
          <Route path="wallets" element={<WalletsPage />} />
          <Route path="bot-management" element={<BotManagementPage />} />
        </Route>
        <Route path="/" element={<Navigate to="/dashboard" replace />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>,
    ),
  );
}

export function AppRoutes() {
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}
