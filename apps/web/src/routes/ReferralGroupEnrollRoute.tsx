import { RequireAdmin } from '../features/admin-lists/common/RequireAdmin';
import { ReferralGroupCreatePage } from '../features/admin-lists/referral-groups/ReferralGroupCreatePage';

export default function ReferralGroupEnrollRoute() {
  return (
    <RequireAdmin>
      <ReferralGroupCreatePage />
    </RequireAdmin>
  );
}
