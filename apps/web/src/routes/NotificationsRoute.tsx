import { NotificationsPage } from '../features/notifications/NotificationsPage';

export default function NotificationsRoute() {
  return <NotificationsPage />;
}
