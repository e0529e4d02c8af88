import { ReferralListTabs } from '../features/referrals/ReferralListTabs';

export default function ActiveReferralsRoute() {
  return <ReferralListTabs list="active" />;
}
