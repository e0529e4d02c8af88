import { ExportPage } from '../features/reporting/export/ExportPage';

export default function ExportRoute() {
  return <ExportPage />;
}
