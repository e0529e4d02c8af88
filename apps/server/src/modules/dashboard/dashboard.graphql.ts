import { builder } from '../../graphql/builder.js';
import { member } from '../../graphql/context.js';
import { assertMaySeePlatformTotals } from '../reporting/reporting.policy.js';

const ReferralCount = builder
  .objectRef<{ month: number; year: number; count: number }>('ReferralCount')
  .implement({
    fields: (t) => ({
      month: t.exposeInt('month'),
      year: t.exposeInt('year'),
      count: t.exposeInt('count'),
    }),
  });

const optionalId = (v: string | number | null | undefined) => (v == null ? null : Number(v));

builder.queryField('admin_referral_counts', (t) =>
  t.field({
    type: [ReferralCount],
    extensions: { access: 'admin' },
    args: {
      month: t.arg.int(),
      year: t.arg.int(),
      clinic_referrer_id: t.arg.id(),
      clinic_receiver_id: t.arg.id(),
      referrer_id: t.arg.id(),
    },
    resolve: (_root, a, ctx) => {
      const { actor, data } = member(ctx);
      assertMaySeePlatformTotals(actor);
      return data.dashboard.referralCounts({
        month: a.month,
        year: a.year,
        clinicReferrerId: optionalId(a.clinic_referrer_id),
        clinicReceiverId: optionalId(a.clinic_receiver_id),
        referrerId: optionalId(a.referrer_id),
      });
    },
  }),
);
