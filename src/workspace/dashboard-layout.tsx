import Box from '@mui/material/Box';
import KeyboardOutlined from '@mui/icons-material/KeyboardOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import Search from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatch, useNavigate } from 'react-router-dom';
import { useSignedInUser } from '../auth/auth-context';
import { TooltipIconButton } from '../components/tooltip-icon-button';
import type { TopBarEntry, WorkspaceCatalogue } from './catalogue';
import { CommandPalette } from './command-palette';
import { LayoutsDialog } from './layouts-dialog';
import { paletteModifier } from './model/shortcuts';
import { ShortcutsDialog } from './shortcuts-dialog';
import { TopBar } from './top-bar';
import { UndoClose } from './undo-close';
import { useDashboardShortcuts } from './use-dashboard-shortcuts';
import { WorkspaceActionsBar } from './workspace-actions-bar';
import { useWorkspaceActions } from './workspace-context';
import { WorkspaceProvider } from './workspace-provider';
import { PATHS } from '../config/paths';

function MenuButton() {
  const { t } = useTranslation();
  const { setMenuOpen } = useWorkspaceActions();
  return (
    <TooltipIconButton
      edge="start"
      onClick={() => setMenuOpen(true)}
      label={t('workspace.openMenu')}
      sx={{ display: { md: 'none' } }}
    >
      <MenuIcon />
    </TooltipIconButton>
  );
}

/** The palette and the shortcuts, from the top bar: for the pointer what the keyboard reaches with Ctrl+K and '?'. */
function FindButtons() {
  const { t } = useTranslation();
  const { setDialog } = useWorkspaceActions();
  return (
    <>
      <TooltipIconButton
        label={t('workspace.openPalette', { shortcut: `${paletteModifier(navigator.platform)}+K` })}
        onClick={() => setDialog('palette')}
      >
        <Search />
      </TooltipIconButton>
      <TooltipIconButton
        label={t('workspace.openShortcuts')}
        onClick={() => setDialog('shortcuts')}
        sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
      >
        <KeyboardOutlined />
      </TooltipIconButton>
    </>
  );
}

/** The app's own top-bar buttons: each opens its panel, from any dashboard page, and brings it forward. */
function TopBarEntries({ entries }: { entries: readonly TopBarEntry[] }) {
  const actions = useWorkspaceActions();
  const navigate = useNavigate();
  const onWorkspace = useMatch(PATHS.dashboard) !== null;
  return entries.map(({ panelId, Button }) => (
    <Button
      key={panelId}
      onOpen={() => {
        actions.open(panelId);
        if (!onWorkspace) void navigate(PATHS.dashboard);
        actions.focus(panelId);
      }}
    />
  ));
}

/** Keyboard shortcuts and the workspace's dialogs, on every dashboard page. */
function DashboardTools() {
  useDashboardShortcuts();
  return (
    <>
      <CommandPalette />
      <ShortcutsDialog />
      <LayoutsDialog />
      <UndoClose />
    </>
  );
}

/**
 * Everything under /dashboard. The workspace lives here, not in the page, so open panels survive a visit to the
 * account or wallet pages.
 */
export default function DashboardLayout({ catalogue }: { catalogue: WorkspaceCatalogue }) {
  const user = useSignedInUser();
  const onWorkspace = useMatch(PATHS.dashboard) !== null;
  return (
    <WorkspaceProvider key={user.id} userId={user.id} catalogue={catalogue}>
      <Box sx={{ height: '100vh', display: 'flex', flexDirection: 'column' }}>
        <TopBar
          start={onWorkspace ? <MenuButton /> : undefined}
          end={
            <>
              {onWorkspace && <WorkspaceActionsBar />}
              <TopBarEntries entries={catalogue.topBar ?? []} />
              <FindButtons />
            </>
          }
        />
        <Box
          component="main"
          sx={{ flex: 1, display: 'flex', flexDirection: 'column', minHeight: 0, overflow: 'auto' }}
        >
          <Outlet />
        </Box>
      </Box>
      <DashboardTools />
    </WorkspaceProvider>
  );
}
