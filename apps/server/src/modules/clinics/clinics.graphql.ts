import { formatClinicAddress, toClinicExtraInfo } from '@app/shared';
import { builder } from '../../graphql/builder.js';
import { member } from '../../graphql/context.js';
import { AppError } from '../../lib/app-error.js';
import { Document, Organization, Specialization } from '../catalog/catalog.graphql.js';
import { parseId } from '../catalog/sql.js';
import {
  ClinicUserInputRef,
  Provider,
  ProviderInput,
  withoutNulls,
} from '../providers/providers.graphql.js';
import { ClinicRef } from '../users/users.graphql.js';
import { ClinicUser } from '../users/users-admin.graphql.js';
import { actionContext } from '../../graphql/context.js';
import type { ClinicRow, ClinicSearchSide } from './clinics.repo.js';
import { createClinic } from './create-clinic.js';
import { saveClinic } from './save-clinic.js';
import { removeClinic } from './remove-clinic.js';
import { saveClinicMinimal } from './save-clinic-minimal.js';

const Address = builder
  .objectRef<{
    line1: string | null;
    city: string | null;
    state: string | null;
    zip: string | null;
  }>('Address')
  .implement({
    fields: (t) => ({
      line1: t.exposeString('line1', { nullable: true }),
      city: t.exposeString('city', { nullable: true }),
      state: t.exposeString('state', { nullable: true }),
      zip: t.exposeString('zip', { nullable: true }),
    }),
  });

const ReferralNetworkRef = builder
  .objectRef<{ id: number; uuid: string; name: string }>('ReferralNetworkRef')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      uuid: t.exposeString('uuid'),
      name: t.exposeString('name'),
    }),
  });

const Tag = builder.objectRef<{ id: number; tag: string; immutable: boolean }>('Tag').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    tag: t.exposeString('tag'),
    immutable: t.exposeBoolean('immutable'),
  }),
});

const fullAddress = (c: ClinicRow) =>
  c.fullAddress ??
  (formatClinicAddress({
    address_line1: c.addressLine1,
    address_city: c.addressCity,
    address_state: c.addressState,
    address_zip: c.addressZip,
  }) ||
    null);

/** A clinic as an authorized viewer sees it: the root field has already checked access. */
export const Clinic = builder.objectRef<ClinicRow>('Clinic').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    uuid: t.exposeString('uuid'),
    code: t.exposeString('code'),
    name: t.exposeString('name'),
    is_order: t.exposeBoolean('isOrder'),
    can_receive: t.exposeBoolean('canReceive'),
    is_public: t.exposeBoolean('isPublic'),
    extra_info: t.string({
      description: 'JSON text {"office_phone": "...", "fax": "..."}',
      resolve: (c) => toClinicExtraInfo({ office_phone: c.officePhone, fax: c.fax }),
    }),
    office_phone: t.exposeString('officePhone', { nullable: true }),
    fax: t.exposeString('fax', { nullable: true }),
    address: t.field({
      type: Address,
      resolve: (c) => ({
        line1: c.addressLine1,
        city: c.addressCity,
        state: c.addressState,
        zip: c.addressZip,
      }),
    }),
    address_line1: t.exposeString('addressLine1', { nullable: true }),
    address_city: t.exposeString('addressCity', { nullable: true }),
    address_state: t.exposeString('addressState', { nullable: true }),
    address_zip: t.exposeString('addressZip', { nullable: true }),
    full_address: t.string({ nullable: true, resolve: fullAddress }),
    referral_network: t.field({
      type: ReferralNetworkRef,
      nullable: true,
      resolve: (c) =>
        c.referralNetworkId !== null && c.networkUuid !== null
          ? { id: c.referralNetworkId, uuid: c.networkUuid, name: c.networkName ?? '' }
          : null,
    }),
    organization: t.field({
      type: Organization,
      nullable: true,
      resolve: (c) =>
        c.organizationId !== null ? { id: c.organizationId, name: c.organizationName ?? '' } : null,
    }),
    specializations: t.field({
      type: [Specialization],
      resolve: (c, _args, ctx) => member(ctx).data.clinics.specializations(c.id),
    }),
    providers: t.field({
      type: [Provider],
      description: 'Default providers first.',
      resolve: (c, _args, ctx) => member(ctx).data.providers.ofAuthorizedClinic(c.id),
    }),
    users: t.field({
      type: [ClinicUser],
      resolve: (c, _args, ctx) => member(ctx).data.users.clinicUsers(c.id),
    }),
    clinic_users_count: t.int({
      resolve: (c, _args, ctx) => member(ctx).data.clinics.memberCount(c.id),
    }),
    tags: t.field({
      type: [Tag],
      resolve: (c, _args, ctx) => member(ctx).data.clinics.tags(c.id),
    }),
    required_documents: t.field({
      type: [Document],
      resolve: (c, _args, ctx) => member(ctx).data.clinics.documents(c.id, true),
    }),
    optional_documents: t.field({
      type: [Document],
      resolve: (c, _args, ctx) => member(ctx).data.clinics.documents(c.id, false),
    }),
    creator_id: t.id({ nullable: true, resolve: (c) => c.creatorId }),
    creator_clinic_id: t.id({ nullable: true, resolve: (c) => c.creatorClinicId }),
  }),
});

const ClinicInput = builder.inputType('ClinicInput', {
  fields: (t) => ({
    id: t.id(),
    name: t.string({ required: true }),
    code: t.string(),
    referral_network_id: t.id(),
    organization_id: t.id(),
    tags: t.stringList(),
    is_order: t.boolean({ required: true }),
    can_receive: t.boolean(),
    is_public: t.boolean(),
    address_line1: t.string(),
    address_city: t.string(),
    address_state: t.string(),
    address_zip: t.string(),
    full_address: t.string(),
    extra_info: t.string(),
    providers: t.field({ type: [ProviderInput] }),
    users: t.field({ type: [ClinicUserInputRef] }),
  }),
});

