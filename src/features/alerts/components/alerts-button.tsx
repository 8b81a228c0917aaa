import Badge from '@mui/material/Badge';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { useTranslation } from 'react-i18next';
import { useAlertLog } from '../../../alert-log/live-alert-log';
import { unreadCount } from '../../../alert-log/model/alert-list';
import { TooltipIconButton } from '../../../components/tooltip-icon-button';

/** The top bar's bell: how many alerts are unread, and a click opens the Alerts panel. */
export default function AlertsButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  const { list } = useAlertLog();
  const unread = list ? unreadCount(list.alerts) : 0;
  return (
    <TooltipIconButton label={t('alertsPanel.open', { count: unread })} onClick={onOpen}>
      <Badge badgeContent={unread} color="error" max={99}>
        <NotificationsOutlined />
      </Badge>
    </TooltipIconButton>
  );
}
