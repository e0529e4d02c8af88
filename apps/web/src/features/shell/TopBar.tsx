import { Link as RouterLink } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import { DEFAULT_PATH, PRODUCT_NAME } from '@app/shared';
import { Logo } from '../../ui/Logo';
import { NotificationBell } from '../notifications/NotificationBell';
import { ClinicSelector } from './ClinicSelector';
import { UserMenu } from './UserMenu';

export function TopBar({ onToggleDrawer }: { onToggleDrawer: () => void }) {
  return (
    <AppBar
      position="fixed"
      sx={{ zIndex: (t) => t.zIndex.drawer + 1, bgcolor: 'background.paper' }}
    >
      <Toolbar sx={{ gap: { xs: 1, sm: 1.5 }, px: { xs: 1, sm: 2 } }}>
        <IconButton edge="start" aria-label="Toggle navigation" onClick={onToggleDrawer}>
          <MenuIcon />
        </IconButton>
        <Box
          component={RouterLink}
          to={DEFAULT_PATH}
          aria-label={`${PRODUCT_NAME} home`}
          sx={{ display: 'inline-flex', textDecoration: 'none', borderRadius: 1 }}
        >
          <Logo compact />
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <ClinicSelector />
        <NotificationBell />
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
