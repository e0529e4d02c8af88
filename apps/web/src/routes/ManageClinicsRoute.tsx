import { ClinicListPage } from '../features/admin-lists/clinics/ClinicListPage';
import { RequireAdmin } from '../features/admin-lists/common/RequireAdmin';

export default function ManageClinicsRoute() {
  return (
    <RequireAdmin>
      <ClinicListPage />
    </RequireAdmin>
  );
}
