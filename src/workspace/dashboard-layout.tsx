import Box from '@mui/material/Box';
import { Outlet } from 'react-router-dom';
import { TopBar } from './top-bar';

/** Everything under /dashboard: the top bar and the page below it. */
export default function DashboardLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <TopBar />
      <Box component="main" sx={{ flex: 1, display: 'flex', flexDirection: 'column', minHeight: 0 }}>
        <Outlet />
      </Box>
    </Box>
  );
}
