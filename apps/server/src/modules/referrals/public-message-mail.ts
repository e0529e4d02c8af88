import { PRODUCT_NAME, PUBLIC_REVIEW_MSG } from '@app/shared';
import type { MailMessage } from '../../adapters/mail/mail.js';
import { layout } from '../mail/templates.js';
import type { ReferralRow } from './referral-access.js';
import { publicReferrerOf, publicReviewUrl } from './public-referrer.js';

/**
 * The e-mail to a public referrer when the clinic writes them a message: that there is one and the
 * review link, never the message or anything about the patient (the page asks for the access code).
 */
export function publicMessageMail(
  r: ReferralRow,
  receiver: { name: string; code: string },
  appUrl: string,
): MailMessage | null {
  const { contact_email: to, contact } = publicReferrerOf(r);
  if (!to) return null;
  const link = publicReviewUrl(appUrl, r.uuid, receiver.code);
  const title = PUBLIC_REVIEW_MSG.newMessageSubject;
  const paragraphs = [
    `Hello${contact ? ` ${contact}` : ''},`,
    `${receiver.name} wrote a new message about the referral you submitted. Open the review page and sign in with your e-mail and access code to read it.`,
  ];
  return {
    to,
    subject: title,
    text: [...paragraphs, `Open it in ${PRODUCT_NAME}: ${link}`].join('\n\n'),
    html: layout(title, paragraphs, { label: 'Open the review page', url: link }),
  };
}
