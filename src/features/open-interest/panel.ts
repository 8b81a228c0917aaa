import { lazy } from 'react';
import { definePanel } from '../../panel-contract/panel-manifest';
import { openInterestStateSchema } from './model/open-interest-state';

/** A market column, six venues and the total; as wide as Funding Rate, so the two open side by side at 1920 px. */
export const openInterestPanel = definePanel({
  id: 'open-interest',
  title: (t) => t('panels.openInterest'),
  size: { width: 800, height: 600 },
  params: undefined,
  stateSchema: openInterestStateSchema,
  component: lazy(() => import('./components/open-interest-panel')),
});
