import { AppError } from '../../lib/app-error.js';
import { builder } from '../../graphql/builder.js';
import { actionContext, member, type GraphQLContext } from '../../graphql/context.js';
import { signatureUrl } from './approval.js';
import { updateOrderStatus } from './decide-order.js';
import type { PendingOrderRow, ProviderRow, SignatureRow } from './orders.repo.js';
import { saveSignature } from './save-signature.js';
import { setAutoApproved } from './auto-approve.js';

/** The provider portal (spec 3 sections 2.5, 3, 7; contract issue 7). */

const ProviderSignature = builder.objectRef<SignatureRow>('ProviderSignature').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    fileurl: t.string({
      description: 'The image: GET with the session cookie (/api/provider-signatures/{id}).',
      resolve: (s) => signatureUrl(s.id),
    }),
    name: t.exposeString('name'),
  }),
});

const UserProvider = builder.objectRef<ProviderRow>('UserProvider').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    auto_approved: t.exposeBoolean('autoApproved'),
    signature: t.field({
      type: ProviderSignature,
      nullable: true,
      description: 'The current signature; null while there is none.',
      resolve: async (p, _args, ctx) =>
        (await member(ctx).data.orders.currentSignature(p.id)) ?? null,
    }),
  }),
});

const PendingOrderPatientDetails = builder
  .objectRef<PendingOrderRow>('PendingOrderPatientDetails')
  .implement({
    fields: (t) => ({ birthdate: t.exposeString('birthdate', { nullable: true }) }),
  });

const PendingOrderPatient = builder.objectRef<PendingOrderRow>('PendingOrderPatient').implement({
  fields: (t) => ({
    full_name: t.string({
      resolve: (o) =>
        [o.patientFirstname, o.patientLastname].filter((s) => s && s.trim()).join(' '),
    }),
    details: t.field({ type: PendingOrderPatientDetails, resolve: (o) => o }),
  }),
});

const PendingOrderDiagnosis = builder
  .objectRef<PendingOrderRow>('PendingOrderDiagnosis')
  .implement({
    fields: (t) => ({ description: t.exposeString('diagnosis', { nullable: true }) }),
  });

const PendingOrderReferrer = builder.objectRef<PendingOrderRow>('PendingOrderReferrer').implement({
  fields: (t) => ({
    id: t.id({ resolve: (o) => String(o.referrerId ?? '') }),
    name: t.string({ resolve: (o) => o.referrerName ?? '' }),
  }),
});

const PendingOrder = builder.objectRef<PendingOrderRow>('PendingOrder').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    uuid: t.exposeString('uuid'),
    mrn: t.exposeString('mrn', { nullable: true }),
    patient: t.field({ type: PendingOrderPatient, resolve: (o) => o }),
    diagnosis: t.field({ type: PendingOrderDiagnosis, resolve: (o) => o }),
    referrer: t.field({ type: PendingOrderReferrer, resolve: (o) => o }),
    sent_at: t.string({
      nullable: true,
      description: 'ISO 8601: when the order was submitted for approval.',
      resolve: (o) => o.sentAt.toISOString(),
    }),
  }),
});

/** The signed-in provider user's provider row, or 'Provider not found.' for a mutation. */
async function myProviderOrFail(ctx: GraphQLContext): Promise<ProviderRow> {
  const p = await member(ctx).data.orders.myProvider();
  if (!p) throw AppError.notFound('Provider not found.');
  return p;
}

builder.queryField('user_provider', (t) =>
  t.field({
    type: UserProvider,
    nullable: true,
    extensions: { access: 'provider' },
    description: "The signed-in provider user's provider; null when none is linked.",
    resolve: async (_root, _args, ctx) => (await member(ctx).data.orders.myProvider()) ?? null,
  }),
);

builder.queryField('pending_orders', (t) =>
  t.field({
    type: [PendingOrder],
    extensions: { access: 'provider' },
    description: 'Orders in pending_approval this provider user may approve, oldest first.',
    resolve: async (_root, _args, ctx) => {
      const orders = member(ctx).data.orders;
      return (await orders.myProvider()) ? orders.pendingOrders() : [];
    },
  }),
);

builder.mutationField('update_order_status', (t) =>
  t.string({
    extensions: { access: 'provider' },
    description:
      "status 'order_approved' -> 'Order approved successfully'; 'not_approved' -> 'Order not approved.'. reason (declines only, optional): why, kept as the order's decline reason.",
    args: {
      uuid: t.arg.string({ required: true }),
      status: t.arg.string({ required: true }),
      reason: t.arg.string({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      updateOrderStatus(actionContext(ctx), args.uuid, args.status, args.reason),
  }),
);

builder.mutationField('save_user_provider_signature', (t) =>
  t.field({
    type: UserProvider,
    extensions: { access: 'provider' },
    description:
      "signature: a data URL of a PNG, JPEG, GIF or WebP image (at most 2,000,000 bytes); name defaults to 'Signature'.",
    args: {
      signature: t.arg.string({ required: true }),
      name: t.arg.string({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const p = await myProviderOrFail(ctx);
      await saveSignature(actionContext(ctx), p, {
        signature: args.signature,
        name: args.name,
      });
      return p;
    },
  }),
);

builder.mutationField('update_auto_approved', (t) =>
  t.field({
    type: UserProvider,
    extensions: { access: 'provider' },
    description:
      'Turns automatic approval on or off; on approves the pending orders now and arriving ones as they arrive. Refused without a signature.',
    args: { auto_approved: t.arg.boolean({ required: true }) },
    resolve: async (_root, args, ctx) =>
      setAutoApproved(actionContext(ctx), await myProviderOrFail(ctx), args.auto_approved),
  }),
);
