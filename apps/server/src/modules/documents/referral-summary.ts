import {
  customFieldDisplays,
  documentSections,
  MISC_DOCUMENT_NAME,
  type QualifyingAnswer,
  formatCentralDateTime,
  formatPhone,
  isReferralStatus,
  isSameOrganization,
  providerDisplayName,
  publicReferrerContact,
  statusLabel,
  type ReferralSource,
  type ReferralStatus,
  type ReferralViewer,
  REFERRAL_LABEL,
} from '@app/shared';
import type { ReferralDocumentView } from './document-rows.js';
import type { ReferralSummaryRepo } from './referral-summary.repo.js';

export interface ClinicFacts {
  name: string;
  address: string;
  phone: string;
  fax: string;
}

/**
 * Everything the printed summary, the TIF export and the fax cover sheet show about a referral,
 * loaded once. No SSN: none of those pages needs it.
 */
export interface ReferralSummary {
  uuid: string;
  status: ReferralStatus;
  source: ReferralSource;
  reason: string | null;
  acceptedAt: Date | null;
  isOrder: boolean;
  sentAt: Date | null;
  appointmentDate: Date | null;
  referrer: ClinicFacts | null;
  receiver: ClinicFacts | null;
  provider: string;
  referrerProvider: string;
  sentBy: string;
  patient: {
    name: string;
    birthdate: string;
    phone: string;
    address: string;
    insuranceProvider: string;
    policyNumber: string;
  } | null;
  mrn: string;
  diagnosis: string;
  comment: string;
  /** The custom fields with the labels of the receiving clinic's form, in the form's order. */
  customFields: { label: string; value: string }[];
  documents: ReferralDocumentView[];
  /** The Yes/No answers to the qualifying questions of optional documents, by document name. */
  answers: QualifyingAnswer[];
}

const text = (v: string | null | undefined) => (v ?? '').trim();

/** Loads the summary of one referral by id. The caller has already decided it may see it. */
export async function loadReferralSummary(
  repo: ReferralSummaryRepo,
  referralId: number,
): Promise<ReferralSummary> {
  const r = await repo.referral(referralId);
  if (!r || !isReferralStatus(r.status)) throw new Error(`referral ${referralId} not found`);
  const clinicIds = [r.clinicReferrerId, r.clinicReceiverId].filter((id) => id !== null);
  const providerIds = [r.providerId, r.referrerProviderId].filter((id) => id !== null);
  const clinicRows = await repo.clinics(clinicIds);
  const providerRows = await repo.providers(providerIds);
  const p = r.patientId !== null ? await repo.patient(r.patientId) : undefined;
  const sender = r.referrerId !== null ? await repo.userName(r.referrerId) : undefined;
  const appointmentDate = await repo.appointmentDate(r.id);
  const documents = await repo.documents(r.id);
  const clinicOf = (id: number | null) => clinicRows.find((c) => c.clinic.id === id);
  const facts = (id: number | null): ClinicFacts | null => {
    const c = clinicOf(id)?.clinic;
    return c
      ? { name: c.name, address: text(c.fullAddress), phone: text(c.officePhone), fax: text(c.fax) }
      : null;
  };
  const providerName = (id: number | null) => {
    const p = providerRows.find((x) => x.id === id);
    return p
      ? providerDisplayName({
          title: p.title,
          firstname: p.firstname,
          lastname: p.lastname,
          is_default: p.isDefault,
        })
      : '';
  };
  // A public referral has no referring clinic: its referrer is the contact typed on the form.
  const publicReferrer = r.source === 'public' ? publicReferrerContact(r.referrerMetadata) : null;
  const sameOrganization = isSameOrganization(
    clinicOf(r.clinicReferrerId)?.organization,
    clinicOf(r.clinicReceiverId)?.organization,
  );
  const form =
    r.clinicReceiverId !== null
      ? await repo.form(r.clinicReceiverId, sameOrganization ? 'internal' : 'external')
      : [];
  const answers = await repo.answers(r.id);
  return {
    uuid: r.uuid,
    status: r.status,
    source: r.source as ReferralSource,
    reason: r.reason,
    acceptedAt: r.acceptedAt,
    isOrder: r.isOrder,
    sentAt: r.sentAt,
    appointmentDate,
    referrer:
      facts(r.clinicReferrerId) ??
      (publicReferrer && {
        name: text(publicReferrer.clinic_name),
        address: '',
        phone: text(publicReferrer.office_phone),
        fax: text(publicReferrer.fax),
      }),
    receiver: facts(r.clinicReceiverId),
    provider: providerName(r.providerId),
    referrerProvider: providerName(r.referrerProviderId) || text(publicReferrer?.physician),
    sentBy: sender
      ? `${sender.firstname} ${sender.lastname}`.trim()
      : text(publicReferrer?.contact),
    patient: p
      ? {
          name: `${p.firstname} ${p.lastname}`.trim(),
          birthdate: usDate(p.birthdate),
          phone: formatPhone(p.phone),
          address:
            text(p.fullAddress) ||
            [
              p.addressLine1,
              p.addressCity,
              [p.addressState, p.addressZip].filter(Boolean).join(' '),
            ]
              .map(text)
              .filter(Boolean)
              .join(', '),
          insuranceProvider: text(p.insuranceProvider),
          policyNumber: text(p.policyNumber),
        }
      : null,
    mrn: text(r.mrn),
    diagnosis: text(r.diagnosis),
    comment: text(r.comment),
    customFields: customFieldDisplays(form, r.extraInfo).map((f) => ({
      label: f.label,
      value: f.text,
    })),
    documents,
    answers,
  };
}

