import { AdminReferralList } from '../features/referrals/admin-lists/AdminReferralList';
import { APPOINTMENT_AGING_LIST } from '../features/referrals/admin-lists/adminLists';

export default function AppointmentAgingRoute() {
  return <AdminReferralList def={APPOINTMENT_AGING_LIST} />;
}
