/**
 * Where a tournament opens. Its address is /tournaments/:id everywhere, so it can be shared and
 * the back button leaves it. Opened from inside the app (a card, a room alert, a notification)
 * it opens over the screen the player was on, which keeps its scroll position underneath;
 * reached by a shared link or a reload without that screen, it is a page of its own.
 */
import { matchPath, useLocation, useNavigate, type Location } from 'react-router-dom';
import { API_ORIGIN } from '../../lib/api';

export const TOURNAMENT_ROUTE = '/tournaments/:id';

export const tournamentPath = (id: string) => `/tournaments/${encodeURIComponent(id)}`;

/** The address to share: the web client's own (the desktop app's server serves it too). */
export const tournamentShareUrl = (id: string) => `${API_ORIGIN || window.location.origin}${tournamentPath(id)}`;

interface OverlayState {
  /** The screen under the open tournament. */
  background: Location;
}

/** The screen under an open tournament, when it was opened from inside the app. */
export function backgroundOf(location: Location): Location | undefined {
  return (location.state as Partial<OverlayState> | null)?.background;
}

/** Opens a tournament over the current screen (one at a time: another one replaces it). */
export function useOpenTournament(): (id: string) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return (id) => {
    const under = backgroundOf(location);
    if (under)
      void navigate(tournamentPath(id), { state: { background: under } satisfies OverlayState, replace: true });
    else if (matchPath(TOURNAMENT_ROUTE, location.pathname)) void navigate(tournamentPath(id));
    else void navigate(tournamentPath(id), { state: { background: location } satisfies OverlayState });
  };
}

/** Closes a tournament opened over a screen: back to that screen, as the back button would. */
export function useCloseTournament(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    // The first entry of this tab (a restored session) has nothing to go back to.
    if (location.key !== 'default') void navigate(-1);
    else void navigate(backgroundOf(location) ?? '/', { replace: true });
  };
}
