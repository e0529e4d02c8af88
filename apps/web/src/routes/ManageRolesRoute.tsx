import { RoleListPage } from '../features/admin-lists/roles/RoleListPage';

export default function ManageRolesRoute() {
  return <RoleListPage />;
}
