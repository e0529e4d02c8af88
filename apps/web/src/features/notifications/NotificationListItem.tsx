import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { humanizeSince } from '@app/shared';
import { headline, notificationSubject } from './notificationSubject';
import type { AppNotification } from './types';

interface NotificationListItemProps {
  notification: AppNotification;
  onOpen: (notification: AppNotification) => void;
  /** The bell's dropdown shows one line of content; the full page shows two. */
  dense?: boolean;
}

/**
 * One notification: title and age, the patient it is about (with the birth date, which tells two
 * patients of one name apart), then its content; unread ones are bold with a dot and a tint.
 */
export function NotificationListItem({
  notification,
  onOpen,
  dense = false,
}: NotificationListItemProps) {
  const subject = notificationSubject(notification);
  const { title, content, patient, birthdate } = subject;
  const unread = !notification.read_at;
  const since = humanizeSince(new Date(notification.notified_at));

  return (
    <ListItemButton
      onClick={() => onOpen(notification)}
      data-unread={unread || undefined}
      aria-label={`${unread ? 'Unread: ' : ''}${headline(subject)}`}
      sx={{
        alignItems: 'flex-start',
        gap: 1.5,
        py: dense ? 1 : 1.5,
        borderRadius: 0,
        bgcolor: unread ? 'rgba(15, 118, 110, 0.06)' : 'transparent',
      }}
    >
      <Box
        aria-hidden
        sx={{
          mt: 0.875,
          width: 8,
          height: 8,
          borderRadius: '50%',
          flexShrink: 0,
          bgcolor: unread ? 'primary.main' : 'transparent',
        }}
      />
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <Typography
            variant="body2"
            sx={{ fontWeight: unread ? 700 : 500, color: 'text.primary' }}
          >
            {title}
          </Typography>
          <Typography
            variant="caption"
            component="time"
            dateTime={notification.notified_at}
            sx={{ color: 'text.secondary', whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            {since}
          </Typography>
        </Box>
        {patient && (
          <Typography variant="body2" sx={{ color: 'text.primary', fontWeight: 500 }}>
            {patient}
            {birthdate && (
              <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                {` · ${birthdate}`}
              </Box>
            )}
          </Typography>
        )}
        {content && (
          <Typography
            variant="body2"
            sx={{
              color: 'text.secondary',
              display: '-webkit-box',
              WebkitLineClamp: dense ? 1 : 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              wordBreak: 'break-word',
            }}
          >
            {content}
          </Typography>
        )}
      </Box>
    </ListItemButton>
  );
}
