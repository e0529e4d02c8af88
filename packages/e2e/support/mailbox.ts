import { expect } from 'vitest';
import type { CaughtMail, MailboxAnswer } from '../../../apps/server/test/smtp-catcher.js';

/** A mail the test expects, watched from the moment `Mailbox.watch` answered. */
export interface ExpectedMail {
  /** Waits until the mail has been delivered and answers it. */
  delivered(timeoutMs?: number): Promise<CaughtMail>;
}

/** The test files' view of the run's SMTP catcher (support/smtp-catcher.ts), over loopback HTTP. */
export class Mailbox {
  constructor(private readonly url: string) {}

  private async since(after: number): Promise<MailboxAnswer> {
    const res = await fetch(`${this.url}/mails?after=${after}`);
    if (!res.ok) throw new Error(`mailbox answered ${res.status}`);
    return (await res.json()) as MailboxAnswer;
  }

  /**
   * Starts watching for a mail to `to` (with a subject matching `subject`): call it before the
   * action that sends the mail, so an earlier mail to the same person is never taken for it.
   */
  async watch(to: string, subject?: RegExp): Promise<ExpectedMail> {
    const { last } = await this.since(Number.MAX_SAFE_INTEGER);
    const matches = (m: CaughtMail) =>
      m.to.includes(to.toLowerCase()) && (!subject || subject.test(m.subject));
    return {
      delivered: async (timeoutMs = 30_000) => {
        let found: CaughtMail | undefined;
        await expect
          .poll(
            async () => {
              found = (await this.since(last)).mails.find(matches);
              return found !== undefined;
            },
            { timeout: timeoutMs, message: `no mail to ${to} within ${timeoutMs} ms` },
          )
          .toBe(true);
        return found!;
      },
    };
  }
}
