import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import { DRAWER_WIDTH, visibleMenuItems } from '@app/shared';
import { useCurrentUser } from '../auth/SessionProvider';
import { NavMenu } from './NavMenu';

interface NavDrawerProps {
  /** md and up: a drawer beside the content; smaller: a temporary one over it. */
  desktop: boolean;
  open: boolean;
  onClose: () => void;
}

export function NavDrawer({ desktop, open, onClose }: NavDrawerProps) {
  const user = useCurrentUser();
  const items = useMemo(() => visibleMenuItems(user.menu_items, user), [user]);
  const paperSx = {
    width: DRAWER_WIDTH,
    boxSizing: 'border-box',
    borderRight: '1px solid',
    borderColor: 'divider',
  } as const;

  if (desktop) {
    return (
      <Drawer
        variant="persistent"
        open={open}
        data-testid="drawer"
        sx={{
          width: open ? DRAWER_WIDTH : 0,
          flexShrink: 0,
          transition: (t) => t.transitions.create('width'),
          '& .MuiDrawer-paper': paperSx,
        }}
      >
        {/* Room for the fixed top bar above the menu. */}
        <Toolbar />
        <Box sx={{ overflowY: 'auto' }}>
          <NavMenu items={items} />
        </Box>
      </Drawer>
    );
  }
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      data-testid="drawer"
      ModalProps={{ keepMounted: true }}
      sx={{ '& .MuiDrawer-paper': paperSx }}
    >
      <Toolbar />
      <NavMenu items={items} onNavigate={onClose} />
    </Drawer>
  );
}
