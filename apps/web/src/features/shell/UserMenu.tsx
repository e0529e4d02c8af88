import { useState } from 'react';
import { useNavigate } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import Logout from '@mui/icons-material/Logout';
import PersonOutline from '@mui/icons-material/PersonOutlined';
import { useCurrentUser } from '../auth/SessionProvider';
import { useSignOutAndLeave } from '../auth/useAuthNavigation';
import type { CurrentUser } from '../auth/types';

function initials(user: CurrentUser): string {
  return `${user.firstname.charAt(0)}${user.lastname.charAt(0)}`.toUpperCase() || '?';
}

/** The role as the top bar shows it: upper case, e.g. 'MEDICAL ADMIN'. */
export function roleBadge(user: CurrentUser): string {
  return (user.role?.label ?? user.role?.name ?? '').toUpperCase();
}

export function UserMenu() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const signOutAndLeave = useSignOutAndLeave();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        aria-label="Account menu"
        aria-haspopup="menu"
        aria-controls={anchor ? 'account-menu' : undefined}
        aria-expanded={anchor ? true : undefined}
        data-testid="user-menu-button"
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <Avatar sx={{ width: 36, height: 36, bgcolor: 'primary.main', fontSize: '0.9rem' }}>
          {initials(user)}
        </Avatar>
      </IconButton>
      <Menu
        id="account-menu"
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 220, mt: 1 } } }}
      >
        <Box sx={{ px: 2, py: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{user.full_name}</Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary', letterSpacing: '0.06em' }}>
            {roleBadge(user)}
          </Typography>
        </Box>
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            navigate('/user/account-profile');
          }}
        >
          <ListItemIcon>
            <PersonOutline fontSize="small" />
          </ListItemIcon>
          Account Profile
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            void signOutAndLeave();
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          Logout
        </MenuItem>
      </Menu>
    </>
  );
}
