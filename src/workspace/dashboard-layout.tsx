import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuIcon from '@mui/icons-material/Menu';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatch } from 'react-router-dom';
import { useSignedInUser } from '../auth/auth-context';
import type { WorkspaceCatalogue } from './catalogue';
import { TopBar } from './top-bar';
import { WorkspaceActionsBar } from './workspace-actions-bar';
import { useWorkspaceActions } from './workspace-context';
import { WorkspaceProvider } from './workspace-provider';
import { PATHS } from '../config/paths';

function MenuButton() {
  const { t } = useTranslation();
  const { setMenuOpen } = useWorkspaceActions();
  return (
    <IconButton
      edge="start"
      onClick={() => setMenuOpen(true)}
      aria-label={t('workspace.openMenu')}
      sx={{ display: { md: 'none' } }}
    >
      <MenuIcon />
    </IconButton>
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
          end={onWorkspace ? <WorkspaceActionsBar /> : undefined}
        />
        <Box
          component="main"
          sx={{ flex: 1, display: 'flex', flexDirection: 'column', minHeight: 0, overflow: 'auto' }}
        >
          <Outlet />
        </Box>
      </Box>
    </WorkspaceProvider>
  );
}
