import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { env } from '../../../config/env';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useToast } from '../../../components/toast';
import { useSignedInUser } from '../../../auth/auth-context';
import { toForm, type GridConfig, type GridFormOutput } from '../model/grid-config';
import { gridStorageKey, loadConfigs, saveConfigs, setAsideUnreadable } from '../model/grid-storage';
import { GridForm } from './grid-form';

/** Backpack Grid Bot: grid configurations, kept in this browser for the signed-in user (SPEC: local only). */
export default function GridBotPanel() {
  const { t } = useTranslation();
  const toast = useToast();
  const user = useSignedInUser();
  const key = gridStorageKey(env.productName);
  const [loaded, setLoaded] = useState(() => loadConfigs(key, user.id));
  const configs = loaded.ok ? loaded.configs : [];
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<GridConfig | null>(null);
  const [saveFailed, setSaveFailed] = useState(false);
  const editing = configs.find((config) => config.id === editingId) ?? null;

  /** Saves first and shows the new list only if storage took it, so nothing on screen is unsaved. */
  const commit = (next: GridConfig[]): boolean => {
    if (!loaded.ok || !saveConfigs(key, user.id, next)) {
      setSaveFailed(true);
      return false;
    }
    setSaveFailed(false);
    setLoaded({ ok: true, configs: next });
    return true;
  };

  const submit = (values: GridFormOutput): boolean => {
    if (editing) {
      const saved = commit(configs.map((config) => (config.id === editing.id ? { ...config, ...values } : config)));
      if (saved) {
        setEditingId(null);
        toast(t('gridBot.updated'));
      }
      return saved;
    }
    const saved = commit([...configs, { id: crypto.randomUUID(), ...values, isActive: false }]);
    if (saved) toast(t('gridBot.added'));
    return saved;
  };

  const startOver = () => {
    if (setAsideUnreadable(key)) setLoaded({ ok: true, configs: [] });
  };

  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      {!loaded.ok && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={startOver}>
              {t('gridBot.startOver')}
            </Button>
          }
        >
          {t('gridBot.loadFailed')}
        </Alert>
      )}
      {saveFailed && (
        <Alert severity="error" onClose={() => setSaveFailed(false)}>
          {t('gridBot.saveFailed')}
        </Alert>
      )}
      <GridForm editing={editing ? toForm(editing) : null} onSubmit={submit} onCancel={() => setEditingId(null)} />
      <Divider />
      <Typography variant="subtitle2" component="h3">
        {t('gridBot.list')}
      </Typography>
      {configs.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('gridBot.empty')}
        </Typography>
      ) : (
        <List dense aria-label={t('gridBot.list')}>
          {configs.map((config) => (
            <ListItem
              key={config.id}
              divider
              sx={{ pr: 18, bgcolor: config.id === editingId ? 'action.selected' : undefined }}
              secondaryAction={
                <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                  <Switch
                    checked={config.isActive}
                    onChange={(event) =>
                      commit(
                        configs.map((other) =>
                          other.id === config.id ? { ...other, isActive: event.target.checked } : other,
                        ),
                      )
                    }
                    slotProps={{ input: { 'aria-label': t('gridBot.activeToggle', { symbol: config.symbol }) } }}
                  />
                  <IconButton
                    size="small"
                    onClick={() => setEditingId(config.id)}
                    aria-label={t('gridBot.edit', { symbol: config.symbol })}
                  >
                    <EditOutlined fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    onClick={() => setDeleting(config)}
                    aria-label={t('gridBot.delete', { symbol: config.symbol })}
                  >
                    <DeleteOutline fontSize="small" />
                  </IconButton>
                </Stack>
              }
            >
              <ListItemText
                primary={config.symbol}
                secondary={t('gridBot.row', {
                  nOrders: config.nOrders,
                  rangeMin: config.rangeMin,
                  rangeMax: config.rangeMax,
                  orderSize: config.orderSize,
                })}
              />
            </ListItem>
          ))}
        </List>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('gridBot.confirmTitle')}
        message={
          deleting
            ? t('gridBot.confirmText', {
                symbol: deleting.symbol,
                rangeMin: deleting.rangeMin,
                rangeMax: deleting.rangeMax,
              })
            : ''
        }
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting && commit(configs.filter((config) => config.id !== deleting.id))) {
            if (editingId === deleting.id) setEditingId(null);
            toast(t('gridBot.deleted'));
          }
          setDeleting(null);
        }}
      />
    </Stack>
  );
}