/** 'YYYY-MM-DD' -> 'MM/DD/YYYY' (the form's input format); anything else as stored. */
function usDate(v: string | null): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v ?? '');
  return m ? `${m[2]}/${m[3]}/${m[1]}` : text(v);
}

/** The spec's display format 'DD MMM YYYY - HH:mm:ss', in the product's timezone (US/Central). */
export function displayDateTime(d: Date | null): string {
  return formatCentralDateTime(d);
}

export interface SummarySection {
  title: string;
  rows: { label: string; value: string }[];
}

/** What the printed summary lists, as label/value rows (shared by the PDF and the TIF). */
export function summarySections(s: ReferralSummary, viewer: ReferralViewer): SummarySection[] {
  const clinic = (title: string, c: ClinicFacts | null, extra: SummarySection['rows']) => ({
    title,
    rows: [
      { label: 'Name', value: c?.name ?? '' },
      { label: 'Address', value: c?.address ?? '' },
      { label: 'Office Phone', value: c?.phone ?? '' },
      { label: 'Fax', value: c?.fax ?? '' },
      ...extra,
    ],
  });
  const label = statusLabel(
    {
      status: s.status,
      reason: s.reason,
      source: s.source,
      acceptedAt: s.acceptedAt?.toISOString() ?? null,
      appointmentDate: s.appointmentDate?.toISOString() ?? null,
    },
    viewer,
  );
  const sections: SummarySection[] = [
    clinic(REFERRAL_LABEL.referringClinic, s.referrer, [
      { label: REFERRAL_LABEL.referrerProvider, value: s.referrerProvider },
      { label: 'Sent By', value: s.sentBy },
    ]),
    clinic(REFERRAL_LABEL.receivingClinic, s.receiver, [{ label: 'Provider', value: s.provider }]),
    {
      title: 'Patient',
      rows: [
        { label: 'Name', value: s.patient?.name ?? '' },
        { label: REFERRAL_LABEL.dateOfBirth, value: s.patient?.birthdate ?? '' },
        { label: 'Phone', value: s.patient?.phone ?? '' },
        { label: 'Address', value: s.patient?.address ?? '' },
        { label: 'MRN', value: s.mrn },
        { label: REFERRAL_LABEL.insuranceProvider, value: s.patient?.insuranceProvider ?? '' },
        { label: REFERRAL_LABEL.policyNumber, value: s.patient?.policyNumber ?? '' },
      ],
    },
    {
      title: s.isOrder ? 'Order' : 'Referral',
      rows: [
        { label: 'Status', value: label },
        { label: REFERRAL_LABEL.dateSent, value: displayDateTime(s.sentAt) },
        ...(s.appointmentDate
          ? [{ label: REFERRAL_LABEL.appointmentDate, value: displayDateTime(s.appointmentDate) }]
          : []),
        ...(s.reason ? [{ label: REFERRAL_LABEL.declineReason, value: s.reason }] : []),
        { label: REFERRAL_LABEL.diagnosis, value: s.diagnosis },
        { label: 'Comment', value: s.comment },
        ...s.customFields,
      ],
    },
    {
      title: 'Documents',
      // Each section's files, then its qualifying questions with their answers.
      rows:
        s.documents.length || s.answers.length
          ? documentSections(
              s.documents,
              (d) => d.documentName ?? MISC_DOCUMENT_NAME,
              s.answers,
            ).flatMap((section) => [
              ...section.files.map((d) => ({
                label: section.name,
                value:
                  d.contentType === 'application/zip'
                    ? `${d.name} (zip file, not included)`
                    : d.name,
              })),
              ...section.answers.map((a) => ({
                label: section.name,
                value: `${a.question} ${a.answer}`,
              })),
            ])
          : [{ label: 'None', value: 'No documents were uploaded.' }],
    },
  ];
  return sections;
}
