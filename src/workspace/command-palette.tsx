import { useEffect, useId, useMemo, useState } from 'react';
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
import { LANGUAGES } from '../i18n';
import { useToast } from '../components/toast';
import type { MenuItem } from './catalogue';
import { byKind, searchEntries, type PaletteEntry } from './model/command-search';
import { byLayoutName } from './model/named-layouts';
import { useCatalogue, useWorkspace, useWorkspaceActions, type CatalogueLookup } from './workspace-context';

interface PaletteChoice extends PaletteEntry {
  run: () => void;
}

type Go = (to: string) => void;

/** Every panel and link of the menu, each with where it sits in the menu, in the language on screen and the others. */
function menuChoices(
  { catalogue, manifest }: CatalogueLookup,
  [t, ...others]: readonly [TFunction, ...TFunction[]],
  openPanel: (id: string) => void,
  go: Go,
): PaletteChoice[] {
  const named = (label: (t: TFunction) => string, paths: readonly string[][]) => ({
    label: label(t),
    context: paths[0]?.join(' › '),
    otherNames: others.map((other, index) => ({ label: label(other), context: paths[index + 1]?.join(' › ') })),
  });
  const walk = (items: readonly MenuItem[], paths: string[][]): PaletteChoice[] =>
    items.flatMap((item): PaletteChoice[] => {
      if (item.kind === 'group') {
        return walk(
          item.items,
          [t, ...others].map((language, index) => [...(paths[index] ?? []), item.label(language)]),
        );
      }
      if (item.kind === 'link') {
        return [{ id: `link:${item.to}`, kind: 'page', ...named(item.label, paths), run: () => go(item.to) }];
      }
      const panel = manifest(item.panelId);
      if (!panel) return [];
      return [{ id: `panel:${panel.id}`, kind: 'panel', ...named(panel.title, paths), run: () => openPanel(panel.id) }];
    });
  return catalogue.menu.flatMap((section) =>
    walk(
      section.items,
      [t, ...others].map((language) => [section.label(language)]),
    ),
  );
}

/**
 * The app's other languages, loaded the first time the palette opens (only the language on screen comes with the
 * dashboard): the palette finds a name in any of them.
 */
function useOtherLanguages(open: boolean): TFunction[] {
  const { i18n } = useTranslation();
  const current = i18n.resolvedLanguage;
  const [loaded, setLoaded] = useState<readonly string[]>([]);
  useEffect(() => {
    if (!open) return;
    const others = LANGUAGES.filter((language) => language !== current);
    let live = true;
    void i18n.loadLanguages([...others]).then(() => {
      if (live) setLoaded(others);
    });
    return () => {
      live = false;
    };
  }, [i18n, open, current]);
  return useMemo(
    () => loaded.filter((language) => language !== current).map((language) => i18n.getFixedT(language)),
    [i18n, loaded, current],
  );
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
 * Ctrl+K (⌘K): any panel, page or workspace command by name, in the language on screen or another of the app's. Its entries come from the
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
  const others = useOtherLanguages(open);

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
    const inOthers = (label: (t: TFunction) => string) => others.map((other) => ({ label: label(other) }));
    const command = (id: string, label: (t: TFunction) => string, run: () => void): PaletteChoice => ({
      id: `command:${id}`,
      kind: 'command',
      label: label(t),
      otherNames: inOthers(label),
      run,
    });
    const pages = (lookup.catalogue.pages ?? []).map((page): PaletteChoice => ({
      id: `page:${page.id}`,
      kind: 'page',
      label: page.label(t),
      otherNames: inOthers(page.label),
      run: () => go(page.to),
    }));
    return byKind<PaletteChoice>([
      ...menuChoices(lookup, [t, ...others], openPanel, go),
      ...pages,
      command(
        'tile',
        (tr) => tr('palette.commands.tile'),
        () => {
          actions.tile();
          toWorkspace();
        },
      ),
      ...[...namedLayouts].sort(byLayoutName).map((layout) =>
        command(
          `layout:${layout.name}`,
          (tr) => tr('palette.commands.openLayout', { name: layout.name }),
          () => {
            actions.loadLayout(layout.name, () => toast(t('layouts.opened', { name: layout.name })));
            toWorkspace();
          },
        ),
      ),
      command(
        'layouts',
        (tr) => tr('palette.commands.layouts'),
        () => actions.setDialog('layouts'),
      ),
      command(
        'reset',
        (tr) => tr('palette.commands.reset'),
        () => {
          actions.resetLayout();
          toWorkspace();
        },
      ),
      command('close-all', (tr) => tr('palette.commands.closeAll'), actions.closeAll),
      command(
        'shortcuts',
        (tr) => tr('palette.commands.shortcuts'),
        () => actions.setDialog('shortcuts'),
      ),
    ]);
  }, [actions, lookup, namedLayouts, navigate, onWorkspace, others, t, toast]);

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
