/**
 * A host's public record (docs/product/trust.md#host-record). Every card of one host shares one
 * request: the key is the username, and a minute's staleness is fine for counts that change when
 * an event ends, not while a player reads the grid.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../lib/api';
import { queryKeys } from '../../lib/queryClient';

const HOST_RECORD_STALE_MS = 60_000;

/** A host's record (its line on the cards, its page; the first screen asks for it ahead: tournaments/queries.ts). */
export const hostRecordQuery = (username: string) =>
  queryOptions({
    queryKey: queryKeys.hostRecord(username),
    queryFn: () => get('/hosts/{username}', { params: { username } }),
    staleTime: HOST_RECORD_STALE_MS,
    retry: false,
    meta: { followsLiveEvents: false },
  });

export const useHostRecord = (username: string) => useQuery(hostRecordQuery(username));
