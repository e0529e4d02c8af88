export type { NotificationDto as AppNotification } from '@app/shared';
