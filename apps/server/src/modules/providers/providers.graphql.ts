import { providerDisplayName } from '@app/shared';
import { builder } from '../../graphql/builder.js';
import { member } from '../../graphql/context.js';
import { AppError } from '../../lib/app-error.js';
import { Document, DocumentQuestion } from '../catalog/catalog.graphql.js';
import { parseId } from '../catalog/sql.js';
import { actionContext } from '../../graphql/context.js';
import { canSeeClinic } from '../auth/clinic-access.js';
import { ClinicRef } from '../users/users.graphql.js';
import { ClinicUser } from '../users/users-admin.graphql.js';
import type { ProviderDocumentView, ProviderView } from './providers.repo.js';
import { removeProvider } from './remove-provider.js';
import { saveClinicProvider, saveProvider } from './save-provider.js';

/** Implemented by the users module; referenced by name because it does not export it. */
export const ClinicUserInputRef = 'ClinicUserInput' as unknown as ReturnType<
  typeof builder.inputRef<Record<string, unknown>>
>;

const ProviderDocument = builder.objectRef<ProviderDocumentView>('ProviderDocument').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    required: t.exposeBoolean('required'),
    document: t.field({ type: Document, resolve: (d) => d.document }),
    question: t.field({ type: DocumentQuestion, nullable: true, resolve: (d) => d.question }),
  }),
});

export const Provider = builder.objectRef<ProviderView>('Provider').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    uuid: t.exposeString('uuid'),
    title: t.exposeString('title', { nullable: true }),
    display_name: t.string({
      resolve: (p) =>
        providerDisplayName({
          title: p.title,
          firstname: p.firstname,
          lastname: p.lastname,
          is_default: p.isDefault,
        }),
    }),
    firstname: t.exposeString('firstname'),
    lastname: t.exposeString('lastname', { nullable: true }),
    can_receive: t.exposeBoolean('canReceive'),
    is_default: t.exposeBoolean('isDefault'),
    has_user_provider: t.boolean({ resolve: (p) => p.userId !== null }),
    /** The provider user, for members of the provider's clinic (and admins). */
    user: t.field({
      type: ClinicUser,
      nullable: true,
      resolve: async (p, _args, ctx) => {
        const { actor, data } = member(ctx);
        if (p.userId === null || !canSeeClinic(actor, p.clinicId)) return null;
        try {
          return await data.users.clinicUser(p.clinicId, p.userId);
        } catch (e) {
          if (e instanceof AppError && e.code === 'NOT_FOUND') return null;
          throw e;
        }
      },
    }),
    specializations: t.stringList({ resolve: (p) => p.specializations }),
    documents: t.field({ type: [ProviderDocument], resolve: (p) => p.documents }),
    clinic: t.field({
      type: ClinicRef,
      resolve: (p) => ({ id: String(p.clinicId), name: p.clinicName }),
    }),
    clinics: t.field({
      type: [ClinicRef],
      resolve: (p) => [{ id: String(p.clinicId), name: p.clinicName }],
    }),
    is_favorite: t.boolean({
      description: "In the signed-in user's Favorites.",
      resolve: (p, _args, ctx) => member(ctx).data.providers.isFavorite(p.id),
    }),
  }),
});

const OptionalDocumentInput = builder.inputType('OptionalDocumentInput', {
  fields: (t) => ({
    document: t.string({ required: true }),
    question: t.string({ required: true }),
  }),
});

export const ProviderInput = builder.inputType('ProviderInput', {
  fields: (t) => ({
    uuid: t.string(),
    title: t.string(),
    firstname: t.string({ required: true }),
    lastname: t.string(),
    can_receive: t.boolean(),
    is_default: t.boolean(),
    specializations: t.stringList(),
    required_documents: t.stringList(),
    optional_documents: t.field({ type: [OptionalDocumentInput] }),
    user: t.field({ type: ClinicUserInputRef }),
  }),
});

/** GraphQL sends absent optional fields as null; the shared schemas apply their defaults. */
export const withoutNulls = (o: object): Record<string, unknown> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined));

const clinicIdArg = (id: string | number) => {
  const n = parseId(id);
  if (n === null) throw AppError.notFound('Clinic not found.');
  return n;
};

builder.queryField('providers_by_clinic_id', (t) =>
  t.field({
    type: [Provider],
    extensions: { access: 'member' },
    args: { clinic_id: t.arg.id({ required: true }), keyword: t.arg.string() },
    resolve: (_root, args, ctx) =>
      member(ctx).data.providers.byClinic(clinicIdArg(args.clinic_id), args.keyword),
  }),
);

builder.queryField('providers', (t) =>
  t.field({
    type: [Provider],
    extensions: { access: 'member' },
    description:
      'Providers the actor can send a referral to from their current clinic (Find Provider).',
    args: { keyword: t.arg.string() },
    resolve: (_root, args, ctx) => member(ctx).data.providers.receiving(args.keyword),
  }),
);

builder.queryField('providers_favorite', (t) =>
  t.field({
    type: [Provider],
    extensions: { access: 'member' },
    resolve: (_root, _args, ctx) => member(ctx).data.providers.favorites(),
  }),
);

builder.queryField('providers_most_recent', (t) =>
  t.field({
    type: [Provider],
    extensions: { access: 'member' },
    description: 'Newest first, at most 10.',
    resolve: (_root, _args, ctx) => member(ctx).data.providers.mostRecent(),
  }),
);

builder.mutationField('save_favorite_provider', (t) =>
  t.boolean({
    extensions: { access: 'member' },
    description: 'Adds (favorite: true) or removes a favorite; answers the new state.',
    args: {
      provider_id: t.arg.id({ required: true }),
      favorite: t.arg.boolean({ required: true }),
    },
    resolve: (_root, args, ctx) => {
      const id = parseId(args.provider_id);
      if (id === null) throw AppError.notFound('Provider not found.');
      return member(ctx).data.providers.setFavorite(id, args.favorite);
    },
  }),
);

builder.mutationField('save_clinic_provider', (t) =>
  t.field({
    type: Provider,
    extensions: { access: 'member' },
    args: {
      clinic_id: t.arg.id({ required: true }),
      provider: t.arg({ type: ProviderInput, required: true }),
    },
    resolve: (_root, args, ctx) =>
      saveClinicProvider(
        actionContext(ctx),
        clinicIdArg(args.clinic_id),
        withoutNulls(args.provider),
      ),
  }),
);

builder.mutationField('save_provider', (t) =>
  t.field({
    type: Provider,
    extensions: { access: 'member' },
    args: { provider: t.arg({ type: ProviderInput, required: true }) },
    resolve: (_root, args, ctx) => saveProvider(actionContext(ctx), withoutNulls(args.provider)),
  }),
);

builder.mutationField('delete_provider', (t) =>
  t.boolean({
    extensions: { access: 'member' },
    args: { uuid: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await removeProvider(actionContext(ctx), args.uuid);
      return true;
    },
  }),
);
