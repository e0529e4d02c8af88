import { PUBLIC_REFERRAL_MSG } from '@app/shared';
import type { MailMessage } from '../../adapters/mail/mail.js';
import { layout } from '../mail/templates.js';
import { formatAccessCode } from './access-code.js';

/**
 * The e-mail to the public referrer after submitting: the review link and the access code. No
 * patient data: an e-mail address typed into a public form may not be the referrer's.
 */
export function publicReferralSubmittedMail(input: {
  to: string;
  clinicName: string;
  reviewUrl: string;
  accessCode: string;
  validDays: number;
}): MailMessage {
  const code = formatAccessCode(input.accessCode);
  const paragraphs = [
    `Your referral to ${input.clinicName} was submitted.`,
    `To follow it, send the clinic a message or add documents, open the review page and sign in with this e-mail address and your access code: ${code}`,
    `The access code works for ${input.validDays} days. Keep this e-mail: the code cannot be shown again.`,
  ];
  return {
    to: input.to,
    subject: PUBLIC_REFERRAL_MSG.mailSubject(input.clinicName),
    text: [
      ...paragraphs.slice(0, 2),
      `Review your referral: ${input.reviewUrl}`,
      paragraphs[2],
    ].join('\n\n'),
    html: layout(PUBLIC_REFERRAL_MSG.submittedTitle, paragraphs, {
      label: 'Review Referral',
      url: input.reviewUrl,
    }),
  };
}
