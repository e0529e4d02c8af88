import { RequireAdmin } from '../features/admin-lists/common/RequireAdmin';
import { EnrollWizard } from '../features/clinic-admin/EnrollWizard';

/** Creating a clinic with its users is for admins (docs/admin-api.md: save_clinic create). */
export default function EnrollClinicRoute() {
  return (
    <RequireAdmin>
      <EnrollWizard />
    </RequireAdmin>
  );
}
