import { PRODUCT_NAME, TWO_FACTOR_CODE_TTL_MINUTES } from '@app/shared';
import type { MailMessage } from '../../adapters/mail/mail.js';

/**
 * The product's transactional e-mails: plain text first (what many clinic mail filters show),
 * and a simple HTML version with the same words.
 */
interface Recipient {
  email: string;
  firstname: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function layout(
  title: string,
  paragraphs: string[],
  action?: { label: string; url: string },
) {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#0f766e;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#555">If the button does not work, copy this address into your browser:<br>${escapeHtml(action.url)}</p>`
    : '';
  return `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;background:#f5f7f8;padding:24px">
<div style="max-width:560px;margin:auto;background:#fff;border-radius:8px;padding:32px">
<h1 style="font-size:20px;margin:0 0 24px;color:#0f766e">${escapeHtml(PRODUCT_NAME)}</h1>
<h2 style="font-size:18px;margin:0 0 16px">${escapeHtml(title)}</h2>${body}${button}
<p style="margin:32px 0 0;font-size:12px;color:#6b7280">This message was sent by ${escapeHtml(PRODUCT_NAME)}. If you did not expect it, you can ignore it.</p>
</div></body></html>`;
}

export function twoFactorCodeMail(to: Recipient, code: string): MailMessage {
  const paragraphs = [
    `Hello ${to.firstname},`,
    `Your ${PRODUCT_NAME} sign-in code is: ${code}`,
    `The code expires in ${TWO_FACTOR_CODE_TTL_MINUTES} minutes and can be used once. If you did not try to sign in, change your password.`,
  ];
  return {
    to: to.email,
    subject: `Your ${PRODUCT_NAME} sign-in code`,
    text: paragraphs.join('\n\n'),
    html: layout('Your sign-in code', paragraphs),
  };
}

export function passwordResetMail(to: Recipient, url: string, ttlMinutes: number): MailMessage {
  const paragraphs = [
    `Hello ${to.firstname},`,
    `We received a request to reset the password of your ${PRODUCT_NAME} account.`,
    `The link expires in ${ttlMinutes} minutes and works once. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
  ];
  return {
    to: to.email,
    subject: `Reset your ${PRODUCT_NAME} password`,
    text: [...paragraphs.slice(0, 2), `Reset your password: ${url}`, paragraphs[2]].join('\n\n'),
    html: layout('Reset your password', paragraphs, { label: 'Reset Password', url }),
  };
}

export function activationMail(to: Recipient, url: string, ttlDays: number): MailMessage {
  const paragraphs = [
    `Hello ${to.firstname},`,
    `An account has been created for you on ${PRODUCT_NAME}. Choose a password to activate it.`,
    `The link expires in ${ttlDays} days and works once.`,
  ];
  return {
    to: to.email,
    subject: `Activate your ${PRODUCT_NAME} account`,
    text: [...paragraphs.slice(0, 2), `Activate your account: ${url}`, paragraphs[2]].join('\n\n'),
    html: layout('Activate your account', paragraphs, { label: 'Activate Account', url }),
  };
}
