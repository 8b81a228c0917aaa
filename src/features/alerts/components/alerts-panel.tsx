import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { markAlertsRead, useAlertLog } from '../../../alert-log/live-alert-log';
import { alertKinds, alertSources, unreadCount } from '../../../alert-log/model/alert-list';
import type { AlertRecord } from '../../../alert-log/model/alert-record';
import { formatDate, formatDateTime } from '../../../lib/format/time';

/** "All" in a filter: no value of the log can be empty, so the empty string stands for none chosen. */
const ALL = '';

/** A kind in words; one the app does not know (a newer version's) shows as it is. */
const kindName = (kind: string, t: TFunction): string => t(`alertsPanel.kinds.${kind}`, { defaultValue: kind });

function AlertItem({ alert }: { alert: AlertRecord }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return (
    <ListItem disableGutters divider aria-label={alert.title} sx={alert.read ? undefined : { fontWeight: 600 }}>
      <ListItemText
        primary={alert.title}
        secondary={
          <>
            {alert.lines.map((line, index) => (
              <Typography key={index} variant="body2" component="span" sx={{ display: 'block' }}>
                {line}
              </Typography>
            ))}
            <Typography variant="caption" component="span" color="text.secondary">
              <time dateTime={new Date(alert.at).toISOString()} title={formatDateTime(alert.at, locale) ?? ''}>
                {formatDate(alert.at, locale, { dateStyle: 'short', timeStyle: 'medium' })}
              </time>
              {` · ${alert.sourceName} · ${kindName(alert.kind, t)}`}
              {alert.read ? '' : ` · ${t('alertsPanel.unread')}`}
            </Typography>
          </>
        }
        slotProps={{ primary: { sx: { fontWeight: alert.read ? 400 : 600 } } }}
      />
    </ListItem>
  );
}

/**
 * Every alert of the alert log, the strategies' and the deals', newest first, as they were said when raised (plain
 * text), filtered by source and kind; "Mark all read" marks those raised up to now, in every tab.
 */
export default function AlertsPanel() {
  const { t } = useTranslation();
  const [sourceId, setSourceId] = useState(ALL);
  const [kind, setKind] = useState(ALL);
  const all = useAlertLog();
  const shown = useAlertLog({ sourceId: sourceId || null, kind: kind || null });
  const everything = all.list?.alerts ?? [];
  const alerts = shown.list?.alerts ?? [];
  const unread = unreadCount(everything);
  const skipped = all.list?.skipped ?? 0;
  return (
    <Stack spacing={1.5} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          // "All sources" / "All kinds" is a choice like the others: shown, with the label above it.
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          size="small"
          label={t('alertsPanel.source')}
          value={sourceId}
          onChange={(event) => setSourceId(event.target.value)}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value={ALL}>{t('alertsPanel.allSources')}</MenuItem>
          {alertSources(everything).map((source) => (
            <MenuItem key={source.sourceId} value={source.sourceId}>
              {source.sourceName || source.sourceId}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          // "All sources" / "All kinds" is a choice like the others: shown, with the label above it.
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          size="small"
          label={t('alertsPanel.kind')}
          value={kind}
          onChange={(event) => setKind(event.target.value)}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value={ALL}>{t('alertsPanel.allKinds')}</MenuItem>
          {alertKinds(everything).map((one) => (
            <MenuItem key={one} value={one}>
              {kindName(one, t)}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" size="small" disabled={unread === 0} onClick={() => void markAlertsRead(Date.now())}>
          {t('alertsPanel.markAllRead')}
        </Button>
      </Stack>
      {!all.durable && (
        <Alert severity="warning" role="status">
          {t('alertLog.notKept')}
        </Alert>
      )}
      {skipped > 0 && (
        <Typography variant="caption" color="text.secondary">
          {t('alertsPanel.skipped', { count: skipped })}
        </Typography>
      )}
      {shown.list && alerts.length === 0 ? (
        <Typography variant="body2">
          {t(everything.length === 0 ? 'alertsPanel.empty' : 'alertsPanel.noMatch')}
        </Typography>
      ) : (
        <List dense disablePadding aria-label={t('alertsPanel.list')} data-user-content>
          {alerts.map((alert) => (
            <AlertItem key={alert.id} alert={alert} />
          ))}
        </List>
      )}
    </Stack>
  );
}
