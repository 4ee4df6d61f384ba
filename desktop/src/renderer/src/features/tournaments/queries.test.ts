import { describe, expect, it } from 'vitest';
import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import type { Tournament } from '@squadhub/shared';
import { queryKeys } from '../../lib/queryClient';
import { patchTournament, removeTournament } from './queries';

const t = (id: string, current_players = 0) => ({ id, title: id, current_players }) as Tournament;

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

  it('removes a deleted tournament from every list', () => {
    const client = seeded();
    removeTournament(client, 'b');
    const grid = client.getQueryData<InfiniteData<Tournament[]>>([...queryKeys.tournaments, 'list', 'tok']);
    expect(grid?.pages.flat().map((x) => x.id)).toEqual(['a', 'c']);
    expect(client.getQueryData<Tournament[]>([...queryKeys.myTournaments, 'tok'])).toEqual([]);
  });
});
