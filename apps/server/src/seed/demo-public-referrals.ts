import { publicReferrerSchema, type ReferralStatus } from '@app/shared';
import { clinics } from '../db/schema/index.js';
import { parseInput } from '../lib/validate.js';
import { readForm } from '../modules/forms/forms.repo.js';
import {
  ACCESS_CODE_ALPHABET,
  ACCESS_CODE_LENGTH,
  normalizeAccessCode,
} from '../modules/public-referrals/access-code.js';
import { addPublicNote } from '../modules/public-referrals/public-notes.js';
import {
  insertPublicDraft,
  publicProvidersOf,
} from '../modules/public-referrals/public-referrals.repo.js';
import { formValues, publicDraftRows } from '../modules/public-referrals/save-public-referral.js';
import { PublicFlowRepo } from '../modules/public-referrals/public-flow.repo.js';
import { publicUploadTarget } from '../modules/public-referrals/public-upload-target.js';
import { sendPublicDraft } from '../modules/public-referrals/submit-public-referral.js';
import { addNote } from '../modules/referrals/add-note.js';
import { acceptReferral } from '../modules/referrals/lifecycle/accept.js';
import { openReferral } from '../modules/referrals/lifecycle/open.js';
import type { ReferralRow } from '../modules/referrals/referral-access.js';
import { validateForm } from '../modules/referrals/referral-input.js';
import { missingRequiredDocuments } from '../modules/referrals/referrals.repo.js';
import { attachDemoDocument, type DemoPatient } from './demo-referrals.js';
import { notificationStamper, uploadDemoDocument, type Player } from './play-demo-referrals.js';

interface DemoPublicReferral {
  /** The public demo clinic whose directory form it was submitted through. */
  clinic: 'NORTHSIDE' | 'LAKESIDE' | 'RIVERSIDE';
  /** Receiving provider's last name: one the clinic's public form offers. */
  provider: string;
  /** An invented outside practice (never a product clinic), as the form's referrer fields. */
  referrer: {
    physician: string;
    clinic_name: string;
    contact: string;
    contact_email: string;
    office_phone: string;
  };
  patient: DemoPatient;
  diagnosis: string;
  /**
   * Fixed, so the README can link to the review page (a real referral's uuid is random; the access
   * code, not the address, is what protects it).
   */
  uuid: string;
  /**
   * The access code the referrer types on the review page, fixed so the demo can be tried (a real
   * one is random). Only its HMAC is stored. Characters from ACCESS_CODE_ALPHABET (no I, L, O, 0, 1).
   */
  accessCode: string;
  /** Days before the seed clock's now that it was submitted. */
  submittedDaysAgo: number;
  status: Extract<ReferralStatus, 'sent' | 'under_review' | 'accepted'>;
  /** The receiving staff member who opens / accepts it and answers the referrer. */
  staff: string;
  messages: { referrer: string; staff: string };
}

/**
 * Issue 6's demo: one referral submitted through the public form of each public demo clinic that
 * has staff, in the three statuses a public referrer watches first, with a message each way.
 * VALLEYFAX (Valley Orthopedics) is public too but a fax clinic without users: nobody there could
 * open, accept or answer a referral, so it gets none.
 */
