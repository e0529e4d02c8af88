import { ReferralListTabs } from '../features/referrals/ReferralListTabs';

export default function DeclinedReferralsRoute() {
  return <ReferralListTabs list="declined" />;
}
