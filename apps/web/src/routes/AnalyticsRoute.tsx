import { AnalyticsPage } from '../features/reporting/analytics/AnalyticsPage';

export default function AnalyticsRoute() {
  return <AnalyticsPage />;
}
