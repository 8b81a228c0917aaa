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
import { formatDate, formatDateTime } from '../../../lib/format/time';
import { alertText } from './alert-words';
import { useStrategyAlertLog } from './strategy-alert-log';

/** The session's strategy alerts, every strategy's, newest first: when, which strategy, what triggered it. */
function AlertList() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const entries = useStrategyAlertLog((log) => log.entries);
  if (entries.length === 0) {
    return <Typography variant="body2">{t('volumeBot.alerts.listEmpty')}</Typography>;
  }
  return (
    <List dense disablePadding aria-label={t('volumeBot.alerts.listTitle')} data-user-content>
      {entries.map((entry) => (
        <ListItem key={entry.id} disableGutters divider>
          <ListItemText
            primary={alertText(entry.alert, t, locale)}
            secondary={
              <>
                <time dateTime={new Date(entry.time).toISOString()} title={formatDateTime(entry.time, locale) ?? ''}>
                  {formatDate(entry.time, locale, { timeStyle: 'medium' })}
                </time>
                {` · ${t(`panels.strategies.${entry.strategy}`, { defaultValue: entry.strategy })}`}
              </>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}

/** "Alerts (3)": opens the session's list. */
export function AlertListButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const count = useStrategyAlertLog((log) => log.entries.length);
  const clear = useStrategyAlertLog((log) => log.clear);
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)}>
        {t('volumeBot.alerts.listButton', { count })}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{t('volumeBot.alerts.listTitle')}</DialogTitle>
        <DialogContent>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
            {t('volumeBot.alerts.listNote')}
          </Typography>
          <AlertList />
        </DialogContent>
        <DialogActions>
          <Button onClick={clear} disabled={count === 0}>
            {t('volumeBot.alerts.clear')}
          </Button>
          <Button onClick={() => setOpen(false)}>{t('volumeBot.alerts.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
