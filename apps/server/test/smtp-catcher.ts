import { createServer as createHttpServer, type Server } from 'node:http';
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
 * links the way a user would: from delivered mail. The browser run has one for all its files (in
 * the global setup, beside the one server): they read it through `serveMailbox`.
 */
export class SmtpCatcher {
  readonly mails: CaughtMail[] = [];
  /**
   * When set, a received message is accepted (kept, answered 250) only once this resolves, and
   * refused (never kept) if it rejects: a test holds a delivery open, as a slow mail server would.
   */
  gate: ((mail: CaughtMail) => Promise<void>) | undefined;
  private mailbox?: Server;
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
            .then(async (parsed) => {
              const mail: CaughtMail = {
                to: (parsed.to ?? []).map((a) => ('address' in a && a.address ? a.address : '')),
                from: parsed.from && 'address' in parsed.from ? (parsed.from.address ?? '') : '',
                subject: parsed.subject ?? '',
                text: parsed.text ?? '',
                html: parsed.html ?? '',
              };
              await this.gate?.(mail);
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

  /**
   * Waits for the next mail to `to` matching `subject`. The time limit only names what went
   * missing; it is generous (under the test's own 30 s) as a loaded machine takes seconds to sign in.
   */
  waitFor(to: string, subject?: RegExp, timeoutMs = 25_000): Promise<CaughtMail> {
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

  /**
   * Shows the mail over HTTP on loopback (support/mailbox.ts reads it): `GET /mails?after=N`
   * answers the mails that arrived after the N-th and how many arrived in all. Answers the URL.
   */
  async serveMailbox(): Promise<string> {
    const mailbox = createHttpServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (req.method !== 'GET' || url.pathname !== '/mails') {
        res.writeHead(404).end();
        return;
      }
      const after = Number(url.searchParams.get('after') ?? 0);
      const body: MailboxAnswer = { last: this.mails.length, mails: this.mails.slice(after) };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    this.mailbox = mailbox;
    await new Promise<void>((resolve) => mailbox.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(mailbox.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    const mailbox = this.mailbox;
    if (mailbox) await new Promise((resolve) => mailbox.close(resolve));
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

export interface MailboxAnswer {
  /** How many mails arrived so far. */
  last: number;
  /** The mails after the asked-for position, in order of arrival. */
  mails: CaughtMail[];
}

export function signInCode(mail: CaughtMail): string {
  const m = mail.text.match(/sign-in code is: (\d{6})/);
  if (!m) throw new Error(`no code in: ${mail.text}`);
  return m[1]!;
}
