import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import DoneAll from '@mui/icons-material/DoneAll';
import { ErrorBanner } from '../../ui/ErrorBanner';
import { FullPageSpinner } from '../../ui/FullPageSpinner';
import { PageHeader } from '../../ui/PageHeader';
import { NotificationList } from './NotificationList';
import { useNotifications } from './NotificationsProvider';

export function NotificationsPage() {
  const { notifications, unreadCount, loading, error, open, markAllRead, markingAll } =
    useNotifications();
  return (
    <>
      <PageHeader
        title="All Notifications"
        subtitle="Showing all your notifications"
        actions={
          <Button
            variant="outlined"
            startIcon={<DoneAll />}
            onClick={() => void markAllRead()}
            disabled={unreadCount === 0}
            loading={markingAll}
          >
            Mark all read
          </Button>
        }
      />
      <ErrorBanner error={error} sx={{ mb: 2 }} />
      <Card>
        {loading ? (
          <FullPageSpinner label="Loading notifications" />
        ) : (
          <NotificationList
            notifications={notifications}
            onOpen={(n) => void open(n)}
            label="All notifications"
          />
        )}
      </Card>
    </>
  );
}
