import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Link from '@mui/material/Link';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../components/confirm-dialog';
import { DisabledReason } from '../components/disabled-reason';
import { formatDate } from '../lib/format/time';
import { useToast } from '../components/toast';
import { TooltipIconButton } from '../components/tooltip-icon-button';
import { userContentProps } from '../components/user-content';
import {
  byLayoutName,
  findNamedLayout,
  LAYOUT_NAME_MAX,
  layoutNameProblem,
  type NamedLayout,
} from './model/named-layouts';
import { useWorkspace, useWorkspaceActions } from './workspace-context';
import { ExportLayoutButton, ImportLayoutButton } from './layout-file-actions';

function SaveForm({ onFailed }: { onFailed: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const actions = useWorkspaceActions();
  const reasonId = useId();
  const empty = useWorkspace((state) => state.layout.length === 0);
  const namedLayouts = useWorkspace((state) => state.namedLayouts);
  // The name's rule is the model's (layoutNameProblem); the form holds the name and whether it was left once.
  const { control, handleSubmit, reset, getFieldState, formState } = useForm<{ name: string }>({
    defaultValues: { name: '' },
  });
  const name = useWatch({ control, name: 'name' });
  const touched = getFieldState('name', formState).isTouched || formState.isSubmitted;
  const problem = layoutNameProblem(name, namedLayouts);
  const existing = problem ? undefined : findNamedLayout(namedLayouts, name);
  const reason = empty ? t('layouts.noPanels') : problem ? t(`layouts.errors.${problem}`) : null;

  const save = ({ name: chosen }: { name: string }) => {
    if (!actions.saveLayoutAs(chosen, new Date())) {
      onFailed();
      return;
    }
    toast(t('layouts.saved', { name: chosen.trim() }));
    reset();
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void handleSubmit(save)(event)}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('layouts.saveSection')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <Controller
          control={control}
          name="name"
          rules={{ validate: (value) => empty || layoutNameProblem(value, namedLayouts) === null }}
          render={({ field }) => (
            <TextField
              label={t('layouts.name')}
              value={field.value}
              onChange={field.onChange}
              // An empty name left behind is not a mistake yet: it counts once something was typed.
              onBlur={() => field.value !== '' && field.onBlur()}
              inputRef={field.ref}
              error={touched && problem !== null && !empty}
              helperText={existing ? t('layouts.replaces', { name: existing.name }) : ' '}
              slotProps={{ htmlInput: { maxLength: LAYOUT_NAME_MAX + 10 } }}
              sx={{ flex: 1 }}
              size="small"
            />
          )}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={reason !== null}
          aria-describedby={reason ? reasonId : undefined}
          sx={{ flexShrink: 0 }}
        >
          {existing ? t('layouts.replace') : t('layouts.save')}
        </Button>
      </Stack>
      <DisabledReason id={reasonId} reason={reason} />
    </Box>
  );
}

