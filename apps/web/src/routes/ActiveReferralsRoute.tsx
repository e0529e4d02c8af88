import { ReferralListTabs } from '../features/referrals/ReferralListTabs';
import { QuickReferralButtons } from '../features/referrals/quick/QuickReferralButtons';

export default function ActiveReferralsRoute() {
  return <ReferralListTabs list="active" sentActions={<QuickReferralButtons />} />;
}
