import { ClinicListPage } from '../features/admin-lists/clinics/ClinicListPage';

export default function ManageClinicsRoute() {
  return <ClinicListPage />;
}
