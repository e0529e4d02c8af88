export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailAdapter {
  readonly kind: 'local' | 'smtp';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