export const DEMO_PUBLIC_REFERRALS: readonly DemoPublicReferral[] = [
  {
    clinic: 'NORTHSIDE',
    provider: 'Carter',
    referrer: {
      physician: 'Dr. Olivia Bennett',
      clinic_name: 'Maple Grove Urgent Care',
      contact: 'Sam Whitaker',
      contact_email: 'referrals@maplegrove.example',
      office_phone: '3125550181',
    },
    patient: ['Ida', 'Rhodes', '1950-05-15', '123456801', '3125550191'],
    diagnosis: 'R53.83 Other fatigue',
    uuid: '00000000-0000-4000-8000-0000000d0001',
    accessCode: 'DEMANRTH2345',
    submittedDaysAgo: 2,
    status: 'under_review',
    staff: 'psr@northside.demo.test',
    messages: {
      referrer:
        'Ida was seen in urgent care twice this month for fatigue; labs and notes are attached. She has no primary care physician yet.',
      staff:
        'Thank you for the referral. We are reviewing it and will call Ida to set up a new patient visit.',
    },
  },
  {
    clinic: 'LAKESIDE',
    provider: 'Brooks',
    referrer: {
      physician: 'Dr. Marcus Hale',
      clinic_name: 'Harborview Internal Medicine',
      contact: 'Jenna Ruiz',
      contact_email: 'referrals@harborview.example',
      office_phone: '3125550182',
    },
    patient: ['Jean', 'Sammet', '1958-03-23', '123456802', '3125550192'],
    diagnosis: 'I47.1 Supraventricular tachycardia',
    uuid: '00000000-0000-4000-8000-0000000d0002',
    accessCode: 'DEMAKSDE2345',
    submittedDaysAgo: 4,
    status: 'accepted',
    staff: 'medadmin@lakeside.demo.test',
    messages: {
      referrer:
        'The Holter monitor report is attached under Clinical Notes. Jean prefers afternoon appointments.',
      staff:
        'We accepted the referral; Dr. Brooks will see Jean. Our scheduling team will call her this week.',
    },
  },
  {
    clinic: 'RIVERSIDE',
    provider: 'Chen',
    referrer: {
      physician: 'Dr. Priya Nair',
      clinic_name: 'Oak Park Sports Medicine',
      contact: 'Tom Becker',
      contact_email: 'referrals@oakparksports.example',
      office_phone: '3125550183',
    },
    patient: ['Kathleen', 'Booth', '1972-07-09', '123456803', '3125550193'],
    diagnosis: 'M25.561 Pain in right knee',
    uuid: '00000000-0000-4000-8000-0000000d0003',
    accessCode: 'DEMARVSD2345',
    submittedDaysAgo: 1,
    status: 'sent',
    staff: 'psr@riverside.demo.test',
    messages: {
      referrer: 'Please call Kathleen on her mobile to book the MRI; she works nights.',
      staff: 'Thank you, we received the order and will call Kathleen to book the MRI.',
    },
  },
];

const DAY = 24 * 60 * 60 * 1000;

/** When each step happened, in days after submission (the referrer writes first). */
const AFTER = { referrerMessage: 0.05, open: 0.2, staffMessage: 0.25, accept: 0.9 } as const;

/** Fails the seed if a fixed demo code could never be typed in (outside the code alphabet). */
function checkedCode(code: string): string {
  const c = normalizeAccessCode(code);
  const valid =
    c.length === ACCESS_CODE_LENGTH && [...c].every((ch) => ACCESS_CODE_ALPHABET.includes(ch));
  if (!valid) throw new Error(`demo access code ${code} is not a valid access code`);
  return c;
}

/**
 * Plays DEMO_PUBLIC_REFERRALS as the public form makes them: the referrer contact parsed by the
 * form's schema, patient and custom fields validated with the clinic's external form and saved as a
 * public draft (insertPublicDraft, with the demo's fixed uuid), the provider's required documents
 * uploaded through the public upload pipeline, then submitted by the submission's own writes
 * (sendPublicDraft: status sent, System Log, the staff's 'Referral Received', the access code's
 * HMAC) and the referrer's message sent as send_note sends it (addPublicNote). The staff then open,
 * answer and accept through the real actions, acting as the demo user. The mails of the real path
 * (the access code, the messages) and the 'New Message' notices are not kept: they would wait in
 * every test database's job queue; the demo codes are documented instead. Runs in the demo-data
 * transaction after the received referrals.
 */
export async function seedDemoPublicReferrals(p: Player): Promise<void> {
  const { discard } = await notificationStamper(p);
  const clinicRows = await p.tx.select().from(clinics);
  for (const d of DEMO_PUBLIC_REFERRALS) {
    const clinic = clinicRows.find((c) => c.id === p.clinicIds.get(d.clinic))!;
    const at = new Date(p.now.getTime() - d.submittedDaysAgo * DAY);
    const staff = (days: number) =>
      p.actingAs(d.staff, d.clinic, new Date(at.getTime() + days * DAY));

    const draft = await saveDraft(p, d, clinic, at);
    const flow = new PublicFlowRepo(p.tx);
    const sent = await sendPublicDraft(
      flow,
      p.deps,
      { referral: draft, clinic, accessCode: checkedCode(d.accessCode), now: at },
      p.afterCommit,
    );
    const writing = await staff(AFTER.referrerMessage);
    await addPublicNote(
      // The seed's limiter (no limits) and the message's time.
      { data: flow, events: p.deps.events, limiter: writing.deps.limiter, now: writing.now },
      sent,
      { note: d.messages.referrer },
    );
    if (d.status !== 'sent') await openReferral(await staff(AFTER.open), d.uuid);
    await addNote(await staff(AFTER.staffMessage), d.uuid, {
      group: 'external',
      note: d.messages.staff,
    });
    if (d.status === 'accepted') await acceptReferral(await staff(AFTER.accept), d.uuid);
    await discard();
    const { status } = await (await staff(0)).data.referrals.visible(d.uuid);
    if (status !== d.status) {
      throw new Error(`demo public referral ${d.clinic}: ${status}, expected ${d.status}`);
    }
  }
}

