import { RequireAdmin } from '../features/admin-lists/common/RequireAdmin';
import { ReferralGroupListPage } from '../features/admin-lists/referral-groups/ReferralGroupListPage';

export default function ManageReferralGroupsRoute() {
  return (
    <RequireAdmin>
      <ReferralGroupListPage />
    </RequireAdmin>
  );
}
