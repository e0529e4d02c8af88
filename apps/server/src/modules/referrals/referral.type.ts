import {
  isOrderApprovalShown,
  isSameOrganization,
  providerDisplayName,
  statusLabel,
  type ReferralSource,
} from '@app/shared';
import { builder } from '../../graphql/builder.js';
import { member } from '../../graphql/context.js';
import { FormAttribute } from '../forms/forms.graphql.js';
import { approvalOf } from '../orders/approval.js';
import { Provider } from '../providers/providers.graphql.js';
import { Patient } from './patient.type.js';
import { ReceiverClinic, ReferrerClinic } from './receiver.type.js';
import { detailEditsOf, type DetailEdits } from './detail-edits.js';
import { viewerOf, type ReferralRow } from './referral-access.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The metadata keys the header shows (spec 2 section 3, Referrer metadata). */
const METADATA_KEYS = [
  'clinic_name',
  'physician',
  'contact',
  'contact_email',
  'office_phone',
  'fax',
  'address',
] as const;

/**
 * Who sent a referral when no clinic of the product did (public form, fax), or the clinic the
 * receiving clinic recorded with 'Update Referral Source'. Text values only.
 */
const ReferrerMetadata = builder.objectRef<Record<string, unknown>>('ReferrerMetadata').implement({
  fields: (t) =>
    Object.fromEntries(
      METADATA_KEYS.map((key) => [
        key,
        t.string({
          nullable: true,
          resolve: (m) => (typeof m[key] === 'string' && m[key] !== '' ? m[key] : null),
        }),
      ]),
    ),
});

/** The detail view's edits of one loaded row, worked out once however many fields ask. */
const editsOfRow = new WeakMap<ReferralRow, Promise<DetailEdits>>();
function editsOf(r: ReferralRow, ctx: Parameters<typeof member>[0]): Promise<DetailEdits> {
  let p = editsOfRow.get(r);
  if (!p) {
    const { actor, data } = member(ctx);
    p = detailEditsOf(data.referrals, actor, r);
    editsOfRow.set(r, p);
  }
  return p;
}

/** The contract's ReferralRef: what REST answers and save_referral return. */
export const ReferralRef = builder
  .objectRef<Pick<ReferralRow, 'id' | 'uuid' | 'status' | 'isOrder' | 'isFax'>>('ReferralRef')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      uuid: t.exposeString('uuid'),
      status: t.exposeString('status'),
      is_order: t.exposeBoolean('isOrder'),
      is_fax: t.exposeBoolean('isFax'),
    }),
  });

/**
 * A referral as a viewer who may see it reads it (the root field has checked visibility). Other
 * modules add fields with `builder.objectField(Referral, ...)` (documents).
 */
