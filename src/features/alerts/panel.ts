import { definePanel } from '../../panel-contract/panel-manifest';

const loadAlertsPanel = () => import('./components/alerts-panel');

/** Features → Alerts: every alert the alert log keeps, the strategies' and the deals'. */
export const alertsPanel = definePanel({
  id: 'alerts',
  title: (t) => t('panels.alerts'),
  size: { width: 560, height: 640 },
  sizeReason: 'Two filters and "Mark all read" on one line, then the alerts: a title, its lines, the source and time.',
  params: undefined,
  load: loadAlertsPanel,
});
