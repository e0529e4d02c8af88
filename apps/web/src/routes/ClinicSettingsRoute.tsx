import { ClinicSettingsPage } from '../features/clinic-admin/ClinicPages';

export default function ClinicSettingsRoute() {
  return <ClinicSettingsPage />;
}
