import DashboardLayout from '../workspace/dashboard-layout';
import { panelCatalogue } from './panel-catalogue';
import QueryLayer from './query-layer';

/** Default export, loaded lazily: the panel catalogue and react-query come with the dashboard, not the sign-in page. */
export default function DashboardRoute() {
  return (
    <QueryLayer>
      <DashboardLayout catalogue={panelCatalogue} />
    </QueryLayer>
  );
}
