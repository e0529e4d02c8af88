import {
  PERMISSION,
  PUBLIC_REFERRAL_MSG,
  REFERRAL_MSG_SERVER,
  transition,
  type ReferralStatus,
} from '@app/shared';
import type { AfterCommit } from '../../db/transaction.js';
import type { PublicDeps } from '../../graphql/public-builder.js';
import { AppError } from '../../lib/app-error.js';
import { aboutReferral } from '../notifications/create-notification.js';
import type { ReferralRow } from '../referrals/referral-access.js';
import { FAX_SEND_REFERRAL_QUEUE } from '../faxes/send-referral-fax.js';
import { REFERRAL_RECEIVED } from '../referrals/send-referral.js';
import { publicReferrerOf, publicReviewUrl } from '../referrals/public-referrer.js';
import { ACCESS_CODE_TTL_MS, hashAccessCode, newAccessCode } from './access-code.js';
import type { PublicFlowRepo } from './public-flow.repo.js';
import { openPublicDraft } from './public-draft-access.js';
import { publicReferralSubmittedMail } from './submitted-mail.js';

/** The status a public draft moves to, as the status machine says: sent, or sent_fax to a fax clinic. */
function submittedStatus(isFax: boolean): ReferralStatus {
  const t = transition('draft', 'submit_public', 'public', { isFax });
  if (!t.ok) throw new Error(t.reason);
  return t.to;
}

/**
 * submit_public_referral: sends a public draft the upload token opens. Every required document of
 * the provider must have a file. The one status writer moves it draft -> sent with the System Log
 * line and the receiving staff's 'Referral Received' notifications; the access code (stored as an
 * HMAC only) and the referrer's e-mail with the review link and the code go in the same
 * transaction. Answers the referrer's e-mail, for the prefill cookie.
 */
export async function submitPublicReferral(
  deps: Pick<PublicDeps, 'events' | 'crypto' | 'mailer' | 'config' | 'queue'>,
  data: PublicFlowRepo,
  input: { uuid: string; uploadToken: string; now: Date },
): Promise<{ email: string }> {
  const { now } = input;
  const { referral: r, clinic } = await openPublicDraft(deps, data, input);
  if (!(await stillOffered(data, clinic.id, r))) {
    throw AppError.validation(PUBLIC_REFERRAL_MSG.providerNotFound, {
      provider_uuid: [PUBLIC_REFERRAL_MSG.providerNotFound],
    });
  }
  const missing = await data.missingRequiredDocuments(r.id, r.providerId!);
  if (missing.length) {
    throw AppError.validation(REFERRAL_MSG_SERVER.requiredDocuments, {
      documents: missing.map((name) => `${name} is required`),
    });
  }
  const referrer = publicReferrerOf(r);
  const email = referrer.contact_email;
  const accessCode = newAccessCode();

  await data.transaction(async (tx, afterCommit) => {
    await sendPublicDraft(tx, deps, { referral: r, clinic, accessCode, now }, afterCommit);
    await tx.sendMail(
      deps.mailer,
      publicReferralSubmittedMail({
        to: email,
        clinicName: clinic.name,
        reviewUrl: publicReviewUrl(deps.config.appUrl, r.uuid, clinic.code),
        accessCode,
        validDays: Math.round(ACCESS_CODE_TTL_MS / 86_400_000),
      }),
    );
  });
  return { email };
}

/**
 * The submission's writes, in the caller's transaction: the one status writer moves the draft on
 * (System Log line) and the access code is kept as its HMAC only, valid ACCESS_CODE_TTL_MS. To a
 * clinic with staff it is sent, with the receiving staff's 'Referral Received' notices; to a fax
 * clinic (no users, a fax number) it goes out by fax as a staff referral does: status sent_fax and
 * the fax job, which composes the fax document and sends it (issue 17 item 3). Also what the demo
 * seed submits with.
 */
export async function sendPublicDraft(
  tx: PublicFlowRepo,
  deps: Pick<PublicDeps, 'events' | 'crypto' | 'queue'>,
  input: {
    referral: ReferralRow;
    clinic: { id: number; name: string };
    accessCode: string;
    now: Date;
  },
  afterCommit: AfterCommit,
): Promise<ReferralRow> {
  const { referral: r, clinic, now } = input;
  const referrer = publicReferrerOf(r);
  const isFax = (await tx.receiverClinic(clinic.id))?.isFax ?? false;
  const anyBits = PERMISSION.ACCEPT_REFERRAL | PERMISSION.SCHEDULE_REFERRAL;
  const staff = isFax ? [] : await tx.staffWith(clinic.id, anyBits);
  const sent = await tx.writeStatus(
    deps.events,
    {
      referralId: r.id,
      from: 'draft',
      to: submittedStatus(isFax),
      actorUserId: null,
      log: isFax
        ? `Referral submitted to ${clinic.name} from the public form and sent by fax.`
        : `Referral submitted to ${clinic.name} from the public form.`,
      set: { sentAt: now, isOrder: false, isFax },
      notify: staff.map((userId) => ({
        userId,
        type: REFERRAL_RECEIVED.type,
        title: REFERRAL_RECEIVED.title,
        content: REFERRAL_RECEIVED.content(referrer.clinic_name ?? 'the public form'),
        ...aboutReferral(r),
        clinicReceiverId: clinic.id,
      })),
      now,
    },
    afterCommit,
  );
  if (isFax) {
    // Nobody sent it from a clinic: the fax has no sending user or clinic.
    await tx.enqueue(deps.queue, FAX_SEND_REFERRAL_QUEUE, { referralId: sent.id, userId: null });
  }
  await tx.insertAccessCode({
    referralId: r.id,
    email: referrer.contact_email,
    codeHash: hashAccessCode(deps.crypto, input.accessCode),
    expiresAt: new Date(now.getTime() + ACCESS_CODE_TTL_MS),
    now,
  });
  return sent;
}

/** The draft's provider is still one the public form offers at its clinic. */
async function stillOffered(
  data: PublicFlowRepo,
  clinicId: number,
  r: ReferralRow,
): Promise<boolean> {
  const offered = await data.providersOf(clinicId);
  return offered.some((p) => p.id === r.providerId);
}
