import { ManageClinicPage } from '../features/clinic-admin/ClinicPages';

export default function ManageClinicRoute() {
  return <ManageClinicPage />;
}
