import { RequireAdmin } from '../features/admin-lists/common/RequireAdmin';
import { DocumentListPage } from '../features/admin-lists/documents/DocumentListPage';

export default function ManageDocumentsRoute() {
  return (
    <RequireAdmin>
      <DocumentListPage />
    </RequireAdmin>
  );
}
