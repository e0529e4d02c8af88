import { builder } from '../../../graphql/builder.js';
import type { ActionContext } from '../../../action-context.js';
import { actionContext, type GraphQLContext } from '../../../graphql/context.js';
import { Referral } from '../referral.type.js';
import type { ReferralRow } from '../referral-access.js';
import { setAppointment } from './appointment.js';
import { declineReferral } from './decline.js';
import { promoteReferral } from './promote.js';

/**
 * The lifecycle calls of docs/referrals-api.md for the detail view, over GraphQL: each answers its
 * message and the referral as it now is, so the page updates from the answer (one transport per
 * screen, no refetch). The REST calls stay for API clients; both run the same action.
 */

interface LifecycleAnswer {
  message: string;
  detail?: string;
  referral: ReferralRow;
}

const ReferralLifecycleAnswer = builder
  .objectRef<LifecycleAnswer>('ReferralLifecycleAnswer')
  .implement({
    fields: (t) => ({
      message: t.exposeString('message'),
      detail: t.string({
        nullable: true,
        description: "A second line ('This referral has been moved to your ... tab').",
        resolve: (a) => a.detail ?? null,
      }),
      referral: t.field({ type: Referral, resolve: (a) => a.referral }),
    }),
  });

const ReferralCompletionInput = builder.inputType('ReferralCompletionInput', {
  description: 'The referrer\'s completion (docs/referrals-api.md "Completion payload").',
  fields: (t) => ({
    not_applicable: t.boolean(),
    appointment_maintained: t.boolean(),
    confirm_appointment_date: t.boolean(),
    confirm_results: t.boolean(),
    appointment_date: t.string({ description: "'YYYY-MM-DD HH:mm:ss'" }),
    reason: t.string(),
  }),
});

/** Runs the action, then reads the referral as the actor now sees it. */
async function answered(
  ctx: GraphQLContext,
  uuid: string,
  act: (action: ActionContext) => Promise<{ message: string; detail?: string }>,
): Promise<LifecycleAnswer> {
  const action = actionContext(ctx);
  const { message, detail } = await act(action);
  return { message, detail, referral: await action.data.referrals.visible(uuid) };
}

builder.mutationField('promote_referral', (t) =>
  t.field({
    type: ReferralLifecycleAnswer,
    extensions: { access: 'member' },
    description:
      'PUT /api/referrals/:uuid/promote/:status: accepted, under_review, rec_completed, or ref_completed with the completion.',
    args: {
      uuid: t.arg.string({ required: true }),
      status: t.arg.string({ required: true }),
      completion: t.arg({ type: ReferralCompletionInput }),
    },
    resolve: (_root, args, ctx) =>
      answered(ctx, args.uuid, (action) =>
        promoteReferral(action, args.uuid, args.status, {
          notApplicable: args.completion?.not_applicable,
          appointmentMaintained: args.completion?.appointment_maintained,
          confirmAppointmentDate: args.completion?.confirm_appointment_date,
          confirmResults: args.completion?.confirm_results,
          appointmentDate: args.completion?.appointment_date,
          reason: args.completion?.reason,
        }),
      ),
  }),
);

builder.mutationField('decline_referral', (t) =>
  t.field({
    type: ReferralLifecycleAnswer,
    extensions: { access: 'member' },
    description: 'PUT /api/referrals/:uuid/decline: the reason is required.',
    args: { uuid: t.arg.string({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) =>
      answered(ctx, args.uuid, (action) =>
        declineReferral(action, args.uuid, { reason: args.reason }),
      ),
  }),
);

builder.mutationField('set_referral_appointment', (t) =>
  t.field({
    type: ReferralLifecycleAnswer,
    extensions: { access: 'member' },
    description: 'POST /api/referrals/:uuid/appointments: Add Appointment or Reschedule.',
    args: {
      uuid: t.arg.string({ required: true }),
      appointment_date: t.arg.string({ required: true }),
      is_reschedule: t.arg.boolean(),
    },
    resolve: (_root, args, ctx) =>
      answered(ctx, args.uuid, (action) =>
        setAppointment(action, args.uuid, {
          appointment_date: args.appointment_date,
          is_reschedule: args.is_reschedule ?? false,
        }),
      ),
  }),
);
