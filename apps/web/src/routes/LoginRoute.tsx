import { AuthLayout } from '../features/auth/AuthLayout';
import { LoginForm } from '../features/auth/LoginForm';

export default function LoginRoute() {
  return (
    <AuthLayout title="Hi, Welcome Back" subtitle="Enter your credentials to continue">
      <LoginForm />
    </AuthLayout>
  );
}
