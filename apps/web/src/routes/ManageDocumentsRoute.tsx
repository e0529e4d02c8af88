import { DocumentListPage } from '../features/admin-lists/documents/DocumentListPage';

export default function ManageDocumentsRoute() {
  return <DocumentListPage />;
}
