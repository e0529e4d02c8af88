import { EnrollWizard } from '../features/clinic-admin/EnrollWizard';

/** Admin only: the shared route guard (isAdminOnlyPath) sends anyone else to their landing page. */
export default function EnrollClinicRoute() {
  return <EnrollWizard />;
}
