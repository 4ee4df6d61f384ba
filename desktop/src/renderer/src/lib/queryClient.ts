import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** False for data no live event changes (a host's record): a (re)connection leaves it be. */
      followsLiveEvents?: boolean;
    };
  }
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 5_000,
      // 4xx answers will not change on retry.
      retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});

/**
 * After the live connection opens or comes back: what it may have missed meanwhile is refetched,
 * every query live events keep fresh (those on screen at once, the others when next shown). Data
 * no event changes keeps its own staleness: refetching it too only cost a phone's first screen
 * requests and renders.
 */
export const refetchMissedEvents = (client: QueryClient): Promise<void> =>
  client.invalidateQueries({ predicate: (query) => query.meta?.followsLiveEvents !== false });

/** Query keys in one place, so socket events and mutations invalidate the right data. */
export const queryKeys = {
  me: ['me'] as const,
  tournaments: ['tournaments'] as const,
  tournament: (id: string) => ['tournaments', id] as const,
  myTournaments: ['my-tournaments'] as const,
  joinedTournaments: ['joined-tournaments'] as const,
  pendingTournaments: ['pending-tournaments'] as const,
  autoApprovalPrice: ['auto-approval-price'] as const,
  chat: (id: string) => ['chat', id] as const,
  tournamentActions: (id: string) => ['tournament-actions', id] as const,
  /** A tournament's seats with their game identities (the host console's Lobby), as of one version of it. */
  seatIdentities: (id: string, version: number) => ['seat-identities', id, version] as const,
  coinPrices: ['coin-prices'] as const,
  purchaseLinks: ['coin-purchase-links'] as const,
  myCashouts: ['my-cashouts'] as const,
  /** The money history's pages and the winnings chart: both refetch on a balance event. */
  myLedger: ['my-ledger'] as const,
  myLedgerPages: ['my-ledger', 'pages'] as const,
  myWinningsChart: ['my-ledger', 'winnings'] as const,
  adminCashouts: ['admin-cashouts'] as const,
  cashoutChat: (id: string) => ['cashout-chat', id] as const,
  adminPlayers: (search: string) => ['admin-players', search] as const,
  adminPlayer: (id: string) => ['admin-player', id] as const,
  leaderboards: ['leaderboards'] as const,
  openLobbies: ['open-lobbies'] as const,
  classImages: ['class-images'] as const,
  /** A host's public record, by username (the page, and the line of every card of that host). */
  hostRecord: (username: string) => ['host-record', username.toLowerCase()] as const,
};