const ClinicMinimalInput = builder.inputType('ClinicMinimalInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    extra_info: t.string(),
  }),
});

/** The clinic input as the shared schemas read it: absent fields undefined, lists cleaned. */
function clinicArg(c: object): Record<string, unknown> {
  const o = withoutNulls(c);
  // An explicit null here means "none" (leave the group or organization), unlike a left-out field.
  const raw = c as Record<string, unknown>;
  for (const key of ['referral_network_id', 'organization_id'] as const) {
    if (raw[key] === null) o[key] = null;
  }
  for (const key of ['providers', 'users'] as const) {
    if (Array.isArray(o[key])) o[key] = (o[key] as object[]).map(withoutNulls);
  }
  return o;
}

const idArg = (id: string | number, what = 'Clinic not found.') => {
  const n = parseId(id);
  if (n === null) throw AppError.notFound(what);
  return n;
};

builder.queryField('clinics', (t) =>
  t.field({
    type: [Clinic],
    extensions: { access: 'member' },
    args: {
      keyword: t.arg.string(),
      for_fax: t.arg.boolean(),
      order_by_column: t.arg.string(),
      order_by: t.arg.string(),
      limit: t.arg.int({ defaultValue: 25 }),
      offset: t.arg.int({ defaultValue: 0 }),
    },
    resolve: (_root, args, ctx) =>
      member(ctx).data.clinics.list({
        keyword: args.keyword,
        forFax: args.for_fax,
        orderBy: args.order_by_column,
        direction: args.order_by,
        limit: args.limit,
        offset: args.offset,
      }),
  }),
);

const ClinicSearchSideEnum = builder.enumType('ClinicSearchSide', {
  values: ['receiving', 'referring'] as const satisfies readonly ClinicSearchSide[],
  description: 'receiving: clinics that receive referrals; referring: any clinic.',
});

/** A clinic as a picker offers it: the id and name only, whatever the actor's clinics. */
const ClinicChoice = builder.objectRef<{ id: number; name: string }>('ClinicChoice').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
  }),
});

builder.queryField('clinic_search', (t) =>
  t.field({
    type: [ClinicChoice],
    description:
      "Every live clinic by name but the current one, for a referral's other party (issue 17 item 9).",
    extensions: { access: 'member' },
    args: {
      keyword: t.arg.string(),
      side: t.arg({ type: ClinicSearchSideEnum, required: true }),
      limit: t.arg.int({ defaultValue: 25 }),
    },
    resolve: (_root, args, ctx) =>
      member(ctx).data.clinics.search({
        keyword: args.keyword,
        side: args.side,
        limit: args.limit,
      }),
  }),
);

builder.queryField('clinics_count', (t) =>
  t.int({
    extensions: { access: 'member' },
    args: { keyword: t.arg.string(), for_fax: t.arg.boolean() },
    resolve: (_root, args, ctx) =>
      member(ctx).data.clinics.count({ keyword: args.keyword, forFax: args.for_fax }),
  }),
);

builder.queryField('non_affiliated_clinics', (t) =>
  t.field({
    type: [Clinic],
    extensions: { access: 'member' },
    args: { keyword: t.arg.string() },
    resolve: (_root, args, ctx) => member(ctx).data.clinics.nonAffiliated(args.keyword),
  }),
);

builder.queryField('clinic', (t) =>
  t.field({
    type: Clinic,
    extensions: { access: 'member' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => member(ctx).data.clinics.visible(idArg(args.id)),
  }),
);

builder.queryField('clinic_by_user_uuid', (t) =>
  t.field({
    type: Clinic,
    extensions: { access: 'member' },
    args: { user_uuid: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => member(ctx).data.clinics.byUserUuid(args.user_uuid),
  }),
);

builder.queryField('clinic_by_code', (t) =>
  t.field({
    type: Clinic,
    extensions: { access: 'member' },
    args: { code: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => member(ctx).data.clinics.byCode(args.code),
  }),
);

builder.mutationField('save_clinic', (t) =>
  t.field({
    type: Clinic,
    extensions: { access: 'member' },
    args: { clinic: t.arg({ type: ClinicInput, required: true }) },
    resolve: (_root, args, ctx) => saveClinic(actionContext(ctx), clinicArg(args.clinic)),
  }),
);

builder.mutationField('save_clinic_minimal', (t) =>
  t.field({
    type: ClinicRef,
    extensions: { access: 'member' },
    args: { clinic: t.arg({ type: ClinicMinimalInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const c = await saveClinicMinimal(actionContext(ctx), withoutNulls(args.clinic));
      return { id: String(c.id), name: c.name };
    },
  }),
);

builder.mutationField('save_non_affiliated_clinic', (t) =>
  t.field({
    type: Clinic,
    extensions: { access: 'member' },
    args: { clinic: t.arg({ type: ClinicInput, required: true }) },
    resolve: (_root, args, ctx) =>
      createClinic(actionContext(ctx), clinicArg(args.clinic), {
        prefix: '',
        nonAffiliate: true,
      }),
  }),
);

builder.mutationField('delete_clinic', (t) =>
  t.boolean({
    extensions: { access: 'admin' },
    args: { id: t.arg.id({ required: true }), forceDelete: t.arg.boolean({ defaultValue: false }) },
    resolve: async (_root, args, ctx) => {
      await removeClinic(actionContext(ctx), parseId(args.id), args.forceDelete ?? false);
      return true;
    },
  }),
);
