import { ReferralGroupCreatePage } from '../features/admin-lists/referral-groups/ReferralGroupCreatePage';

export default function ReferralGroupEnrollRoute() {
  return <ReferralGroupCreatePage />;
}
