import { lazy } from 'react';
import { definePanel } from '../../panel-contract/panel-manifest';
import { openInterestStateSchema } from './model/open-interest-state';

/** Wide enough for a market column, six venues and the total. */
export const openInterestPanel = definePanel({
  id: 'open-interest',
  title: (t) => t('panels.openInterest'),
  size: { width: 900, height: 600 },
  params: undefined,
  stateSchema: openInterestStateSchema,
  component: lazy(() => import('./components/open-interest-panel')),
});