/** save_public_referral's checks and draft, then the provider's required documents (and notes). */
async function saveDraft(
  p: Player,
  d: DemoPublicReferral,
  clinic: typeof clinics.$inferSelect,
  at: Date,
): Promise<ReferralRow> {
  const { tx, deps } = p;
  const provider = (await publicProvidersOf(tx, clinic.id)).find((x) => x.lastname === d.provider);
  if (!provider) throw new Error(`demo public referral: ${d.provider} is not offered publicly`);
  const { provider_uuid: _uuid, ...referrerMetadata } = parseInput(publicReferrerSchema, {
    ...d.referrer,
    provider_uuid: provider.uuid,
  });
  const [firstname, lastname, birthdate, ssn, phone] = d.patient;
  const values = validateForm(
    await readForm(tx, clinic.id, 'external'),
    formValues(
      {
        diagnosis: d.diagnosis,
        custom_referring_practice: d.referrer.clinic_name,
        custom_referrer_phone: d.referrer.office_phone,
        custom_preferred_contact: 'E-mail',
        custom_reason_for_referral: `Evaluation of ${d.diagnosis.replace(/^\S+\s/, '').toLowerCase()}.`,
      },
      {
        firstname,
        lastname,
        birthdate,
        phone,
        ssn,
        address_line1: '200 Sample St',
        address_city: 'Chicago',
        address_state: 'IL',
        address_zip: '60614',
        insurance_provider: 'Demo Health Plan',
        policy_number: `DHP-${ssn.slice(-4)}`,
      },
    ),
    at,
  );
  const { referral } = await insertPublicDraft(tx, {
    ...withUuid(
      publicDraftRows(deps.crypto, {
        clinicId: clinic.id,
        providerId: provider.id,
        values,
        referrer: referrerMetadata,
      }),
      d.uuid,
    ),
    answers: [],
    now: at,
  });
  const documents = publicUploadTarget(tx, referral);
  const upload = { data: { documents }, now: at, deps };
  const target = await documents.uploadTarget();
  const idOf = new Map(provider.documents.map((doc) => [doc.document.name, doc.document.id]));
  const required = provider.documents.filter((doc) => doc.required).map((doc) => doc.document.name);
  for (const name of new Set([...required, 'Clinical Notes'])) {
    const id = idOf.get(name);
    if (id === undefined) {
      // The public form would file a document its provider does not ask for under 'misc'; the
      // demo's Clinical Notes stay filed as Clinical Notes at every clinic (the referrer's view).
      const about = { patient: d.patient, diagnosis: d.diagnosis, from: d.referrer.clinic_name };
      await attachDemoDocument(tx, deps, referral, name, {
        ...about,
        userId: null,
        at,
        type: 'external',
      });
      continue;
    }
    await uploadDemoDocument(upload, target, name, id, [
      `Patient: ${firstname} ${lastname}`,
      `Date of birth: ${birthdate}`,
      `Diagnosis: ${d.diagnosis}`,
      `From: ${d.referrer.clinic_name}`,
    ]);
  }
  const missing = await missingRequiredDocuments(tx, referral.id, provider.id);
  if (missing.length) throw new Error(`demo public referral: missing ${missing.join(', ')}`);
  return referral;
}

/** The draft's rows with the demo referral's fixed uuid. */
function withUuid<R extends { referral: object }>(rows: R, uuid: string): R {
  return { ...rows, referral: { ...rows.referral, uuid } };
}
