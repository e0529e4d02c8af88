import { useParams } from 'react-router';
import { ReferralGroupDetailsPage } from '../features/admin-lists/referral-groups/ReferralGroupDetailsPage';

export default function ReferralGroupDetailsRoute() {
  const { uuid = '' } = useParams();
  return <ReferralGroupDetailsPage key={uuid} uuid={uuid} />;
}
