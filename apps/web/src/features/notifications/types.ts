export interface AppNotification {
  id: string;
  uuid: string;
  /** JSON with title, content, clinic_receiver_id; read it with parseNotificationData. */
  data: string;
  severity: string;
  url: string | null;
  read_at: string | null;
  notified_at: string;
  type: string;
  level: number;
}
