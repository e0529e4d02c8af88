import { RequireAdmin } from '../features/admin-lists/common/RequireAdmin';
import { RoleListPage } from '../features/admin-lists/roles/RoleListPage';

export default function ManageRolesRoute() {
  return (
    <RequireAdmin>
      <RoleListPage />
    </RequireAdmin>
  );
}
