import { useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
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
import { PRICE_DECIMALS, toForm, type GridConfig, type GridFormOutput } from '../model/grid-config';
import { gridStorageKey, loadConfigs, saveConfigs } from '../model/grid-storage';
import { GridForm } from './grid-form';
import { SetAsideNotice } from '../../../components/set-aside-notice';
import { useSavedList } from '../../../components/use-saved-list';
import { TooltipIconButton } from '../../../components/tooltip-icon-button';
import { formatNumber } from '../../../lib/format/numbers';

/** Backpack Grid Bot: grid configurations, kept in this browser for the signed-in user (local only). */
export default function GridBotPanel() {
  const { t, i18n } = useTranslation();
  // Prices and sizes written the reader's way ('1.234,5' in Italian), to the price step's places.
  const number = (value: number) => formatNumber(value, i18n.language, { maxDigits: PRICE_DECIMALS });
  const toast = useToast();
  const user = useSignedInUser();
  const key = gridStorageKey(env.productName);
  const save = useCallback((next: GridConfig[]) => saveConfigs(key, user.id, next), [key, user.id]);
  const list = useSavedList(() => {
    const loaded = loadConfigs(key, user.id);
    return { items: loaded.configs, setAside: loaded.setAside };
  }, save);
  const configs = list.items;
  const [setAsideShown, setSetAsideShown] = useState(true);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<GridConfig | null>(null);
  const [saveFailed, setSaveFailed] = useState(false);
  const editing = configs.find((config) => config.id === editingId) ?? null;

  const commit = (next: GridConfig[]): boolean => {
    const saved = list.commit(next);
    setSaveFailed(!saved);
    return saved;
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

  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      {setAsideShown && (
        <SetAsideNotice count={list.setAside} title={t('gridBot.loadFailed')} onClose={() => setSetAsideShown(false)} />
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
                  <TooltipIconButton
                    size="small"
                    onClick={() => setEditingId(config.id)}
                    label={t('gridBot.edit', { symbol: config.symbol })}
                  >
                    <EditOutlined fontSize="small" />
                  </TooltipIconButton>
                  <TooltipIconButton
                    size="small"
                    onClick={() => setDeleting(config)}
                    label={t('gridBot.delete', { symbol: config.symbol })}
                  >
                    <DeleteOutline fontSize="small" />
                  </TooltipIconButton>
                </Stack>
              }
            >
              <ListItemText
                primary={config.symbol}
                secondary={t('gridBot.row', {
                  nOrders: config.nOrders,
                  rangeMin: number(config.rangeMin),
                  rangeMax: number(config.rangeMax),
                  orderSize: number(config.orderSize),
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
                rangeMin: number(deleting.rangeMin),
                rangeMax: number(deleting.rangeMax),
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
