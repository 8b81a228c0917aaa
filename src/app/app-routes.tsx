import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { IS_DEMO_BUILD } from '../config/env';
import { FullPageSpinner } from '../components/full-page-spinner';
import { ProtectedRoute, PublicOnlyRoute } from '../auth/guards';
import { NotFoundWatcher } from './not-found-watcher';
import { panelCatalogue } from './panel-catalogue';

const LoginPage = lazy(() => import('../auth/components/login-page'));
const DashboardLayout = lazy(() => import('../workspace/dashboard-layout'));
const WorkspacePage = lazy(() => import('../workspace/workspace-page'));
const AccountPage = lazy(() => import('../features/account/components/account-page'));
const WalletsPage = lazy(() => import('../features/wallets/components/wallets-page'));
const BotManagementPage = lazy(() => import('../features/bot-management/components/bot-management-page'));
const AccessListPanel = lazy(() => import('../features/access-list/components/access-list-panel'));
const DemoHint = IS_DEMO_BUILD ? lazy(() => import('../mocks/demo-hint')) : null;

export function AppRoutes() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <NotFoundWatcher />
      <Routes>
        <Route
          path="/login"
          element={
            <PublicOnlyRoute>
              <LoginPage
                aside={
                  <Suspense fallback={null}>
                    <AccessListPanel />
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
              <DashboardLayout catalogue={panelCatalogue} />
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
      </Routes>
    </Suspense>
  );
}
