import { ReferralReviewPage } from '../features/referrals/review/ReferralReviewPage';

/** /referrals/{uuid}/review: the referral detail view with its lifecycle actions. */
export default function ReferralReviewRoute() {
  return <ReferralReviewPage />;
}
