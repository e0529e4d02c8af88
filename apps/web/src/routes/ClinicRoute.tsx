import { ClinicPage } from '../features/clinic-admin/ClinicPages';

export default function ClinicRoute() {
  return <ClinicPage />;
}
