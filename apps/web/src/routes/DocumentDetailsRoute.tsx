import { useParams } from 'react-router';
import { RequireAdmin } from '../features/admin-lists/common/RequireAdmin';
import { DocumentDetailsPage } from '../features/admin-lists/documents/DocumentDetailsPage';

export default function DocumentDetailsRoute() {
  const { id = '' } = useParams();
  return (
    <RequireAdmin>
      <DocumentDetailsPage key={id} id={id} />
    </RequireAdmin>
  );
}
