import { OutboundFaxListPage } from '../features/faxes/outbound/OutboundFaxListPage';

export default function OutboundFaxesRoute() {
  return <OutboundFaxListPage />;
}
