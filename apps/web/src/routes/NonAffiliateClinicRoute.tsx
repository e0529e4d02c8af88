import { EnrollWizard } from '../features/clinic-admin/EnrollWizard';

export default function NonAffiliateClinicRoute() {
  return <EnrollWizard nonAffiliate />;
}
