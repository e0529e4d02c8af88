import { useSubscription } from '@apollo/client/react';
import { emitSessionEvent } from '../auth/sessionEvents';
import { useSignOutAndLeave } from '../auth/useAuthNavigation';
import { CURRENT_USER_SUBSCRIPTION } from './graphql';

export const SIGNED_OUT_ELSEWHERE = 'You were signed out because your account signed in elsewhere.';

/**
 * Watches `current_user`: it yields null once another sign-in replaced this session, and then
 * this tab signs out too.
 */
export function SessionWatcher() {
  const signOutAndLeave = useSignOutAndLeave();
  useSubscription(CURRENT_USER_SUBSCRIPTION, {
    ignoreResults: true,
    onData: ({ data }) => {
      if (data.data && data.data.current_user === null) {
        void signOutAndLeave({ severity: 'warning', text: SIGNED_OUT_ELSEWHERE });
      }
    },
    // A refused subscription usually means the session is gone: let the session check decide.
    onError: () => emitSessionEvent('unauthorized'),
  });
  return null;
}
