import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '../auth/auth-context';
import { FullPageSpinner } from '../components/full-page-spinner';
import { DASHBOARD_NAMESPACE } from '../i18n';
import DashboardLayout from '../workspace/dashboard-layout';
import { takeOverLegacySelectedBot } from './legacy-selected-bot';
import { panelCatalogue } from './panel-catalogue';
import QueryLayer from './query-layer';

/**
 * Default export, loaded lazily: the panel catalogue, react-query and the dashboard's strings come with the dashboard,
 * not with the sign-in page. Nothing under it renders before its strings are there.
 */
export default function DashboardRoute() {
  const { ready } = useTranslation(DASHBOARD_NAMESPACE);
  const user = useSignedInUser();
  // Once, while rendering: the workspace below rewrites the saved layout in its first effect, which runs before ours.
  useState(() => takeOverLegacySelectedBot(user.id));
  if (!ready) return <FullPageSpinner />;
  return (
    <QueryLayer>
      <DashboardLayout catalogue={panelCatalogue} />
    </QueryLayer>
  );
}
