import { useState } from 'react';
import { useNavigate } from 'react-router';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { NOTIFICATION_BADGE_MAX, NOTIFICATION_DROPDOWN_LIMIT, badgeText } from '@app/shared';
import { NotificationList } from './NotificationList';
import { useNotifications } from './NotificationsProvider';
import type { AppNotification } from './types';

// A plain object (not an inline literal) because slot prop types do not list data-* attributes.
const BADGE_TEST_ID = { 'data-testid': 'notification-badge' };

/** The top bar's bell: live unread badge and the latest notifications in a dropdown. */
export function NotificationBell() {
  const navigate = useNavigate();
  const { notifications, unreadCount, open, markAllRead, markingAll } = useNotifications();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const latest = notifications.slice(0, NOTIFICATION_DROPDOWN_LIMIT);
  const hasMore = notifications.length > NOTIFICATION_DROPDOWN_LIMIT;
  const close = () => setAnchor(null);

  function openNotification(n: AppNotification) {
    close();
    void open(n);
  }

  return (
    <>
      <IconButton
        aria-label="Notifications"
        aria-haspopup="dialog"
        aria-expanded={anchor ? true : undefined}
        data-testid="notification-bell"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <Badge
          color="error"
          badgeContent={badgeText(unreadCount, NOTIFICATION_BADGE_MAX)}
          invisible={unreadCount === 0}
          slotProps={{ badge: BADGE_TEST_ID }}
        >
          <NotificationsOutlined />
        </Badge>
      </IconButton>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': 'Notifications',
            sx: { width: 380, maxWidth: 'calc(100vw - 16px)', mt: 1 },
          },
        }}
      >
        <Box
          sx={{
            px: 2,
            py: 1.5,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
          }}
        >
          <Typography variant="h6" component="h2">
            Notifications
          </Typography>
          <Button
            size="small"
            onClick={() => void markAllRead()}
            disabled={unreadCount === 0}
            loading={markingAll}
          >
            Mark all read
          </Button>
        </Box>
        <Divider />
        <Box sx={{ maxHeight: 'min(60vh, 480px)', overflowY: 'auto' }}>
          <NotificationList
            notifications={latest}
            onOpen={openNotification}
            label="Latest notifications"
            dense
          />
        </Box>
        {hasMore && (
          <>
            <Divider />
            <Box sx={{ p: 1, textAlign: 'center' }}>
              <Button
                fullWidth
                onClick={() => {
                  close();
                  navigate('/notifications');
                }}
              >
                View All
              </Button>
            </Box>
          </>
        )}
      </Popover>
    </>
  );
}
