import { useParams } from 'react-router';
import { PublicProviders } from '../features/public-referrals/PublicProviders';
import { PublicReferralFormPage } from '../features/public-referrals/PublicReferralFormPage';

/** directory/{clinic_code}: a clinic's public referral form (no sign-in). */
export default function PublicReferralFormRoute() {
  const { clinic_code: code = '' } = useParams();
  return (
    <PublicProviders>
      {/* A new clinic starts a new form (nothing of the previous one carried over). */}
      <PublicReferralFormPage key={code} clinicCode={code} />
    </PublicProviders>
  );
}
