import { useCallback, useSyncExternalStore } from 'react';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { env } from '../../../config/env';
import { useSignedInUser } from '../../../auth/auth-context';
import { useMenuChoice } from '../../../panel-contract/menu-choice';
import { readSelectedBot, selectBot, selectedBotKey, subscribeSelectedBot } from '../model/selected-bot';

/** Beside each strategy in the menu: Selected or Not Selected; choosing the entry selects it. */
export function SelectedBadge({ panelId }: { panelId: string }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const key = selectedBotKey(env.productName, user.id);
  const selected =
    useSyncExternalStore(
      subscribeSelectedBot,
      useCallback(() => readSelectedBot(key), [key]),
    ) === panelId;
  useMenuChoice(() => selectBot(key, panelId));
  return (
    <Chip
      label={selected ? t('workspace.selected') : t('workspace.notSelected')}
      size="small"
      color={selected ? 'primary' : 'default'}
      variant={selected ? 'filled' : 'outlined'}
      sx={{ height: 20, fontSize: 11, ml: 1, flexShrink: 0 }}
    />
  );
}
