import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from './SessionProvider';
import { landingPath, signInRefusal } from './signInRules';
import type { CurrentUser, Notice } from './types';

/** After the server accepted the user (login without 2FA, or 2FA verified): land or refuse. */
export function useCompleteSignIn(): (user: CurrentUser) => Promise<void> {
  const { signIn, signOut } = useSession();
  const navigate = useNavigate();
  return useCallback(
    async (user: CurrentUser) => {
      const refusal = signInRefusal(user);
      if (refusal) {
        await signOut({ severity: 'error', text: refusal });
        navigate('/login', { replace: true });
        return;
      }
      signIn(user);
      navigate(landingPath(user), { replace: true });
    },
    [navigate, signIn, signOut],
  );
}

/** Logout from anywhere: end the session, forget cached data, go to /login. */
export function useSignOutAndLeave(): (notice?: Notice) => Promise<void> {
  const { signOut } = useSession();
  const navigate = useNavigate();
  return useCallback(
    async (notice?: Notice) => {
      await signOut(notice);
      navigate('/login', { replace: true });
    },
    [navigate, signOut],
  );
}
