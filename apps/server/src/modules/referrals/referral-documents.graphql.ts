import { member } from '../../graphql/context.js';
import { builder } from '../../graphql/builder.js';
import { ReferralDocument } from '../documents/documents.graphql.js';
import { referralDocumentJson } from '../documents/document-rows.js';
import { Referral } from './referral.type.js';

// A referral's documents: the field lives with the referral type, so documents (ranked below
// referrals) need not know it.
builder.objectField(Referral, 'documents', (t) =>
  t.field({
    type: [ReferralDocument],
    resolve: async (r, _args, ctx) =>
      (await member(ctx).data.documents.ofReferrals([r.id])).map(referralDocumentJson),
  }),
);
