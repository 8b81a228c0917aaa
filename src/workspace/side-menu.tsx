import { useState, type ReactNode } from 'react';
import { MenuChoiceContext, type MenuChoice } from '../panel-contract/menu-choice';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { MenuItem, MenuSection } from './catalogue';
import { useCatalogue, useWorkspace, useWorkspaceActions } from './workspace-context';

export const SIDE_MENU_WIDTH = 290;

function NewBadge() {
  const { t } = useTranslation();
  return <Chip label={t('workspace.new')} size="small" color="secondary" sx={{ height: 20, fontSize: 11, ml: 1 }} />;
}

/** Every entry is an <li>, its sub-list inside it, so the menu is a well-formed list for screen readers. */
function MenuListItem({ children }: { children: ReactNode }) {
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      {children}
    </ListItem>
  );
}

/** The listeners of one entry's choice: what the feature's badge inside it subscribed. */
function useMenuChoiceSource(): MenuChoice & { choose: () => void } {
  const [source] = useState(() => {
    const listeners = new Set<() => void>();
    return {
      subscribe: (listener: () => void) => {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
      choose: () => {
        for (const listener of listeners) listener();
      },
    };
  });
  return source;
}

function PanelEntry({ item, depth }: { item: Extract<MenuItem, { kind: 'panel' }>; depth: number }) {
  const { t } = useTranslation();
  const { manifest } = useCatalogue();
  const actions = useWorkspaceActions();
  const choice = useMenuChoiceSource();
  const panel = manifest(item.panelId);
  if (!panel) return null;
  const { Badge } = item;
  return (
    <MenuListItem>
      <ListItemButton
        // The panel's code starts loading as the pointer or the focus reaches its entry, ahead of the click.
        onPointerEnter={panel.preload}
        onFocus={panel.preload}
        onClick={() => {
          choice.choose();
          actions.open(item.panelId);
          actions.setMenuOpen(false);
          // The panel takes the focus: on a narrow screen that also scrolls the column to it.
          actions.focus(item.panelId);
        }}
        // A feature's badge moves under a long name rather than squeezing it onto three or four lines beside it.
        sx={{ pl: 2 + depth * 2, ...(Badge && { flexWrap: 'wrap', rowGap: 0.25 }) }}
      >
        <ListItemText
          primary={item.label ? item.label(t) : panel.title(t)}
          sx={Badge ? { flex: '1 1 150px', my: 0.25 } : undefined}
        />
        {item.badge && <NewBadge />}
        {Badge && (
          <MenuChoiceContext.Provider value={choice}>
            <Badge panelId={item.panelId} />
          </MenuChoiceContext.Provider>
        )}
      </ListItemButton>
    </MenuListItem>
  );
}

function MenuEntry({ item, depth }: { item: MenuItem; depth: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [expanded, setExpanded] = useState(false);
  const indent = { pl: 2 + depth * 2 };

  if (item.kind === 'group') {
    const label = item.label(t);
    return (
      <MenuListItem>
        <ListItemButton onClick={() => setExpanded((open) => !open)} aria-expanded={expanded} sx={indent}>
          <ListItemText primary={label} />
          {expanded ? <ExpandLess /> : <ExpandMore />}
        </ListItemButton>
        <Collapse in={expanded} unmountOnExit>
          <List disablePadding dense aria-label={label}>
            {item.items.map((child, index) => (
              <MenuEntry key={index} item={child} depth={depth + 1} />
            ))}
          </List>
        </Collapse>
      </MenuListItem>
    );
  }

  if (item.kind === 'link') {
    return (
      <MenuListItem>
        <ListItemButton onClick={() => void navigate(item.to)} sx={indent}>
          <ListItemText primary={item.label(t)} />
          {item.badge && <NewBadge />}
        </ListItemButton>
      </MenuListItem>
    );
  }

  return <PanelEntry item={item} depth={depth} />;
}

function Section({ section }: { section: MenuSection }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(true);
  const label = section.label(t);
  return (
    <MenuListItem>
      <ListItemButton onClick={() => setExpanded((open) => !open)} aria-expanded={expanded}>
        <ListItemText
          primary={label}
          slotProps={{ primary: { sx: { fontWeight: 700, color: 'primary.main', letterSpacing: '0.05em' } } }}
        />
        {expanded ? <ExpandLess /> : <ExpandMore />}
      </ListItemButton>
      <Collapse in={expanded} unmountOnExit>
        <List disablePadding aria-label={label} dense>
          {section.items.map((item, index) => (
            <MenuEntry key={index} item={item} depth={1} />
          ))}
        </List>
      </Collapse>
    </MenuListItem>
  );
}

/** The left menu: permanent on wide screens, a drawer on narrow ones. */
export function SideMenu() {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const { catalogue } = useCatalogue();
  const menuOpen = useWorkspace((state) => state.menuOpen);
  const { setMenuOpen } = useWorkspaceActions();
  const content = (
    <Box component="nav" aria-label={t('workspace.menu')} sx={{ width: SIDE_MENU_WIDTH, overflowY: 'auto' }}>
      <List disablePadding>
        {catalogue.menu.map((section) => (
          <Section key={section.id} section={section} />
        ))}
      </List>
    </Box>
  );
  if (wide) {
    return (
      <Box
        sx={{
          width: SIDE_MENU_WIDTH,
          flexShrink: 0,
          borderRight: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
          overflowY: 'auto',
        }}
      >
        {content}
      </Box>
    );
  }
  return (
    <Drawer
      open={menuOpen}
      onClose={() => setMenuOpen(false)}
      ModalProps={{ keepMounted: true }}
      // The drawer is a dialog: it has the menu's name.
      slotProps={{ paper: { 'aria-label': t('workspace.menu') } }}
    >
      {content}
    </Drawer>
  );
}
