import { describe, expect, it } from 'vitest';
import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import type { Tournament } from '@squadhub/shared';
import { queryKeys } from '../../lib/queryClient';
import { newerTournament, patchTournament, removeTournament } from './queries';

/** A live copy (no `viewer` block) of an open tournament. */
const t = (id: string, current_players = 1, version = 1, over: Partial<Tournament> = {}) =>
  ({
    id,
    title: id,
    current_players,
    version,
    max_players: 12,
    approval_status: 'approved',
    entries_stopped: false,
    is_finalized: false,
    has_room_details: false,
    status: 'upcoming',
    series: null,
    teams: [],
    ...over,
  }) as unknown as Tournament;

function seeded() {
  const client = new QueryClient();
  client.setQueryData<InfiniteData<Tournament[], number>>([...queryKeys.tournaments, 'list', 'tok'], {
    pages: [[t('a'), t('b')], [t('c')]],
    pageParams: [0, 60],
  });
  client.setQueryData<Tournament[]>([...queryKeys.myTournaments, 'tok'], [t('b')]);
  // The modal's single tournament lives under the same key prefix and must be left alone.
  client.setQueryData<Tournament>(queryKeys.tournament('b'), t('b', 9));
  return client;
}

describe('live patches of the cached tournament lists', () => {
  it('replaces a tournament in paged and plain lists, leaving single-tournament data alone', () => {
    const client = seeded();
    expect(patchTournament(client, t('b', 3))).toBe(true);
    const grid = client.getQueryData<InfiniteData<Tournament[]>>([...queryKeys.tournaments, 'list', 'tok']);
    expect(grid?.pages[0]?.[1]?.current_players).toBe(3);
    expect(client.getQueryData<Tournament[]>([...queryKeys.myTournaments, 'tok'])?.[0]?.current_players).toBe(3);
    expect(client.getQueryData<Tournament>(queryKeys.tournament('b'))?.current_players).toBe(9);
  });

  it('reports an unknown tournament so the caller refetches', () => {
    expect(patchTournament(seeded(), t('zzz', 1))).toBe(false);
  });

  it("patches, but asks for a refetch, when a live copy may change the cards' viewer block", () => {
    const client = seeded();
    expect(patchTournament(client, t('b', 3, 2, { entries_stopped: true }), 'me')).toBe(false);
    const grid = client.getQueryData<InfiniteData<Tournament[]>>([...queryKeys.tournaments, 'list', 'tok']);
    expect(grid?.pages[0]?.[1]).toMatchObject({ entries_stopped: true, version: 2 });
    // The last seat taken: nobody can join any more.
    expect(patchTournament(client, t('b', 12, 3, { entries_stopped: true }), 'me')).toBe(false);
    // A copy that carries its own `viewer` block (an answer, not a live copy) is taken as it is.
    const answer = { ...t('b', 4, 4), viewer: {} } as Tournament;
    expect(patchTournament(client, answer, 'me')).toBe(true);
  });

  it('removes a deleted tournament from every list', () => {
    const client = seeded();
    removeTournament(client, 'b');
    const grid = client.getQueryData<InfiniteData<Tournament[]>>([...queryKeys.tournaments, 'list', 'tok']);
    expect(grid?.pages.flat().map((x) => x.id)).toEqual(['a', 'c']);
    expect(client.getQueryData<Tournament[]>([...queryKeys.myTournaments, 'tok'])).toEqual([]);
  });

  it('keeps the newest copy when live updates arrive out of order', () => {
    const client = seeded();
    const grid = () => client.getQueryData<InfiniteData<Tournament[]>>([...queryKeys.tournaments, 'list', 'tok']);
    expect(patchTournament(client, t('b', 5, 3))).toBe(true);
    // Version 2 was sent before version 3 (say by another server instance) but arrives after it.
    expect(patchTournament(client, t('b', 4, 2))).toBe(true);
    expect(grid()?.pages[0]?.[1]).toMatchObject({ current_players: 5, version: 3 });
    expect(client.getQueryData<Tournament[]>([...queryKeys.myTournaments, 'tok'])?.[0]?.current_players).toBe(5);
    // The same version again changes nothing it disagrees with; a newer one wins.
    patchTournament(client, t('b', 5, 3));
    patchTournament(client, t('b', 6, 4));
    expect(grid()?.pages[0]?.[1]).toMatchObject({ current_players: 6, version: 4 });
  });
});

describe('newerTournament', () => {
  it('takes the incoming copy unless it is older than the cached one', () => {
    expect(newerTournament(undefined, t('a', 1, 1))).toMatchObject({ version: 1 });
    expect(newerTournament(t('a', 1, 1), t('a', 2, 2))).toMatchObject({ current_players: 2 });
    expect(newerTournament(t('a', 2, 2), t('a', 1, 1))).toMatchObject({ current_players: 2 });
    expect(newerTournament(t('a', 2, 2), t('a', 3, 2))).toMatchObject({ current_players: 3 });
  });
});
