import { ReferralListTabs } from '../features/referrals/ReferralListTabs';

export default function CompletedReferralsRoute() {
  return <ReferralListTabs list="completed" />;
}
