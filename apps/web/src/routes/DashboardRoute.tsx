import { DashboardPage } from '../features/dashboard/DashboardPage';

export default function DashboardRoute() {
  return <DashboardPage />;
}
