import { definePanel } from '../../panel-contract/panel-manifest';
import { balanceStateSchema } from './model/balance-state';

export const myBalancePanel = definePanel({
  id: 'my-balance',
  title: (t) => t('panels.myBalance'),
  size: { width: 760, height: 640 },
  sizeReason:
    'The total, the net exposure per asset (asset and venues, state, net in units and USD, long and short: 725 px in ' +
    'Italian), a few wallets and three venue accounts with their positions; it scrolls beyond.',
  params: undefined,
  stateSchema: balanceStateSchema,
  load: () => import('./components/my-balance-panel'),
});
