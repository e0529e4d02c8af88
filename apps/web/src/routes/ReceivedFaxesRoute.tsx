import { useLocation } from 'react-router';
import { ReceivedFaxesPage } from '../features/faxes/received/ReceivedFaxesPage';

/** /fax/received (staff) and /manage/fax/received (admin); the server decides which faxes show. */
export default function ReceivedFaxesRoute() {
  const managed = useLocation().pathname.startsWith('/manage/');
  return <ReceivedFaxesPage crumbs={managed ? [{ label: 'Faxes', to: '/manage/fax' }] : []} />;
}
