import { definePanel } from '../../panel-contract/panel-manifest';
import { operationStateSchema } from './model/operation-state';

export const myOperationPanel = definePanel({
  id: 'my-operation',
  title: (t) => t('panels.myOperation'),
  size: { width: 960, height: 640 },
  sizeReason:
    "The activity table's nine columns, the funding column whole, measure 842 px in English and 950 in Italian.",
  params: undefined,
  stateSchema: operationStateSchema,
  load: () => import('./components/my-operation-panel'),
});
