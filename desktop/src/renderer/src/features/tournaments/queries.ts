/**
 * Tournament data for the grid, the waiting card and My Account, kept live: TanStack Query
 * fetches, socket events patch the cached lists in place (numbers update without a refetch)
 * and invalidate when the server's order may change (created, deleted, unknown id). A copy
 * older than the cached one (a lower `version`) is ignored, whichever server instance sent it.
 */
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import {
  TIMINGS,
  TOURNAMENT_LIST_DEFAULT_LIMIT,
  TOURNAMENT_NOTICE,
  type LiveTournament,
  type Tournament,
} from '@squadhub/shared';
import { get } from '../../lib/api';
import { nextTask } from '../../lib/first-content';
import { useAuth } from '../../lib/auth';
import { queryKeys } from '../../lib/queryClient';
import { useSocketEvent } from '../../lib/socket';
import { hostRecordQuery } from '../hosts/queries';
import { liveView, viewerMayChange, withViewerSeat } from './seat';
import { FIRST_CARDS, isPendingApproval } from './tournamentView';

/** Every cached list of tournaments, so one event reaches all of them. */
const LIST_KEYS: QueryKey[] = [queryKeys.tournaments, queryKeys.myTournaments, queryKeys.joinedTournaments];

/** The public grid's query, paged by the server (spec order kept: pages are appended as they come). */
const tournamentListQuery = (token: string | null) =>
  infiniteQueryOptions({
    // The token is part of the key: the list differs per viewer (own and joined merged in).
    queryKey: [...queryKeys.tournaments, 'list', token],
    queryFn: ({ pageParam }) =>
      get('/tournaments', { query: { limit: String(TOURNAMENT_LIST_DEFAULT_LIMIT), offset: String(pageParam) } }),
    initialPageParam: 0,
    getNextPageParam: (last: Tournament[], pages: Tournament[][]) =>
      last.length < TOURNAMENT_LIST_DEFAULT_LIMIT ? undefined : pages.length * TOURNAMENT_LIST_DEFAULT_LIMIT,
  });

/** One tournament's full view (the tournament page and the modal: `useTournamentDetail` below). */
export const tournamentDetailQuery = (id: string, token: string | null) =>
  queryOptions({
    queryKey: [...queryKeys.tournament(id), token],
    queryFn: () => get('/tournaments/{id}', { params: { id } }),
  });

/**
 * Asks for the data of the page being opened (the grid on `/`, the tournament on its page) while
 * the app's JavaScript is still starting, instead of after React's first render: on a phone that
 * is a few hundred milliseconds earlier (docs/design/phones.md#the-app-shell). Then the records of
 * the hosts of what the first render draws (the first cards, the tournament), so their host lines
 * come with them rather than a round trip later, into cards already on screen. Settles when those
 * answers are in (at once on other pages), failed or not.
 */
export function prefetchFirstScreen(client: QueryClient, pathname: string, token: string | null): Promise<void> {
  // Asked for in a task of their own, not in the one that reads the first answer (each request
  // the page starts costs a phone's main thread a few milliseconds).
  const hosts = (usernames: string[]) =>
    nextTask()
      .then(() =>
        Promise.all([...new Set(usernames)].map((username) => client.prefetchQuery(hostRecordQuery(username)))),
      )
      .then(() => {});
  if (pathname === '/') {
    const list = tournamentListQuery(token);
    return client.prefetchInfiniteQuery(list).then(() => {
      const drawnFirst = (client.getQueryData(list.queryKey)?.pages[0] ?? [])
        .filter((t) => !isPendingApproval(t))
        .slice(0, FIRST_CARDS);
      return hosts(drawnFirst.map((t) => t.creator_username));
    });
  }
  const id = /^\/tournaments\/([^/]+)$/.exec(pathname)?.[1];
  if (!id) return Promise.resolve();
  const detail = tournamentDetailQuery(decodeURIComponent(id), token);
  return client.prefetchQuery(detail).then(() => {
    const tournament = client.getQueryData(detail.queryKey);
    return tournament ? hosts([tournament.creator_username]) : undefined;
  });
}

/** The public grid, refreshed while visible. */
export function useTournamentList() {
  const { token } = useAuth();
  return useInfiniteQuery({
    ...tournamentListQuery(token),
    // refetchIntervalInBackground stays false: the 30 s refresh runs only while the page is visible.
    refetchInterval: TIMINGS.mainListRefreshMs,
  });
}

export function useMyTournaments(refetchInterval: number = TIMINGS.pendingListRefreshMs) {
  const { token } = useAuth();
  return useQuery({
    queryKey: [...queryKeys.myTournaments, token],
    queryFn: () => get('/users/me/tournaments'),
    enabled: !!token,
    refetchInterval,
  });
}

export function useJoinedTournaments() {
  const { token } = useAuth();
  return useQuery({
    queryKey: [...queryKeys.joinedTournaments, token],
    queryFn: () =>
      get('/users/me/joined-tournaments').catch((err: unknown) => {
        // Background failures of this list are only logged (docs/product/texts.md#errors-the-client-shows).
        console.warn('joined tournaments', err);
        throw err;
      }),
    enabled: !!token,
    refetchInterval: TIMINGS.accountListsRefreshMs,
  });
}

type CachedList = Tournament[] | InfiniteData<Tournament[], number> | Tournament | undefined;

/**
 * Applies `edit` to a plain cached list or to every page of a paged one. Other data under the
 * same key prefix (a single tournament of the modal, `['tournaments', id]`) is left alone.
 */
