import { ReferralGroupListPage } from '../features/admin-lists/referral-groups/ReferralGroupListPage';

export default function ManageReferralGroupsRoute() {
  return <ReferralGroupListPage />;
}
