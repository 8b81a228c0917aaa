import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '../../../auth/auth-context';
import { useMenuChoice } from '../../../panel-contract/menu-choice';
import { useSelectedBot } from './use-selected-bot';

/** Beside each strategy in the menu: Selected or Not Selected; choosing the entry selects it (saved on the server). */
export function SelectedBadge({ panelId }: { panelId: string }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const { selected: selectedBot, select } = useSelectedBot(user.id, panelId);
  const selected = selectedBot === panelId;
  useMenuChoice(() => select(panelId));
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
