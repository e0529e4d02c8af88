import { OUTBOUND_FAX_MSG } from '@app/shared';
import { builder } from '../../graphql/builder.js';
import { actionContext, member } from '../../graphql/context.js';
import { AppError } from '../../lib/app-error.js';
import { clampLimit, clampOffset } from '../catalog/sql.js';
import { assertMaySeeAllFaxes } from './faxes.policy.js';
import type { OutboundFaxView } from './faxes.repo.js';
import { FaxResendRefused, resendFax } from './resend-fax.js';

/** The outbound fax list (spec 3 section 2.1; issue 8): admins see every fax and re-send failed ones. */

interface ClinicRef {
  id: number;
  name: string;
}

const FaxClinic = builder.objectRef<ClinicRef>('FaxClinic').implement({
  fields: (t) => ({ id: t.exposeInt('id'), name: t.exposeString('name') }),
});

const clinicOf = (id: number | null, name: string | null): ClinicRef | null =>
  id === null || name === null ? null : { id, name };
const iso = (d: Date | null) => d?.toISOString() ?? null;
const decimal = (v: string | null) => (v === null ? null : Number(v));

const Fax = builder.objectRef<OutboundFaxView>('Fax').implement({
  fields: (t) => ({
    id: t.exposeID('uuid'),
    fax_id: t.exposeString('providerFaxId', {
      nullable: true,
      description: "The provider's id of the current submission.",
    }),
    referral_uuid: t.exposeString('referralUuid', { nullable: true }),
    receiver: t.field({
      type: FaxClinic,
      nullable: true,
      resolve: (f) => clinicOf(f.clinicReceiverId, f.receiverName),
    }),
    referrer: t.field({
      type: FaxClinic,
      nullable: true,
      description: 'The sending clinic.',
      resolve: (f) => clinicOf(f.clinicSenderId, f.senderName),
    }),
    status: t.exposeString('status', { description: 'queued | sending | success | failure' }),
    pagesSent: t.exposeInt('pagesSent'),
    units: t.float({ nullable: true, resolve: (f) => decimal(f.units) }),
    costPerUnit: t.float({ nullable: true, resolve: (f) => decimal(f.costPerUnit) }),
    submitTime: t.string({ nullable: true, resolve: (f) => iso(f.submitTime) }),
    completionTime: t.string({ nullable: true, resolve: (f) => iso(f.completionTime) }),
    updated_at: t.string({ resolve: (f) => f.updatedAt.toISOString() }),
    attemptsMade: t.exposeInt('attemptsMade'),
    error: t.exposeString('error', { nullable: true }),
    can_resend: t.boolean({
      description: 'Only a failed fax can be re-sent.',
      resolve: (f) => f.status === 'failure',
    }),
  }),
});

const ResendFaxResult = builder
  .objectRef<{ message: string; fax: OutboundFaxView }>('ResendFaxResult')
  .implement({
    fields: (t) => ({
      message: t.exposeString('message'),
      fax: t.field({ type: Fax, resolve: (r) => r.fax }),
    }),
  });

builder.queryField('faxes', (t) =>
  t.field({
    type: [Fax],
    extensions: { access: 'admin' },
    description: 'Every outbound fax, newest first; status: queued | sending | success | failure.',
    args: {
      status: t.arg.string(),
      limit: t.arg.int({ defaultValue: 100 }),
      offset: t.arg.int({ defaultValue: 0 }),
    },
    resolve: (_root, args, ctx) => {
      const { actor, data } = member(ctx);
      assertMaySeeAllFaxes(actor);
      return data.faxes.list({
        status: args.status,
        limit: clampLimit(args.limit, 100),
        offset: clampOffset(args.offset),
      });
    },
  }),
);

builder.queryField('faxes_count', (t) =>
  t.int({
    extensions: { access: 'admin' },
    args: { status: t.arg.string() },
    resolve: (_root, args, ctx) => {
      const { actor, data } = member(ctx);
      assertMaySeeAllFaxes(actor);
      return data.faxes.count(args.status);
    },
  }),
);

builder.mutationField('resend_fax', (t) =>
  t.field({
    type: ResendFaxResult,
    extensions: { access: 'member' },
    description:
      "Re-sends a failed fax ('Successfully re-sent fax.'): admins any, staff their clinic's with SEND_REFERRAL (as POST /api/faxes/:uuid/resend).",
    args: { fax_id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const action = actionContext(ctx);
      try {
        const fax = await resendFax(action, String(args.fax_id));
        return { message: OUTBOUND_FAX_MSG.resent, fax: await action.data.faxes.view(fax.id) };
      } catch (e) {
        if (e instanceof FaxResendRefused) throw new AppError('INTERNAL', e.message);
        throw e;
      }
    },
  }),
);
