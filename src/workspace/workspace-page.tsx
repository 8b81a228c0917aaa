import Box from '@mui/material/Box';
import { SideMenu } from './side-menu';
import { WorkspaceCanvas } from './workspace-canvas';

/** /dashboard: the menu and the canvas of floating panels. */
export default function WorkspacePage() {
  return (
    <Box sx={{ flex: 1, display: 'flex', minHeight: 0 }}>
      <SideMenu />
      <WorkspaceCanvas />
    </Box>
  );
}
