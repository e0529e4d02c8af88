import nodemailer from 'nodemailer';
import type { MailAdapter, MailMessage } from './mail.js';

/** Real delivery through SMTP_URL (smtp://user:pass@host:port or smtps://...). */
export function createSmtpMail(smtpUrl: string, from: string): MailAdapter {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message: MailMessage & { messageId?: string }) {
      const info = await transport.sendMail({ from, ...message });
      return { messageId: String(info.messageId) };
    },
    close: async () => transport.close(),
  };
}
