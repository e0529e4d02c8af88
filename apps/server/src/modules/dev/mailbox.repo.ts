import { desc, eq } from 'drizzle-orm';
import type { SystemDb } from '../../deps.js';
import { mailOutbox, smsMessages } from '../../db/schema/index.js';

/** The newest mails of the local outbox and, if asked, the texts of the local SMS adapter. */
export async function localOutbox(db: SystemDb, opts: { withSms: boolean; limit: number }) {
  const mails = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(opts.limit);
  const texts = opts.withSms
    ? await db
        .select()
        .from(smsMessages)
        .where(eq(smsMessages.provider, 'local'))
        .orderBy(desc(smsMessages.id))
        .limit(opts.limit)
    : [];
  return { mails, texts };
}
