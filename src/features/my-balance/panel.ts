import { lazy } from 'react';
import { definePanel } from '../../panel-contract/panel-manifest';
import { balanceStateSchema } from './model/balance-state';

export const myBalancePanel = definePanel({
  id: 'my-balance',
  title: (t) => t('panels.myBalance'),
  size: { width: 640, height: 640 },
  sizeReason: 'The total, a few wallets and three venue accounts with their positions; it scrolls beyond.',
  params: undefined,
  stateSchema: balanceStateSchema,
  component: lazy(() => import('./components/my-balance-panel')),
});
