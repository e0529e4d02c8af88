import { builder } from '../../graphql/builder.js';
import { REFERRAL_READ } from '../../graphql/access.js';
import { member } from '../../graphql/context.js';
import { parseId } from '../catalog/sql.js';
import { FormAttribute } from '../forms/forms.graphql.js';
import { deleteReferral } from './delete-referral.js';
import { receivingSide } from './draft-steps.js';
import { findPatientBySsn } from './find-patient.js';
import { endorseReferral } from './lifecycle/endorse.js';
import { openReferral } from './lifecycle/open.js';
import { Patient } from './patient.type.js';
import { ReceiverClinic } from './receiver.type.js';
import { actionContext } from '../../graphql/context.js';
import { Referral, ReferralRef } from './referral.type.js';
import type { ReceivingForm as ReceivingFormView } from './referrals.repo.js';
import type { ReceiverClinicView } from './receiver-clinic.repo.js';
import { saveAnswers } from './save-answers.js';
import { saveQuickReferral } from './save-quick-referral.js';

const ReferralAnswer = builder
  .objectRef<{ name: string; question: string; answer: string }>('ReferralAnswer')
  .implement({
    fields: (t) => ({
      name: t.exposeString('name'),
      question: t.exposeString('question'),
      answer: t.exposeString('answer'),
    }),
  });

const ReferralAnswerInput = builder.inputType('ReferralAnswerInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    question: t.string({ required: true }),
    answer: t.string({ required: true, description: 'Yes or No' }),
  }),
});

const ReceivingForm = builder
  .objectRef<ReceivingFormView & { clinic: ReceiverClinicView }>('ReceivingForm')
  .implement({
    fields: (t) => ({
      form_type: t.exposeString('formType', { description: 'internal | external' }),
      same_organization: t.exposeBoolean('sameOrganization'),
      attributes: t.field({ type: [FormAttribute], resolve: (f) => f.attributes }),
      clinic: t.field({ type: ReceiverClinic, resolve: (f) => f.clinic }),
    }),
  });

const SaveReferralResult = builder
  .objectRef<Awaited<ReturnType<typeof saveQuickReferral>>>('SaveReferralResult')
  .implement({
    fields: (t) => ({
      message: t.exposeString('message'),
      referral: t.field({ type: ReferralRef, resolve: (r) => r.referral }),
    }),
  });

builder.queryField('receiving_form', (t) =>
  t.field({
    type: ReceivingForm,
    extensions: { access: 'member' },
    description:
      "The receiving clinic's form for a draft to this provider: internal within one organization, else external.",
    args: { provider_id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const action = actionContext(ctx);
      const fromClinicId = action.actor.currentClinicId;
      const { provider, receiver } = await receivingSide(
        action,
        parseId(args.provider_id),
        fromClinicId,
      );
      const form = await action.data.referrals.formOf(receiver.id, provider.sameOrganization);
      return { ...form, clinic: receiver };
    },
  }),
);

builder.queryField('referral', (t) =>
  t.field({
    type: Referral,
    extensions: { access: REFERRAL_READ },
    args: { uuid: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => member(ctx).data.referrals.visible(args.uuid),
  }),
);

builder.queryField('referral_answers', (t) =>
  t.field({
    type: [ReferralAnswer],
    extensions: { access: { member: 'any' } },
    args: { referral_uuid: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { data } = member(ctx);
      const r = await data.referrals.visible(args.referral_uuid);
      return data.referrals.answers(r.id);
    },
  }),
);

builder.objectField(Referral, 'answers', (t) =>
  t.field({
    type: [ReferralAnswer],
    description:
      "The Yes/No answers to the qualifying questions of optional documents; `name` is the document's name (its section).",
    resolve: (r, _args, ctx) => member(ctx).data.referrals.answers(r.id),
  }),
);

builder.queryField('patient_by_ssn', (t) =>
  t.field({
    type: Patient,
    nullable: true,
    extensions: { access: { member: 'any' } },
    description:
      "A patient the actor's clinics know, by full SSN; null when unknown. Rate limited and audited.",
    args: { ssn: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const row = await findPatientBySsn(actionContext(ctx), args.ssn);
      // The person typed the number: the wizard may show it back in full.
      return row ? { row, revealSsn: true } : null;
    },
  }),
);

builder.mutationField('save_referral_answers', (t) =>
  t.field({
    type: [ReferralAnswer],
    extensions: { access: 'member' },
    args: {
      referral_uuid: t.arg.string({ required: true }),
      answers: t.arg({ type: [ReferralAnswerInput], required: true }),
    },
    resolve: (_root, args, ctx) =>
      saveAnswers(
        actionContext(ctx),
        args.referral_uuid,
        args.answers.map((a) => ({ ...a })),
      ),
  }),
);

builder.mutationField('save_referral', (t) =>
  t.field({
    type: SaveReferralResult,
    extensions: { access: 'member' },
    description:
      'The Add/Edit Referral or Order quick dialog (JSON text of quickReferralSchema; uuid edits).',
    args: { params: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => saveQuickReferral(actionContext(ctx), args.params),
  }),
);

builder.mutationField('delete_referral', (t) =>
  t.boolean({
    extensions: { access: 'member' },
    description: 'Deletes a draft of the current clinic (SEND_REFERRAL).',
    args: { uuid: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => deleteReferral(actionContext(ctx), args.uuid),
  }),
);

builder.mutationField('endorse_referral', (t) =>
  t.string({
    extensions: { access: 'member' },
    description:
      "Endorse: a receiving member with SCHEDULE but not ACCEPT notifies the colleagues who can accept. Answers 'Successfully endorsed referral'.",
    args: { referral_uuid: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => endorseReferral(actionContext(ctx), args.referral_uuid),
  }),
);

builder.mutationField('open_referral', (t) =>
  t.field({
    type: Referral,
    extensions: { access: 'member' },
    description:
      'The detail view opening a referral: a sent referral opened by its receiving clinic moves to under_review (once).',
    args: { uuid: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => openReferral(actionContext(ctx), args.uuid),
  }),
);
