import { AdminReferralList } from '../features/referrals/admin-lists/AdminReferralList';
import { ADMIN_REFERRALS_LIST } from '../features/referrals/admin-lists/adminLists';

export default function ManageReferralsRoute() {
  return <AdminReferralList def={ADMIN_REFERRALS_LIST} />;
}