export const Referral = builder.objectRef<ReferralRow>('Referral').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    uuid: t.exposeString('uuid'),
    status: t.exposeString('status'),
    status_label: t.string({
      description: 'The status as this viewer reads it (referrer or receiver).',
      resolve: async (r, _args, ctx) => {
        const { actor, data } = member(ctx);
        const appointment = await data.referrals.latestAppointmentOf(r);
        return statusLabel(
          {
            status: r.status,
            reason: r.reason,
            appointmentDate: iso(appointment),
            acceptedAt: iso(r.acceptedAt),
            source: r.source as ReferralSource,
          },
          viewerOf(actor, r),
        );
      },
    }),
    decline_reason: t.exposeString('reason', { nullable: true }),
    appointment_date: t.string({
      nullable: true,
      description: "The current appointment, 'YYYY-MM-DDTHH:mm:ss.sssZ'.",
      resolve: async (r, _args, ctx) =>
        iso(await member(ctx).data.referrals.latestAppointmentOf(r)),
    }),
    source: t.exposeString('source'),
    is_fax: t.exposeBoolean('isFax'),
    is_order: t.exposeBoolean('isOrder'),
    mrn: t.exposeString('mrn', { nullable: true }),
    diagnosis: t.exposeString('diagnosis', { nullable: true }),
    comment: t.exposeString('comment', { nullable: true }),
    extra_info: t.string({
      description: 'JSON text of the custom_ fields.',
      resolve: (r) => JSON.stringify(r.extraInfo ?? {}),
    }),
    custom_form: t.field({
      type: [FormAttribute],
      description:
        "The receiving clinic's form the referral was filled on (internal within one organization, else external): the labels and kinds extra_info is read with.",
      resolve: async (r, _args, ctx) =>
        r.clinicReceiverId === null
          ? []
          : (await member(ctx).data.referrals.formFor(r.clinicReferrerId, r.clinicReceiverId))
              .attributes,
    }),
    sent_at: t.string({ nullable: true, resolve: (r) => iso(r.sentAt) }),
    updated_at: t.string({ resolve: (r) => r.updatedAt.toISOString() }),
    patient: t.field({
      type: Patient,
      nullable: true,
      resolve: async (r, _args, ctx) => {
        const { actor, data } = member(ctx);
        const row = await data.referrals.patient(r.patientId);
        // The full SSN only while the referring clinic still edits the draft in the wizard.
        const revealSsn = r.status === 'draft' && viewerOf(actor, r) === 'referrer';
        return row ? { row, revealSsn } : null;
      },
    }),
    provider: t.field({
      type: Provider,
      nullable: true,
      resolve: (r, _args, ctx) => member(ctx).data.providers.ofAuthorizedReferral(r.providerId),
    }),
    referrer_provider: t.field({
      type: Provider,
      nullable: true,
      resolve: (r, _args, ctx) =>
        member(ctx).data.providers.ofAuthorizedReferral(r.referrerProviderId),
    }),
    receiver: t.field({
      type: ReceiverClinic,
      nullable: true,
      resolve: async (r, _args, ctx) =>
        (await member(ctx).data.referrals.receiverClinic(r.clinicReceiverId)) ?? null,
    }),
    referrer: t.field({
      type: ReferrerClinic,
      nullable: true,
      resolve: async (r, _args, ctx) =>
        (await member(ctx).data.referrals.receiverClinic(r.clinicReferrerId)) ?? null,
    }),
    same_organization: t.boolean({
      resolve: async (r, _args, ctx) => {
        const { data } = member(ctx);
        const [from, to] = await Promise.all([
          data.referrals.receiverClinic(r.clinicReferrerId),
          data.referrals.receiverClinic(r.clinicReceiverId),
        ]);
        return isSameOrganization(from?.organizationName, to?.organizationName);
      },
    }),
    referrer_metadata: t.field({
      type: ReferrerMetadata,
      nullable: true,
      resolve: (r) => r.referrerMetadata ?? null,
    }),
    approver_name: t.string({
      nullable: true,
      description:
        "Orders past draft and pending approval: the approving provider's name (null until approved).",
      resolve: async (r, _args, ctx) => {
        // Approved with a signature (issue 7): the provider who signed.
        const approval = await approvalOf(member(ctx).data.orders, r);
        if (approval) return approval.name;
        if (
          r.approverUserId === null ||
          !isOrderApprovalShown({ is_order: r.isOrder, status: r.status })
        )
          return null;
        const provider = await member(ctx).data.providers.ofAuthorizedReferral(r.providerId);
        // The approver is the order's provider user; anyone else is not shown as its approver.
        if (provider?.userId !== r.approverUserId) return null;
        return providerDisplayName({
          title: provider.title,
          firstname: provider.firstname,
          lastname: provider.lastname,
          is_default: provider.isDefault,
        });
      },
    }),
    signature_url: t.string({
      nullable: true,
      description:
        "The approver's signature image (GET with the session) once the order is past pending approval; null when approved without one.",
      resolve: async (r, _args, ctx) =>
        (await approvalOf(member(ctx).data.orders, r))?.signatureUrl ?? null,
    }),
    can_edit_patient: t.boolean({
      description: "The viewer may use 'Edit Patient Demographics'.",
      resolve: async (r, _args, ctx) => (await editsOf(r, ctx)).patient,
    }),
    can_update_information: t.boolean({
      description: "The viewer may use 'Update Referral Information'.",
      resolve: async (r, _args, ctx) => (await editsOf(r, ctx)).information,
    }),
    can_update_source: t.boolean({
      description: "The viewer may use 'Update Referral Source'.",
      resolve: async (r, _args, ctx) => (await editsOf(r, ctx)).source,
    }),
    viewer: t.string({
      description: 'referrer | receiver',
      resolve: (r, _args, ctx) => viewerOf(member(ctx).actor, r),
    }),
  }),
});
