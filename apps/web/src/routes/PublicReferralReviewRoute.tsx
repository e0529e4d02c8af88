import { useParams } from 'react-router';
import { PublicProviders } from '../features/public-referrals/PublicProviders';
import { PublicReferralReview } from '../features/public-referrals/review/PublicReferralReview';

/**
 * /public/:uuid/referral/review/:code, no sign-in. The `:code` is the clinic's code (branding only;
 * the access code is typed, never in the link). Public calls go to /graphql/public through the
 * public client, with snackbars; `key` starts afresh, credentials dropped, when the link changes.
 */
export default function PublicReferralReviewRoute() {
  const { uuid = '' } = useParams();
  return (
    <PublicProviders>
      <PublicReferralReview key={uuid} referralUuid={uuid} />
    </PublicProviders>
  );
}
