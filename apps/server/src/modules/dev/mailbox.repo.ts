import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { mailOutbox, smsMessages } from '../../db/schema/index.js';

/** What the local outbox lists: the newest mails and texts the local adapters kept. */
export function createMailboxRepo(db: Database) {
  return {
    latestMails: (limit: number) =>
      db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit),
    latestLocalTexts: (limit: number) =>
      db
        .select()
        .from(smsMessages)
        .where(eq(smsMessages.provider, 'local'))
        .orderBy(desc(smsMessages.id))
        .limit(limit),
  };
}
