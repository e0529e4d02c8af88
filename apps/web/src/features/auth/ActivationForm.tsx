import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { errorMessage } from '../../app/http';
import { FullPageSpinner } from '../../ui/FullPageSpinner';
import type { ActivationCheckResponse } from '@app/shared';
import { authApi } from './authApi';
import { BackToLogin } from './AuthSuccess';
import { activationResolver } from './lazyResolvers';
import { useSession } from './SessionProvider';
import { SetPasswordForm } from './SetPasswordForm';

export interface ActivationLink {
  email: string;
  token: string;
}

/** Checks the link on load; a bad link goes back to /login with the server's reason. */
function useActivationCheck({ email, token }: ActivationLink): ActivationCheckResponse | null {
  const navigate = useNavigate();
  const { setNotice } = useSession();
  const [account, setAccount] = useState<ActivationCheckResponse | null>(null);

  useEffect(() => {
    let cancelled = false;
    authApi
      .checkActivation({ email, token })
      .then((found) => {
        if (!cancelled) setAccount(found);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        setNotice({ severity: 'error', text: errorMessage(error) });
        navigate('/login', { replace: true });
      });
    return () => {
      cancelled = true;
    };
  }, [email, token, navigate, setNotice]);

  return account;
}

export function ActivationForm({ link }: { link: ActivationLink }) {
  const account = useActivationCheck(link);
  if (!account) return <FullPageSpinner label="Checking your activation link" />;
  return (
    <SetPasswordForm
      resolver={activationResolver}
      token={link.token}
      email={account.email || link.email}
      formLabel="Activate account"
      passwordLabel="Password"
      confirmLabel="Password Confirmation"
      submitLabel="Activate"
      send={authApi.activate}
      successFooter="Please login after activation."
    />
  );
}

/** Reached without a token (login answered 409): say why and offer the way back. */
export function ActivationPending({ message }: { message: string }) {
  return (
    <Stack spacing={2.5}>
      <Alert severity="info">{message}</Alert>
      <BackToLogin variant="contained" />
    </Stack>
  );
}
