/**
 * Cups on the client (docs/product/cups.md): the list, one cup, its standings and the owner's
 * console, kept live by the cup events; and the steps, each answering the cup as it now stands.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { CUPS_SCREEN, type ApiResponse, type CreateCupRequest } from '@squadhub/shared';
import { del, errorMessage, get, post, put } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { useSocketEvent } from '../../lib/socket';

export type Cup = ApiResponse<'get', '/cups/{id}'>;
export type CupSummary = ApiResponse<'get', '/cups'>['cups'][number];
export type CupStandings = ApiResponse<'get', '/cups/{id}/standings'>;
export type CupConsole = ApiResponse<'get', '/cups/{id}/console'>;

const keys = {
  list: ['cups'] as const,
  cup: (id: string) => ['cups', id] as const,
};

export const useCups = () => useQuery({ queryKey: keys.list, queryFn: () => get('/cups') });

export function useCup(id: string) {
  const { token } = useAuth();
  return useQuery({ queryKey: [...keys.cup(id), 'view', token], queryFn: () => get('/cups/{id}', { params: { id } }) });
}

export const useCupStandings = (id: string) =>
  useQuery({
    queryKey: [...keys.cup(id), 'standings'],
    queryFn: () => get('/cups/{id}/standings', { params: { id } }),
  });

export function useCupConsole(id: string, enabled: boolean) {
  const { token } = useAuth();
  return useQuery({
    queryKey: [...keys.cup(id), 'console', token],
    queryFn: () => get('/cups/{id}/console', { params: { id } }),
    enabled,
  });
}

/**
 * Reads the cup again when it moves (seeded, advanced, finished), and tells the player where they
 * play or how their team finished. Mounted once, on the cup's page.
 */
export function useCupLive(id: string) {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: keys.cup(id) });
  useSocketEvent('cup_updated', (e) => {
    if (e.cup_id === id) refresh();
    void client.invalidateQueries({ queryKey: keys.list });
  });
  useSocketEvent('cup_placed', (e) => {
    if (e.cup_id === id) refresh();
    toast.success(CUPS_SCREEN.live.placed(e.cup_title, e.stage, e.lobby));
  });
  useSocketEvent('cup_team_finished', (e) => {
    if (e.cup_id === id) refresh();
    if (e.prize > 0) toast.success(CUPS_SCREEN.live.won(e.cup_title, e.final_rank, e.prize));
    else toast.info(CUPS_SCREEN.live.out(e.cup_title, e.final_rank));
  });
  // Results in a lobby move the standings.
  useSocketEvent(
    'standings_updated',
    () => void client.invalidateQueries({ queryKey: [...keys.cup(id), 'standings'] }),
  );
}

type Step =
  | { kind: 'register'; team_name: string | null }
  | { kind: 'join'; invite_code: string }
  | { kind: 'invite' }
  | { kind: 'leave' }
  | { kind: 'seed'; mode: 'snake' | 'random' }
  | { kind: 'cancel' }
  | { kind: 'coHosts'; usernames: string[] }
  | { kind: 'lobbyCoHost'; tournament_id: string; username: string | null };

async function request(id: string, step: Step): Promise<{ cup: Cup; invite_code?: string | null }> {
  const params = { id };
  switch (step.kind) {
    case 'register':
      return post('/cups/{id}/register', { params, body: { team_name: step.team_name } });
    case 'invite':
      return post('/cups/{id}/invite', { params });
    case 'join':
      return { cup: await post('/cups/{id}/join', { params, body: { invite_code: step.invite_code } }) };
    case 'leave':
      return { cup: await del('/cups/{id}/registration', { params }) };
    case 'seed':
      return { cup: await post('/cups/{id}/seed', { params, body: { mode: step.mode } }) };
    case 'cancel':
      return { cup: await post('/cups/{id}/cancel', { params }) };
    case 'coHosts':
      return { cup: await put('/cups/{id}/co-hosts', { params, body: { usernames: step.usernames } }) };
    case 'lobbyCoHost':
      return {
        cup: await put('/cups/{id}/lobbies/{tournament_id}/co-host', {
          params: { id, tournament_id: step.tournament_id },
          body: { username: step.username },
        }),
      };
  }
}

const DONE: Partial<Record<Step['kind'], string>> = {
  register: CUPS_SCREEN.register.registered,
  join: CUPS_SCREEN.register.joined,
  leave: CUPS_SCREEN.team.left,
  seed: CUPS_SCREEN.owner.seeded,
  cancel: CUPS_SCREEN.owner.cancelled,
  coHosts: CUPS_SCREEN.owner.coHostsSaved,
};

/** The cup's steps: the answer replaces the cached cup; errors are toasts with the server's detail. */
export function useCupActions(id: string, onInvite: (code: string) => void) {
  const client = useQueryClient();
  const { token } = useAuth();
  return useMutation({
    mutationFn: (step: Step) => request(id, step),
    onSuccess: ({ cup, invite_code }, step) => {
      client.setQueryData([...keys.cup(id), 'view', token], cup);
      void client.invalidateQueries({ queryKey: keys.cup(id) });
      void client.invalidateQueries({ queryKey: keys.list });
      if (invite_code) onInvite(invite_code);
      const waiting = step.kind === 'register' && cup.my_team?.waitlist_position != null;
      const done = waiting ? CUPS_SCREEN.register.waitlisted : DONE[step.kind];
      if (done) toast.success(done);
    },
    onError: (err) => toast.error(errorMessage(err, CUPS_SCREEN.failed)),
  });
}

/** POST /cups: the new cup. */
export function useCreateCup(onCreated: (cup: Cup) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCupRequest) => post('/cups', { body }),
    onSuccess: (cup) => {
      void client.invalidateQueries({ queryKey: keys.list });
      toast.success(CUPS_SCREEN.create.created);
      onCreated(cup);
    },
  });
}

/** POST /cups/{id}/room-codes: every lobby its own code in one step; the console reads the lobbies again. */
export function useSendCupRoomCodes(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (lobbies: { tournament_id: string; room_code: string }[]) =>
      post('/cups/{id}/room-codes', { params: { id }, body: { lobbies } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: keys.cup(id) });
      toast.success(CUPS_SCREEN.owner.codesSent);
    },
    onError: (err) => toast.error(errorMessage(err, CUPS_SCREEN.failed)),
  });
}
