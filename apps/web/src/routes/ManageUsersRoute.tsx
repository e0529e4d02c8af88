import { RequireAdmin } from '../features/admin-lists/common/RequireAdmin';
import { UserListPage } from '../features/admin-lists/users/UserListPage';

export default function ManageUsersRoute() {
  return (
    <RequireAdmin>
      <UserListPage />
    </RequireAdmin>
  );
}
