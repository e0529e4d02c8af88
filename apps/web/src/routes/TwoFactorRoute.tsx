import { AuthLayout } from '../features/auth/AuthLayout';
import { TwoFactorForm } from '../features/auth/TwoFactorForm';

export default function TwoFactorRoute() {
  return (
    <AuthLayout title="Two-Factor Verification">
      <TwoFactorForm />
    </AuthLayout>
  );
}
