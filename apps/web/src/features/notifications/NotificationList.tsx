import Box from '@mui/material/Box';
import List from '@mui/material/List';
import { EmptyState } from '../../ui/EmptyState';
import { NotificationListItem } from './NotificationListItem';
import type { AppNotification } from './types';

interface NotificationListProps {
  notifications: AppNotification[];
  onOpen: (notification: AppNotification) => void;
  dense?: boolean;
  label: string;
}

export function NotificationList({ notifications, onOpen, dense, label }: NotificationListProps) {
  if (notifications.length === 0) return <EmptyState text="No notifications" />;
  return (
    <List disablePadding aria-label={label}>
      {notifications.map((n, i) => (
        // A border rather than Divider elements: a list may hold only list items.
        <Box component="li" key={n.uuid} sx={{ borderTop: i > 0 ? 1 : 0, borderColor: 'divider' }}>
          <NotificationListItem notification={n} onOpen={onOpen} dense={dense} />
        </Box>
      ))}
    </List>
  );
}
