/**
 * Login state. The token lives in localStorage (`token`); on load it is validated by fetching
 * the current user, and removed when the server refuses it. A token refused by any request
 * (expired, or its session ended elsewhere) logs out quietly: the screen turns into the visitor's,
 * with no error; only a player caught in the middle of an action is asked to log in again.
 * `openAuthDialog` lets any component ask for a login (e.g. clicking a slot while logged out).
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { STORAGE_KEYS, isAdmin, isSuperAdmin, type AuthResponse, type CurrentUser } from '@squadhub/shared';
import { ApiError, get, getToken, logOut, onSessionEnded } from './api';
import { screenLocale, showLanguage } from './language';
import { queryKeys } from './queryClient';
import { setSignedInHint } from './signed-in-hint';

export type AuthDialogMode = 'login' | 'register';

interface AuthState {
  token: string | null;
  user: CurrentUser | null;
  /** True while a stored token is being checked. */
  loading: boolean;
  isAdmin: boolean;
  isSuperAdmin: boolean;
  signIn(response: AuthResponse): void;
  /** Logs out: ends this session on the server (lib/api.ts `logOut`) and forgets the token. */
  signOut(): void;
  /** Forgets the token of a session that has already ended on the server (logging out everywhere). */
  forgetSession(): void;
  authDialog: AuthDialogMode | null;
  openAuthDialog(mode?: AuthDialogMode): void;
  closeAuthDialog(): void;
}

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState<string | null>(() => getToken());
  const [authDialog, setAuthDialog] = useState<AuthDialogMode | null>(null);

  const me = useQuery({
    queryKey: [...queryKeys.me, token],
    enabled: !!token,
    staleTime: 30_000,
    queryFn: async () => {
      try {
        return await get('/auth/me');
      } catch (err) {
        // A stored token the server refuses is removed (docs/product/accounts.md#the-stored-token).
        if (err instanceof ApiError && err.status === 401) {
          localStorage.removeItem(STORAGE_KEYS.token);
          setToken(null);
        }
        throw err;
      }
    },
  });

  const signIn = useCallback(
    (response: AuthResponse) => {
      localStorage.setItem(STORAGE_KEYS.token, response.access_token);
      queryClient.setQueryData([...queryKeys.me, response.access_token], response.user);
      setToken(response.access_token);
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'me' });
    },
    [queryClient],
  );

  const forgetSession = useCallback(() => {
    localStorage.removeItem(STORAGE_KEYS.token);
    setToken(null);
    queryClient.removeQueries({ queryKey: queryKeys.me });
    void queryClient.invalidateQueries();
  }, [queryClient]);

  const signOut = useCallback(() => {
    void logOut();
    forgetSession();
  }, [forgetSession]);

  // Whatever ends or starts the login (this tab's sign-in or out, a refused token), the page's next
  // load tells the server so, for its first screen.
  useEffect(() => setSignedInHint(!!token), [token]);

  // api.ts has already forgotten the refused token and answered the request as for a visitor.
  useEffect(
    () =>
      onSessionEnded(({ action }) => {
        forgetSession();
        if (action) setAuthDialog('login');
      }),
    [forgetSession],
  );

  const user = token ? (me.data ?? null) : null;

  // The account's language is the player's choice on every device they log in on.
  const accountLanguage = user?.language ?? null;
  useEffect(() => {
    if (accountLanguage && accountLanguage !== screenLocale()) void showLanguage(accountLanguage);
  }, [accountLanguage]);
  const value = useMemo<AuthState>(
    () => ({
      token,
      user,
      loading: !!token && me.isPending,
      isAdmin: isAdmin(user),
      isSuperAdmin: isSuperAdmin(user),
      signIn,
      signOut,
      forgetSession,
      authDialog,
      openAuthDialog: (mode = 'login') => setAuthDialog(mode),
      closeAuthDialog: () => setAuthDialog(null),
    }),
    [token, user, me.isPending, signIn, signOut, forgetSession, authDialog],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth outside AuthProvider');
  return ctx;
}

/** Patches the cached current user in place (live balance updates). */
export function useUpdateCurrentUser() {
  const queryClient = useQueryClient();
  const { token } = useAuth();
  return useCallback(
    (patch: Partial<CurrentUser>) =>
      queryClient.setQueryData<CurrentUser>([...queryKeys.me, token], (old) => (old ? { ...old, ...patch } : old)),
    [queryClient, token],
  );
}
