import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { TWO_FACTOR_EXPIRED, TWO_FACTOR_UNVERIFIED } from '@app/shared';
import { sendHeldWrites } from '../../app/heldWrites';
import { ApiError } from '../../app/http';
import { authApi } from './authApi';
import { emitSessionEvent, onSessionEvent } from './sessionEvents';
import { clearCachedUser, readCachedUser, writeCachedUser } from './userCache';
import type { CurrentUser, Notice } from './types';

/**
 * - unknown: not asked the server yet (a cached user may already be shown)
 * - signed-in: the server confirmed the session and returned the user
 * - two-factor: the session waits for its second factor
 * - signed-out: no session
 */
export type SessionStatus = 'unknown' | 'signed-in' | 'two-factor' | 'signed-out';

export interface SessionContextValue {
  status: SessionStatus;
  user: CurrentUser | null;
  /** A message for the login page (why the user was signed out, an expired link...). */
  notice: Notice | null;
  /** Asks the server who is signed in and updates the session accordingly. */
  revalidate: () => Promise<SessionStatus>;
  /** Records a user the server just returned (after 2FA, a clinic switch...). */
  signIn: (user: CurrentUser) => void;
  /**
   * Records what a login answer said: the session now waits for its e-mailed code. The 2FA page
   * then need not ask the server (which answers that state with a 403 the console shows in red).
   */
  awaitSecondFactor: () => void;
  /** Ends the session on the server and forgets everything cached locally. */
  signOut: (notice?: Notice) => Promise<void>;
  setNotice: (notice: Notice | null) => void;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export function isTwoFactorPending(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 403 &&
    (error.code === TWO_FACTOR_UNVERIFIED || error.code === TWO_FACTOR_EXPIRED)
  );
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<CurrentUser | null>(() => readCachedUser());
  const [status, setStatus] = useState<SessionStatus>('unknown');
  const [notice, setNotice] = useState<Notice | null>(null);
  // Concurrent revalidations (route guard + 401 listener) share one request.
  const pending = useRef<Promise<SessionStatus> | null>(null);
  // The revalidation callback reads the latest user without being recreated on every change.
  const userRef = useRef(user);
  useEffect(() => {
    userRef.current = user;
  }, [user]);

  const forgetUser = useCallback(() => {
    clearCachedUser();
    setUser(null);
  }, []);

  const signIn = useCallback((next: CurrentUser) => {
    writeCachedUser(next);
    setUser(next);
    setStatus('signed-in');
    emitSessionEvent('signed-in');
  }, []);

  const awaitSecondFactor = useCallback(() => {
    forgetUser();
    setStatus('two-factor');
  }, [forgetUser]);

  const revalidate = useCallback((): Promise<SessionStatus> => {
    pending.current ??= authApi
      .currentUser()
      .then((fresh): SessionStatus => {
        writeCachedUser(fresh);
        setUser(fresh);
        setStatus('signed-in');
        return 'signed-in';
      })
      .catch((error: unknown): SessionStatus => {
        if (isTwoFactorPending(error)) {
          forgetUser();
          setStatus('two-factor');
          return 'two-factor';
        }
        if (error instanceof ApiError && error.status === 0 && userRef.current) {
          // Offline or the server restarting: keep the known user rather than signing out;
          // the next request that reaches the server decides.
          setStatus('signed-in');
          return 'signed-in';
        }
        forgetUser();
        setStatus('signed-out');
        return 'signed-out';
      })
      .finally(() => {
        pending.current = null;
      });
    return pending.current;
  }, [forgetUser]);

  const signOut = useCallback(
    async (why?: Notice) => {
      // A decision still in its Undo window goes out while the session can still carry it.
      await sendHeldWrites();
      try {
        await authApi.logout();
      } catch {
        // The local session ends even if the server could not be told.
      }
      forgetUser();
      setNotice(why ?? null);
      setStatus('signed-out');
      emitSessionEvent('signed-out');
    },
    [forgetUser],
  );

  // A 401 seen anywhere (e.g. by the GraphQL client) means the session may be gone: ask again.
  useEffect(
    () =>
      onSessionEvent((event) => {
        if (event === 'unauthorized') void revalidate();
      }),
    [revalidate],
  );

  const value = useMemo<SessionContextValue>(
    () => ({ status, user, notice, revalidate, signIn, awaitSecondFactor, signOut, setNotice }),
    [status, user, notice, revalidate, signIn, awaitSecondFactor, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}

/** For components that only render inside the signed-in area. */
export function useCurrentUser(): CurrentUser {
  const { user } = useSession();
  if (!user) throw new Error('useCurrentUser needs a signed-in user');
  return user;
}
