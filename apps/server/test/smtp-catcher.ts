import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  from: string;
}

/**
 * A real SMTP server on loopback that keeps what it receives, so tests read sign-in codes and
 * links the way a user would: from delivered mail.
 */
export class SmtpCatcher {
  readonly mails: CaughtMail[] = [];
  private waiters: { match: (m: CaughtMail) => boolean; resolve: (m: CaughtMail) => void }[] = [];
  private server: SMTPServer;
  port = 0;

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          PostalMime.parse(Buffer.concat(chunks))
            .then((parsed) => {
              const mail: CaughtMail = {
                to: (parsed.to ?? []).map((a) => ('address' in a && a.address ? a.address : '')),
                from: parsed.from && 'address' in parsed.from ? (parsed.from.address ?? '') : '',
                subject: parsed.subject ?? '',
                text: parsed.text ?? '',
                html: parsed.html ?? '',
              };
              this.mails.push(mail);
              this.waiters = this.waiters.filter((w) => {
                if (!w.match(mail)) return true;
                w.resolve(mail);
                return false;
              });
              callback();
            })
            .catch((e: Error) => callback(e));
        });
      },
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Waits for the next mail to `to` (after `since` mails already seen) matching `subject`. */
  waitFor(to: string, subject?: RegExp, timeoutMs = 15_000): Promise<CaughtMail> {
    const match = (m: CaughtMail) =>
      m.to.includes(to.toLowerCase()) && (!subject || subject.test(m.subject));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no mail to ${to} within ${timeoutMs} ms`)),
        timeoutMs,
      );
      this.waiters.push({
        match,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
      });
    });
  }

  clear(): void {
    this.mails.length = 0;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

export function signInCode(mail: CaughtMail): string {
  const m = mail.text.match(/sign-in code is: (\d{6})/);
  if (!m) throw new Error(`no code in: ${mail.text}`);
  return m[1]!;
}
