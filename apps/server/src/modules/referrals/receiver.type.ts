import { toClinicExtraInfo } from '@app/shared';
import { builder } from '../../graphql/builder.js';
import { member } from '../../graphql/context.js';
import { AppError } from '../../lib/app-error.js';
import { Organization } from '../catalog/catalog.graphql.js';
import { Provider } from '../providers/providers.graphql.js';
import type { ReceiverClinicView } from './receiver-clinic.repo.js';

/** The contract's ReceiverClinic: how the sending side sees a receiving clinic. */
export const ReceiverClinic = builder.objectRef<ReceiverClinicView>('ReceiverClinic').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    code: t.exposeString('code'),
    full_address: t.exposeString('fullAddress', { nullable: true }),
    extra_info: t.string({
      description: 'JSON text {"office_phone": "...", "fax": "..."}',
      resolve: (c) => toClinicExtraInfo({ office_phone: c.officePhone, fax: c.fax }),
    }),
    office_phone: t.exposeString('officePhone', { nullable: true }),
    fax: t.exposeString('fax', { nullable: true }),
    organization: t.field({
      type: Organization,
      nullable: true,
      resolve: (c) =>
        c.organizationId !== null ? { id: c.organizationId, name: c.organizationName ?? '' } : null,
    }),
    clinic_users_count: t.exposeInt('clinicUsersCount'),
    is_order: t.exposeBoolean('isOrder'),
    is_fax: t.exposeBoolean('isFax', { description: 'No users and a fax number.' }),
    has_provider_user: t.exposeBoolean('hasProviderUser', {
      description: 'A provider of the clinic has a user who can approve orders.',
    }),
  }),
});

/** The referring clinic of a referral, as its header shows it. */
export const ReferrerClinic = builder.objectRef<ReceiverClinicView>('ReferrerClinic').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    full_address: t.exposeString('fullAddress', { nullable: true }),
    office_phone: t.exposeString('officePhone', { nullable: true }),
    fax: t.exposeString('fax', { nullable: true }),
  }),
});

/**
 * A provider's clinic as the sending side needs it. Declared here rather than with the rest of
 * Provider: it is read through the referrals data, and providers rank below referrals.
 */
builder.objectField(Provider, 'receiver', (t) =>
  t.field({
    type: ReceiverClinic,
    description: 'The clinic as the sending side needs it (order, fax, organization).',
    resolve: async (p, _args, ctx) => {
      const c = await member(ctx).data.referrals.receiverClinic(p.clinicId);
      if (!c) throw AppError.notFound('Clinic not found.');
      return c;
    },
  }),
);
