import { UserListPage } from '../features/admin-lists/users/UserListPage';

export default function ManageUsersRoute() {
  return <UserListPage />;
}
