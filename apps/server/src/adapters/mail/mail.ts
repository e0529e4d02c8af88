export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailAdapter {
  readonly kind: 'local' | 'smtp';
  /**
   * Hands the message to the provider; answers the provider's id of it. `messageId`, when given,
   * is the Message-ID header: the same on every attempt, so a repeat can be recognised.
   */
  send(message: MailMessage & { messageId?: string }): Promise<{ messageId: string }>;
  close(): Promise<void>;
}
