import { useLocation, useSearchParams } from 'react-router';
import { ActivationForm, ActivationPending } from '../features/auth/ActivationForm';
import { AuthLayout } from '../features/auth/AuthLayout';
import { MSG } from '@app/shared';

function stateMessage(state: unknown): string | null {
  if (state && typeof state === 'object' && 'message' in state) {
    const message = (state as { message: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  return null;
}

export default function ActivateAccountRoute() {
  const [params] = useSearchParams();
  const { state } = useLocation();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const firstname = params.get('firstname');

  return (
    <AuthLayout
      title="Activate your account"
      subtitle={firstname ? `Welcome, ${firstname}. Choose a password to finish.` : undefined}
    >
      {token ? (
        <ActivationForm link={{ email, token }} />
      ) : (
        // Reached after login answered 409 (no link at hand): explain instead of failing a check.
        <ActivationPending message={stateMessage(state) ?? MSG.activationLinkInvalid} />
      )}
    </AuthLayout>
  );
}
