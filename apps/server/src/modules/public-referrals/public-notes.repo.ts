import { and, asc, desc, eq } from 'drizzle-orm';
import {
  PRODUCT_NAME,
  isPublicUploadStatus,
  outboundFaxStatusLabel,
  providerDisplayName,
  statusLabel,
} from '@app/shared';
import type { Queryable } from '../../db/client.js';
import {
  clinics,
  faxes,
  patients,
  providers,
  referralAnswers,
  referralNotes,
} from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { isUuid } from '../catalog/sql.js';
import { listReferralDocuments } from '../documents/document-rows.repo.js';
import { DOCUMENTS_MSG } from '../documents/documents.policy.js';
import { currentAppointmentDate } from '../referrals/referral-access.repo.js';
import { publicReferrerOf } from '../referrals/public-referrer.js';
import type { ReferralRow } from '../referrals/referral-access.js';

/**
 * What the public review page reads of a referral its access code opened (verify-access.ts). Every
 * function takes the verified row: nothing here reaches a referral by itself. Only what the
 * referrer sent or may see: no SSN, no internal notes, no System Log, no staff names.
 */

export interface PublicNoteJson {
  uuid: string;
  note: string;
  created_at: string;
  from_clinic: boolean;
  author: string;
}

export async function publicReferralView(db: Queryable, r: ReferralRow) {
  const [patient] = r.patientId
    ? await db
        .select({
          firstname: patients.firstname,
          lastname: patients.lastname,
          birthdate: patients.birthdate,
        })
        .from(patients)
        .where(eq(patients.id, r.patientId))
    : [];
  const [receiver] = r.clinicReceiverId
    ? await db
        .select({
          name: clinics.name,
          full_address: clinics.fullAddress,
          office_phone: clinics.officePhone,
          fax: clinics.fax,
        })
        .from(clinics)
        .where(eq(clinics.id, r.clinicReceiverId))
    : [];
  const [provider] = r.providerId
    ? await db.select().from(providers).where(eq(providers.id, r.providerId))
    : [];
  const appointment = await currentAppointmentDate(db, r.id);
  const documents = await listReferralDocuments(db, [r.id]);
  // A referral to a fax clinic: how its newest fax is doing (issue 17 item 3).
  const [fax] = r.isFax
    ? await db
        .select({ status: faxes.status, pagesSent: faxes.pagesSent, updatedAt: faxes.updatedAt })
        .from(faxes)
        .where(eq(faxes.referralId, r.id))
        .orderBy(desc(faxes.id))
        .limit(1)
    : [];
  return {
    uuid: r.uuid,
    status: r.status,
    status_label: statusLabel(
      {
        status: r.status,
        reason: r.reason,
        appointmentDate: appointment?.toISOString() ?? null,
        acceptedAt: r.acceptedAt?.toISOString() ?? null,
      },
      'referrer',
    ),
    sent_at: r.sentAt?.toISOString() ?? null,
    patient: patient ?? { firstname: '', lastname: '', birthdate: null },
    referrer: publicReferrerOf(r),
    receiver: receiver ?? { name: '', full_address: null, office_phone: null, fax: null },
    diagnosis: r.diagnosis,
    provider: provider
      ? providerDisplayName({
          title: provider.title,
          firstname: provider.firstname,
          lastname: provider.lastname,
          is_default: provider.isDefault,
        })
      : null,
    reason: r.reason,
    appointment_date: appointment?.toISOString() ?? null,
    documents: documents.map((d) => ({
      uuid: d.uuid,
      name: d.name,
      referral_document_name: d.documentName,
      created_at: d.createdAt.toISOString(),
    })),
    can_upload: isPublicUploadStatus(r.status),
    is_fax: r.isFax,
    fax: fax
      ? {
          status: fax.status,
          label: outboundFaxStatusLabel(fax.status),
          pages_sent: fax.pagesSent,
          updated_at: fax.updatedAt.toISOString(),
        }
      : null,
  };
}

export type PublicReferralViewJson = Awaited<ReturnType<typeof publicReferralView>>;

export function publicAnswers(db: Queryable, r: ReferralRow) {
  return db
    .select({
      name: referralAnswers.name,
      question: referralAnswers.question,
      answer: referralAnswers.answer,
    })
    .from(referralAnswers)
    .where(eq(referralAnswers.referralId, r.id))
    .orderBy(asc(referralAnswers.id));
}

/** The external messages of a referral, newest first: the clinic's and the public referrer's. */
export async function publicNotes(db: Queryable, r: ReferralRow): Promise<PublicNoteJson[]> {
  const rows = await db
    .select({
      uuid: referralNotes.uuid,
      note: referralNotes.note,
      createdAt: referralNotes.createdAt,
      userId: referralNotes.userId,
      authorName: referralNotes.authorName,
      clinicName: clinics.name,
    })
    .from(referralNotes)
    .leftJoin(clinics, eq(clinics.id, referralNotes.clinicId))
    .where(and(eq(referralNotes.referralId, r.id), eq(referralNotes.group, 'external')))
    .orderBy(desc(referralNotes.createdAt), desc(referralNotes.id));
  return rows.map((n) => {
    // A public referrer's message has no user and keeps the contact's name (add-public-note.ts).
    const fromClinic = n.userId !== null || n.authorName === null;
    return {
      uuid: n.uuid,
      note: n.note,
      created_at: n.createdAt.toISOString(),
      from_clinic: fromClinic,
      author: fromClinic ? (n.clinicName ?? PRODUCT_NAME) : n.authorName!,
    };
  });
}

/** One live document of the verified referral, for download ('Document not found.' otherwise). */
export async function publicDocument(db: Queryable, r: ReferralRow, documentUuid: string) {
  // A referral holds a handful of documents: the list is the one query of what is live.
  const doc = isUuid(documentUuid)
    ? (await listReferralDocuments(db, [r.id])).find((d) => d.uuid === documentUuid)
    : undefined;
  if (!doc) throw AppError.notFound(DOCUMENTS_MSG.notFound);
  return doc;
}
