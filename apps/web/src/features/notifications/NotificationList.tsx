import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import { Fragment } from 'react';
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
        <Fragment key={n.uuid}>
          {i > 0 && <Divider component="li" />}
          <li>
            <NotificationListItem notification={n} onOpen={onOpen} dense={dense} />
          </li>
        </Fragment>
      ))}
    </List>
  );
}
