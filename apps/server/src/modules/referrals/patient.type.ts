import { builder } from '../../graphql/builder.js';
import { member } from '../../graphql/context.js';
import { maskSsn, openSsn } from './patient-ssn.js';
import type { PatientRow } from './referrals.repo.js';

/** A patient as one viewer may read it: `revealSsn` decides between the full and masked SSN. */
export interface PatientView {
  row: PatientRow;
  revealSsn: boolean;
}

const PatientDetails = builder.objectRef<PatientView>('PatientDetails').implement({
  fields: (t) => ({
    phone: t.string({ nullable: true, resolve: ({ row }) => row.phone }),
    ssn: t.string({
      nullable: true,
      description:
        'Full for the referring clinic of a draft (and the one who looked it up), else ***-**-1234. Audited.',
      resolve: async ({ row, revealSsn }, _args, ctx) => {
        if (!row.ssnEncrypted) return null;
        await member(ctx).data.audit({
          action: 'patient.ssn.read',
          subjectType: 'patient',
          subjectId: row.uuid,
          requestId: ctx.requestId,
          ip: ctx.ip,
          details: { masked: !revealSsn },
        });
        return revealSsn ? openSsn(ctx.deps.crypto, row.ssnEncrypted) : maskSsn(row.ssnLast4);
      },
    }),
    birthdate: t.string({ nullable: true, resolve: ({ row }) => row.birthdate }),
    full_address: t.string({ nullable: true, resolve: ({ row }) => row.fullAddress }),
    address_line1: t.string({ nullable: true, resolve: ({ row }) => row.addressLine1 }),
    address_city: t.string({ nullable: true, resolve: ({ row }) => row.addressCity }),
    address_state: t.string({ nullable: true, resolve: ({ row }) => row.addressState }),
    address_zip: t.string({ nullable: true, resolve: ({ row }) => row.addressZip }),
    insurance_provider: t.string({ nullable: true, resolve: ({ row }) => row.insuranceProvider }),
    policy_number: t.string({ nullable: true, resolve: ({ row }) => row.policyNumber }),
  }),
});

export const Patient = builder.objectRef<PatientView>('Patient').implement({
  fields: (t) => ({
    uuid: t.string({ resolve: ({ row }) => row.uuid }),
    firstname: t.string({ resolve: ({ row }) => row.firstname }),
    lastname: t.string({ resolve: ({ row }) => row.lastname }),
    full_name: t.string({ resolve: ({ row }) => `${row.firstname} ${row.lastname}`.trim() }),
    details: t.field({ type: PatientDetails, resolve: (p) => p }),
  }),
});
