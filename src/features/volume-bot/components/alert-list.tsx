import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAlertLog } from '../../../alert-log/live-alert-log';
import type { AlertRecord } from '../../../alert-log/model/alert-record';
import { formatDate, formatDateTime } from '../../../lib/format/time';
import type { Strategy } from '../model/strategies';

/** The strategy's alerts from the alert log, newest first: when, and what triggered it, as it was said then. */
function AlertList({ alerts }: { alerts: readonly AlertRecord[] }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  if (alerts.length === 0) {
    return <Typography variant="body2">{t('volumeBot.alerts.listEmpty')}</Typography>;
  }
  return (
    <List dense disablePadding aria-label={t('volumeBot.alerts.listTitle')} data-user-content>
      {alerts.map((alert) => (
        <ListItem key={alert.id} disableGutters divider>
          <ListItemText
            primary={alert.lines.join(' · ') || alert.title}
            secondary={
              <time dateTime={new Date(alert.at).toISOString()} title={formatDateTime(alert.at, locale) ?? ''}>
                {formatDate(alert.at, locale, { timeStyle: 'medium' })}
              </time>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}

/** "Alerts (3)": opens the strategy's alerts, as the alert log keeps them (the Alerts panel shows every source's). */
export function AlertListButton({ strategy }: { strategy: Strategy }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const { list, durable } = useAlertLog({ sourceId: strategy });
  const alerts = list?.alerts ?? [];
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)}>
        {t('volumeBot.alerts.listButton', { count: alerts.length })}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{t('volumeBot.alerts.listTitle')}</DialogTitle>
        <DialogContent>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
            {t('volumeBot.alerts.listNote')}
          </Typography>
          {!durable && (
            <Typography variant="caption" color="warning.main" component="p" role="status" sx={{ mb: 1 }}>
              {t('alertLog.notKept')}
            </Typography>
          )}
          <AlertList alerts={alerts} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('volumeBot.alerts.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
