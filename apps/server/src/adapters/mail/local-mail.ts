import type { Database } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';
import type { Logger } from '../../lib/logger.js';
import type { MailAdapter, MailMessage } from './mail.js';

/** Keeps mail in the outbox table, readable at /dev/mailbox; nothing leaves the machine. */
export function createLocalMail(db: Database, log: Logger): MailAdapter {
  return {
    kind: 'local',
    async send({ to, subject, text, html }: MailMessage) {
      const [row] = await db
        .insert(mailOutbox)
        .values({ to, subject, text, html })
        .returning({ uuid: mailOutbox.uuid });
      // The subject only: bodies carry codes and links. At debug: the demo data's first start
      // stores dozens at once, and the start says once where the outbox is read (main.ts).
      log.debug({ mail: row?.uuid, subject }, 'mail stored in the local outbox');
      return { messageId: row!.uuid };
    },
    close: async () => {},
  };
}
