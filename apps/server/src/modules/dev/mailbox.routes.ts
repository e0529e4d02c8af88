import type { FastifyInstance } from 'fastify';
import type { RequestDeps } from '../../request-deps.js';
import { systemDb } from '../../deps.js';
import { createMailboxRepo } from './mailbox.repo.js';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const isLoopback = (ip: string) => ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1';
const linkify = (s: string) => esc(s).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');
const phone = (d: string) =>
  /^\d{10}$/.test(d) ? `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}` : d;

type MailboxDeps = Pick<RequestDeps, 'mail' | 'config'>;

/** The local outbox's address, when the server has one (see registerDevMailbox). */
export function devMailboxUrl(deps: MailboxDeps): string | null {
  return deps.mail.kind === 'local' && deps.config.env !== 'production'
    ? `${deps.config.appUrl}/dev/mailbox`
    : null;
}

/**
 * The local outbox at /dev/mailbox: exists only while the local mail adapter is active, outside
 * production, and answers only on this machine, because the mails hold sign-in codes. Texts of
 * the local SMS adapter are listed there too (they hold patient phone numbers).
 */
export function registerDevMailbox(app: FastifyInstance, deps: RequestDeps): void {
  if (!devMailboxUrl(deps)) return;
  const showSms = deps.sms.kind === 'local';
  const routeOptions = { config: { access: 'public' as const }, helmet: { enableCSPNonces: true } };
  app.get('/dev/mailbox', routeOptions, async (req, reply) => {
    if (!isLoopback(req.ip)) return reply.code(404).send({ message: 'Not found.' });
    const db = systemDb(deps, { reason: 'local development outbox' });
    const mailbox = createMailboxRepo(db);
    const mails = await mailbox.latestMails(50);
    const texts = showSms ? await mailbox.latestLocalTexts(50) : [];
    const mailItems = mails
      .map(
        (m) => `<article data-to="${esc(m.to)}">
  <header><strong>${esc(m.subject)}</strong><span>To: ${esc(m.to)}</span><time>${m.createdAt.toISOString()}</time></header>
  <pre>${linkify(m.text)}</pre></article>`,
      )
      .join('\n');
    const smsItems = texts
      .map(
        (s) => `<article data-sms-to="${esc(s.toPhone)}">
  <header><strong>SMS</strong><span>To: ${esc(phone(s.toPhone))}</span><span>${esc(s.status)}</span><time>${s.createdAt.toISOString()}</time></header>
  <pre>${linkify(s.body)}</pre></article>`,
      )
      .join('\n');
    const mailSection = `<h2>Mail</h2><p>Mail the product would send, kept on this machine because no SMTP_URL is set. Newest first.</p>
${mailItems || '<p>No mail yet.</p>'}`;
    const smsSection = showSms
      ? `<h2>Text messages</h2><p>SMS the product would send, kept on this machine because Twilio is not configured. Newest first.</p>
${smsItems || '<p>No text messages yet.</p>'}`
      : '';
    return reply.type('text/html').header('cache-control', 'no-store').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Local mailbox</title>
<style nonce="${reply.cspNonce.style}">body{font-family:system-ui,sans-serif;max-width:860px;margin:24px auto;padding:0 16px;color:#1f2937}
article{border:1px solid #d1d5db;border-radius:8px;padding:12px 16px;margin:12px 0}
header{display:flex;gap:16px;flex-wrap:wrap;align-items:baseline}header span,header time{color:#6b7280;font-size:13px}
pre{white-space:pre-wrap;font-family:inherit}</style></head>
<body><h1>Local mailbox</h1>
${mailSection}
${smsSection}</body></html>`);
  });
}