function mapCached(data: CachedList, edit: (list: Tournament[]) => Tournament[]): CachedList {
  if (Array.isArray(data)) return edit(data);
  if (data && 'pages' in data && Array.isArray(data.pages)) return { ...data, pages: data.pages.map(edit) };
  return data;
}

/**
 * Of a cached copy and an incoming one, the one to keep: the incoming copy unless it is older.
 * Live updates may come from several server instances and cross on the way; the tournament's
 * version (raised with every change) tells which state is newer, whoever sent it.
 */
export function newerTournament<T extends Pick<Tournament, 'version'>>(cached: T | undefined, incoming: T): T {
  return cached && incoming.version < cached.version ? cached : incoming;
}

/**
 * Merges a tournament into every cached list, unless the list holds a newer version of it (a live
 * copy, without a `viewer` block, keeps the card's). True when at least one list held it (stale
 * or not), false when the caller should refetch: no list held it, or the live copy may change
 * what a card's `viewer` block says (`viewerMayChange`) for the viewer `userId`.
 */
export function patchTournament(
  client: QueryClient,
  next: Tournament | LiveTournament,
  userId?: string | null,
): boolean {
  let found = false;
  let refetch = false;
  const edit = (list: Tournament[]) => {
    const i = list.findIndex((t) => t.id === next.id);
    if (i < 0) return list;
    found = true;
    const cached = list[i]!;
    if (newerTournament(cached, next) !== next) return list;
    refetch ||= viewerMayChange(cached, next, userId);
    const copy = list.slice();
    copy[i] = { ...cached, ...next };
    return copy;
  };
  for (const key of LIST_KEYS) client.setQueriesData<CachedList>({ queryKey: key }, (data) => mapCached(data, edit));
  return found && !refetch;
}

export function removeTournament(client: QueryClient, id: string) {
  const edit = (list: Tournament[]) => list.filter((t) => t.id !== id);
  for (const key of LIST_KEYS) client.setQueriesData<CachedList>({ queryKey: key }, (data) => mapCached(data, edit));
}

export function invalidateTournamentLists(client: QueryClient) {
  for (const key of LIST_KEYS) void client.invalidateQueries({ queryKey: key });
  void client.invalidateQueries({ queryKey: queryKeys.pendingTournaments });
}

/** Keeps every tournament list live from the socket. Mount once per screen that shows lists. */
export function useTournamentLiveSync() {
  const client = useQueryClient();
  const { user } = useAuth();
  useSocketEvent('tournament_updated', (p) => {
    // Live payloads carry no viewer seat: read ours from the teams (features/tournaments/seat.ts).
    if (p.tournament && patchTournament(client, withViewerSeat(p.tournament, user?.id), user?.id)) return;
    invalidateTournamentLists(client);
  });
  useSocketEvent('tournament_created', () => invalidateTournamentLists(client));
  useSocketEvent('tournament_deleted', (p) => {
    removeTournament(client, p.tournament_id);
    void client.invalidateQueries({ queryKey: queryKeys.pendingTournaments });
  });
}

// ---- One tournament ------------------------------------------------------------------------
// Data of one open tournament, kept live: the full view (teams, slots, participants) is fetched
// once, then socket events patch it in place; the viewer's own seat is read from the teams.

export function useTournamentDetail(id: string, initial?: Tournament) {
  const { token } = useAuth();
  return useQuery({
    ...tournamentDetailQuery(id, token),
    // The card's summary (no teams) shows at once while the full view loads.
    placeholderData: initial,
    // Live events patch this view only while the modal is open: a closed modal's copy would be
    // stale when reopened, so it is dropped at once and the modal loads fresh.
    gcTime: 0,
  });
}

/**
 * Writes a fresh view of the tournament into the modal's cache and every card list (after a
 * mutation or an event), so all open screens show it without a reload.
 */
export function useSetTournament(id: string) {
  const client = useQueryClient();
  const { token, user } = useAuth();
  return (t: Tournament) => {
    const mine = withViewerSeat(t, user?.id);
    client.setQueryData<Tournament>([...queryKeys.tournament(id), token], (cached) => newerTournament(cached, mine));
    patchTournament(client, mine);
  };
}

/**
 * Live updates for an open modal; `onGone` runs when the tournament is deleted. A live copy keeps
 * the `viewer` block of the cached view, which is asked for again when the copy may change it;
 * the cached lists get the live copy itself, so they tell the same for their cards.
 */
export function useTournamentDetailLive(id: string, onGone: () => void) {
  const client = useQueryClient();
  const { token, user } = useAuth();
  useSocketEvent('tournament_updated', (p) => {
    if (p.tournament_id !== id) return;
    const key = [...queryKeys.tournament(id), token];
    const cached = client.getQueryData<Tournament>(key);
    const refetch = () => void client.invalidateQueries({ queryKey: queryKeys.tournament(id) });
    if (!cached || !p.tournament.teams.length) return refetch();
    if (p.tournament.version < cached.version) return;
    client.setQueryData<Tournament>(key, liveView(cached, p.tournament, user?.id));
    patchTournament(client, withViewerSeat(p.tournament, user?.id));
    // The cards of this tournament hold a `viewer` block too, stale by the same change.
    if (!viewerMayChange(cached, p.tournament, user?.id)) return;
    refetch();
    invalidateTournamentLists(client);
  });
  useSocketEvent('tournament_deleted', (p) => {
    if (p.tournament_id !== id) return;
    toast.info(TOURNAMENT_NOTICE.removed);
    onGone();
  });
}
