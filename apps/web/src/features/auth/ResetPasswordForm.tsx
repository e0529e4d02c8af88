import { authApi } from './authApi';
import { resetPasswordResolver } from './lazyResolvers';
import { SetPasswordForm } from './SetPasswordForm';

export function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  return (
    <SetPasswordForm
      resolver={resetPasswordResolver}
      token={token}
      email={email}
      formLabel="Reset password"
      passwordLabel="New Password"
      confirmLabel="Confirm Password"
      submitLabel="Reset Password"
      send={authApi.resetPassword}
    />
  );
}
