import { lazy } from 'react';
import { definePanel } from '../../panel-contract/panel-manifest';
import { operationStateSchema } from './model/operation-state';

/** Wide enough for the activity table's nine columns; the table scrolls sideways when narrower. */
export const myOperationPanel = definePanel({
  id: 'my-operation',
  title: (t) => t('panels.myOperation'),
  size: { width: 820, height: 640 },
  params: undefined,
  stateSchema: operationStateSchema,
  component: lazy(() => import('./components/my-operation-panel')),
});
