import { builder } from '../../graphql/builder.js';
import { actionContext, member } from '../../graphql/context.js';
import type { ReferralDocument as ReferralDocumentJson } from '@app/shared';
import { referralDocumentJson } from './document-rows.js';
import { publishReferralChanged } from '../referrals/referral-events.js';
import { removeDocument } from './remove-document.js';

/** The contract's ReferralDocument (docs/referrals-api.md). */
export const ReferralDocument = builder
  .objectRef<ReferralDocumentJson>('ReferralDocument')
  .implement({
    fields: (t) => ({
      uuid: t.exposeString('uuid'),
      name: t.exposeString('name'),
      referral_document_name: t.exposeString('referral_document_name', {
        description: "The provider document it answers, or 'misc'.",
      }),
      document_id: t.exposeID('document_id', { nullable: true }),
      type: t.exposeString('type'),
      size: t.exposeInt('size'),
      content_type: t.exposeString('content_type'),
      sha256: t.exposeString('sha256'),
      url: t.exposeString('url', { description: 'GET it for the file.' }),
      created_at: t.exposeString('created_at'),
    }),
  });

builder.queryField('referral_documents', (t) =>
  t.field({
    type: [ReferralDocument],
    extensions: { access: { member: 'any' } },
    args: { referral_uuid: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) =>
      (await member(ctx).data.documents.list(args.referral_uuid)).map(referralDocumentJson),
  }),
);

builder.mutationField('delete_referral_document', (t) =>
  t.boolean({
    extensions: { access: 'member' },
    args: {
      referral_uuid: t.arg.string({ required: true }),
      referral_document_uuid: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const action = actionContext(ctx);
      const { data } = action;
      await removeDocument(action, args.referral_uuid, args.referral_document_uuid);
      await publishReferralChanged(
        ctx.deps.events,
        await data.referrals.visible(args.referral_uuid),
      );
      return true;
    },
  }),
);
