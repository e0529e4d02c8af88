import { ClinicsDirectoryPage } from '../features/public-referrals/ClinicsDirectoryPage';
import { PublicProviders } from '../features/public-referrals/PublicProviders';

/** directory: the public clinics (no sign-in). */
export default function PublicDirectoryRoute() {
  return (
    <PublicProviders>
      <ClinicsDirectoryPage />
    </PublicProviders>
  );
}
