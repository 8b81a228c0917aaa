import { useId, useMemo, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Dialog from '@mui/material/Dialog';
import type { PopperProps } from '@mui/material/Popper';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Box from '@mui/material/Box';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import TextField from '@mui/material/TextField';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useMatch, useNavigate } from 'react-router-dom';
import { PATHS } from '../config/paths';
import { useToast } from '../components/toast';
import type { MenuItem } from './catalogue';
import { byKind, searchEntries, type PaletteEntry } from './model/command-search';
import { byLayoutName } from './model/named-layouts';
import { useCatalogue, useWorkspace, useWorkspaceActions, type CatalogueLookup } from './workspace-context';

interface PaletteChoice extends PaletteEntry {
  run: () => void;
}

type Go = (to: string) => void;

/** Every panel and link of the menu, each with where it sits in the menu. */
function menuChoices(
  { catalogue, manifest }: CatalogueLookup,
  t: TFunction,
  openPanel: (id: string) => void,
  go: Go,
): PaletteChoice[] {
  const walk = (items: readonly MenuItem[], path: string[]): PaletteChoice[] =>
    items.flatMap((item): PaletteChoice[] => {
      if (item.kind === 'group') return walk(item.items, [...path, item.label(t)]);
      const context = path.join(' › ');
      if (item.kind === 'link') {
        return [{ id: `link:${item.to}`, kind: 'page', label: item.label(t), context, run: () => go(item.to) }];
      }
      const panel = manifest(item.panelId);
      if (!panel) return [];
      return [
        { id: `panel:${panel.id}`, kind: 'panel', label: panel.title(t), context, run: () => openPanel(panel.id) },
      ];
    });
  return catalogue.menu.flatMap((section) => walk(section.items, [section.label(t)]));
}

/** The listbox right under the field, inside the dialog, rather than floating in a popper. */
function InlineList({ className, children }: PopperProps) {
  return (
    <div className={className} style={{ position: 'static', width: '100%' }}>
      {typeof children === 'function' ? null : children}
    </div>
  );
}

/**
 * Ctrl+K (⌘K): any panel, page or workspace command by name, in the language on screen. Its entries come from the
 * catalogue the app handed the workspace, so a new panel is in it as soon as it is in the menu.
 */
export function CommandPalette() {
  const { t } = useTranslation();
  const titleId = useId();
  const open = useWorkspace((state) => state.dialog === 'palette');
  const namedLayouts = useWorkspace((state) => state.namedLayouts);
  const lookup = useCatalogue();
  const actions = useWorkspaceActions();
  const navigate = useNavigate();
  const toast = useToast();
  const onWorkspace = useMatch(PATHS.dashboard) !== null;

  const choices = useMemo(() => {
    const go: Go = (to) => void navigate(to);
    const toWorkspace = () => {
      if (!onWorkspace) go(PATHS.dashboard);
    };
    const openPanel = (id: string) => {
      actions.open(id);
      toWorkspace();
      actions.focus(id);
    };
    const command = (id: string, label: string, run: () => void): PaletteChoice => ({
      id: `command:${id}`,
      kind: 'command',
      label,
      run,
    });
    const pages = (lookup.catalogue.pages ?? []).map((page): PaletteChoice => ({
      id: `page:${page.id}`,
      kind: 'page',
      label: page.label(t),
      run: () => go(page.to),
    }));
    return byKind<PaletteChoice>([
      ...menuChoices(lookup, t, openPanel, go),
      ...pages,
      command('tile', t('palette.commands.tile'), () => {
        actions.tile();
        toWorkspace();
      }),
      ...[...namedLayouts].sort(byLayoutName).map((layout) =>
        command(`layout:${layout.name}`, t('palette.commands.openLayout', { name: layout.name }), () => {
          actions.loadLayout(layout.name, () => toast(t('layouts.opened', { name: layout.name })));
          toWorkspace();
        }),
      ),
      command('layouts', t('palette.commands.layouts'), () => actions.setDialog('layouts')),
      command('reset', t('palette.commands.reset'), () => {
        actions.resetLayout();
        toWorkspace();
      }),
      command('close-all', t('palette.commands.closeAll'), actions.closeAll),
      command('shortcuts', t('palette.commands.shortcuts'), () => actions.setDialog('shortcuts')),
    ]);
  }, [actions, lookup, namedLayouts, navigate, onWorkspace, t, toast]);

  // Each opening starts from an empty field, even one that comes while the last closing is still fading out.
  const [query, setQuery] = useState('');
  const [openedWith, setOpenedWith] = useState(open);
  if (openedWith !== open) {
    setOpenedWith(open);
    if (open) setQuery('');
  }
  const close = () => actions.setDialog(null);
  const choose = (choice: PaletteChoice) => {
    close();
    choice.run();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { sx: { alignSelf: 'flex-start', mt: { xs: 2, sm: 10 } } } }}
    >
      <DialogTitle id={titleId} sx={{ pb: 1 }}>
        {t('palette.title')}
      </DialogTitle>
      <DialogContent>
        <Autocomplete
          open
          disablePortal
          autoHighlight
          value={null}
          inputValue={query}
          onInputChange={(_event, text, reason) => {
            // Choosing an entry would write its name into the field as the palette closes: keep it empty.
            if (reason !== 'reset') setQuery(text);
          }}
          options={choices}
          filterOptions={(options, { inputValue }) => byKind(searchEntries(options, inputValue))}
          groupBy={(option) => t(`palette.groups.${option.kind}`)}
          getOptionLabel={(option) => option.label}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          onChange={(_event, choice) => {
            if (choice) choose(choice);
          }}
          // The list stays open; Escape closes the palette itself (the field would otherwise keep it).
          onClose={(_event, reason) => {
            if (reason === 'escape') close();
          }}
          noOptionsText={t('palette.nothing')}
          slots={{ popper: InlineList }}
          slotProps={{
            paper: { elevation: 0, sx: { bgcolor: 'transparent', backgroundImage: 'none' } },
            listbox: { sx: { maxHeight: '55vh' } },
          }}
          // Each heading names its group of options, for screen readers as for the eye.
          renderGroup={(params) => (
            <li key={params.key} role="presentation">
              <ListSubheader id={`${titleId}-${params.key}`} component="div" sx={{ lineHeight: '32px' }}>
                {params.group}
              </ListSubheader>
              <Box component="ul" role="group" aria-labelledby={`${titleId}-${params.key}`} sx={{ p: 0 }}>
                {params.children}
              </Box>
            </li>
          )}
          renderOption={({ key, ...props }, option) => (
            <li key={key} {...props}>
              <ListItemText primary={option.label} secondary={option.context} sx={{ my: 0 }} />
            </li>
          )}
          renderInput={(params) => (
            <TextField {...params} autoFocus label={t('palette.search')} helperText={t('palette.hint')} />
          )}
        />
      </DialogContent>
    </Dialog>
  );
}
