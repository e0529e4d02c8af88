import { useParams } from 'react-router';
import { RequireAdmin } from '../features/admin-lists/common/RequireAdmin';
import { ReferralGroupDetailsPage } from '../features/admin-lists/referral-groups/ReferralGroupDetailsPage';

export default function ReferralGroupDetailsRoute() {
  const { uuid = '' } = useParams();
  return (
    <RequireAdmin>
      <ReferralGroupDetailsPage key={uuid} uuid={uuid} />
    </RequireAdmin>
  );
}