function LayoutRow({ layout, onFailed }: { layout: NamedLayout; onFailed: () => void }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const actions = useWorkspaceActions();
  const namedLayouts = useWorkspace((state) => state.namedLayouts);
  const reasonId = useId();
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const date = formatDate(layout.savedAt, i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const { control, handleSubmit, reset } = useForm<{ name: string }>({ defaultValues: { name: layout.name } });
  const newName = useWatch({ control, name: 'name' });
  const problem = renaming ? layoutNameProblem(newName, namedLayouts, layout.name) : null;
  const startRenaming = () => {
    reset({ name: layout.name });
    setRenaming(true);
  };

  const rename = ({ name }: { name: string }) => {
    if (!actions.renameLayout(layout.name, name)) {
      onFailed();
      return;
    }
    toast(t('layouts.renamed'));
    setRenaming(false);
  };

  if (renaming) {
    return (
      <ListItem divider sx={{ display: 'block' }}>
        <Box component="form" noValidate onSubmit={(event) => void handleSubmit(rename)(event)}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <Controller
              control={control}
              name="name"
              rules={{ validate: (value) => layoutNameProblem(value, namedLayouts, layout.name) === null }}
              render={({ field }) => (
                <TextField
                  autoFocus
                  size="small"
                  label={t('layouts.newName', { name: layout.name })}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={problem !== null}
                  sx={{ flex: 1 }}
                />
              )}
            />
            <Stack direction="row" spacing={1}>
              <Button onClick={() => setRenaming(false)}>{t('layouts.cancel')}</Button>
              <Button
                type="submit"
                variant="contained"
                disabled={problem !== null}
                aria-describedby={problem ? reasonId : undefined}
              >
                {t('layouts.save')}
              </Button>
            </Stack>
          </Stack>
          <DisabledReason id={reasonId} reason={problem ? t(`layouts.errors.${problem}`) : null} />
        </Box>
      </ListItem>
    );
  }

  const open = () => {
    actions.loadLayout(layout.name, () => toast(t('layouts.opened', { name: layout.name })));
    actions.setDialog(null);
  };
  return (
    <ListItem divider sx={{ gap: 1, flexWrap: 'wrap' }}>
      <ListItemText
        // The name opens the layout too: it is what the eye and the pointer go to first.
        primary={
          <Link
            component="button"
            type="button"
            variant="body1"
            underline="hover"
            color="inherit"
            onClick={open}
            sx={{ textAlign: 'left', overflowWrap: 'anywhere' }}
          >
            {layout.name}
          </Link>
        }
        secondary={t('layouts.summary', { count: layout.layout.panels.length, date: date ?? t('common.unknownDate') })}
        sx={{ flex: '1 1 12rem', minWidth: 0 }}
        {...userContentProps}
      />
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <Button
          size="small"
          variant="outlined"
          aria-label={t('layouts.openNamed', { name: layout.name })}
          onClick={open}
        >
          {t('layouts.open')}
        </Button>
        <ExportLayoutButton layout={layout} />
        <TooltipIconButton label={t('layouts.rename', { name: layout.name })} onClick={startRenaming}>
          <EditOutlined fontSize="small" />
        </TooltipIconButton>
        <TooltipIconButton label={t('layouts.delete', { name: layout.name })} onClick={() => setDeleting(true)}>
          <DeleteOutline fontSize="small" />
        </TooltipIconButton>
      </Stack>
      <ConfirmDialog
        open={deleting}
        title={t('layouts.deleteTitle')}
        message={t('layouts.deleteText', { name: layout.name })}
        confirmLabel={t('common.delete')}
        cancelLabel={t('layouts.cancel')}
        onCancel={() => setDeleting(false)}
        onConfirm={() => {
          setDeleting(false);
          if (actions.deleteLayout(layout.name)) toast(t('layouts.deleted'));
          else onFailed();
        }}
      />
    </ListItem>
  );
}

/** Named layouts, per user: save the open panels under a name, open, rename or delete what was saved. */
export function LayoutsDialog() {
  const { t } = useTranslation();
  const titleId = useId();
  const open = useWorkspace((state) => state.dialog === 'layouts');
  const namedLayouts = useWorkspace((state) => state.namedLayouts);
  const unreadable = useWorkspace((state) => state.layoutsSetAside);
  const actions = useWorkspaceActions();
  const [failed, setFailed] = useState(false);
  const close = () => {
    setFailed(false);
    actions.setDialog(null);
  };
  const sorted = [...namedLayouts].sort(byLayoutName);
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('layouts.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {unreadable > 0 && (
            <Alert severity="warning" onClose={actions.dismissLayoutsSetAside}>
              {t('workspace.namedLayoutsUnreadable', { count: unreadable })}
            </Alert>
          )}
          {failed && (
            <Alert severity="error" onClose={() => setFailed(false)}>
              {t('layouts.saveFailed')}
            </Alert>
          )}
          <SaveForm onFailed={() => setFailed(true)} />
          <ImportLayoutButton />
          <Box>
            <Typography variant="subtitle2" component="h3">
              {t('layouts.list')}
            </Typography>
            {sorted.length === 0 ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t('layouts.empty')}
              </Typography>
            ) : (
              <List dense aria-label={t('layouts.list')}>
                {sorted.map((layout) => (
                  <LayoutRow key={layout.name} layout={layout} onFailed={() => setFailed(true)} />
                ))}
              </List>
            )}
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('layouts.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
