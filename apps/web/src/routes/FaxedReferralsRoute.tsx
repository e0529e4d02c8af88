import { ReferralListTabs } from '../features/referrals/ReferralListTabs';

export default function FaxedReferralsRoute() {
  return <ReferralListTabs list="faxed" />;
}
