import { Suspense, useMemo } from 'react';
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { homeCrumb } from '@app/shared';
import { FullPageSpinner } from '../../ui/FullPageSpinner';
import { HomeCrumbContext } from '../../ui/PageHeader';
import { useCurrentUser } from '../auth/SessionProvider';
import { NavDrawer } from './NavDrawer';
import { TopBar } from './TopBar';
import { useDrawerState } from './useDrawerState';

/** Top bar, left drawer and the routed page (spec section 2, application shell). */
export function AppShell() {
  const drawer = useDrawerState();
  const user = useCurrentUser();
  const home = useMemo(() => homeCrumb(user), [user]);
  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <TopBar onToggleDrawer={drawer.toggle} />
      <NavDrawer desktop={drawer.desktop} open={drawer.open} onClose={drawer.close} />
      <Box
        component="main"
        sx={{
          flexGrow: 1,
          minWidth: 0,
          px: { xs: 2, sm: 3, lg: 4 },
          pb: 4,
          bgcolor: 'background.default',
        }}
      >
        <Toolbar />
        <Box sx={{ maxWidth: 1440, mx: 'auto', pt: { xs: 2, sm: 3 } }}>
          <HomeCrumbContext.Provider value={home}>
            <Suspense fallback={<FullPageSpinner />}>
              <Outlet />
            </Suspense>
          </HomeCrumbContext.Provider>
        </Box>
      </Box>
    </Box>
  );
}
