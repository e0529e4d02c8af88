import { useParams } from 'react-router';
import { DocumentDetailsPage } from '../features/admin-lists/documents/DocumentDetailsPage';

export default function DocumentDetailsRoute() {
  const { id = '' } = useParams();
  return <DocumentDetailsPage key={id} id={id} />;
}
