import { MyClinicPage } from '../features/clinic-admin/ClinicPages';

export default function MyClinicRoute() {
  return <MyClinicPage />;
}
