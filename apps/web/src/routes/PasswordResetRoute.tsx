import { useParams, useSearchParams } from 'react-router';
import { AuthLayout } from '../features/auth/AuthLayout';
import { ResetPasswordForm } from '../features/auth/ResetPasswordForm';

export default function PasswordResetRoute() {
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  return (
    <AuthLayout title="Reset Password" subtitle="Choose a new password for your account.">
      <ResetPasswordForm token={token} email={params.get('email') ?? ''} />
    </AuthLayout>
  );
}
