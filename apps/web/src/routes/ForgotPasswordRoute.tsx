import { AuthLayout } from '../features/auth/AuthLayout';
import { ForgotPasswordForm } from '../features/auth/ForgotPasswordForm';

export default function ForgotPasswordRoute() {
  return (
    <AuthLayout
      title="Forgot Password"
      subtitle="Enter your email address and we will send you a link to reset your password."
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
