/**
 * Live tournament play under /api (docs/product/api-calls.md#play): slots, entries, room code, chat, winners,
 * leaderboards and open lobbies. (GET /tournaments/{id}/participants lives in routes/tournaments.)
 * Each route: rate limit, authenticate, validate (the tournament of the path must be one the
 * viewer may see), then one named service step (services/play) that runs the transaction,
 * authorizes, acts and presents.
 */
import { Router, type Request } from 'express';
import { PLAY_TEXT, REQUEST_TEXT, leaderboardParams, type MoveQuery } from '@squadhub/shared';
import { currentClaims, currentUser } from '../../auth/passport.js';
import type { AppContext } from '../../context.js';
import { badRequest, notFound } from '../../domain/errors.js';
import { rateLimit, readsLimit } from '../../http/rate-limit.js';
import { assertTournamentVisible } from '../../services/tournaments/load.js';
import { listActions } from '../../services/play/action-log.js';
import { listChat, postChat } from '../../services/play/chat.js';
import { globalLeaderboard } from '../../services/play/leaderboards.js';
import { listOpenLobbies, postOpenLobby } from '../../services/play/lobbies.js';
import { sendRoomCode, stopEntries } from '../../services/play/room.js';
import { listSeatIdentities } from '../../services/play/seat-identities.js';
import { changeSlot } from '../../services/play/change.js';
import { joinSlot } from '../../services/play/join.js';
import { kickPlayer } from '../../services/play/kick.js';
import { leaveSlot } from '../../services/play/leave.js';
import { movePlayer } from '../../services/play/move.js';
import type { Position } from '../../services/play/seat-lifecycle.js';
import { swapPlayers } from '../../services/play/swap.js';
import { selectWinners, tournamentLeaderboard } from '../../services/play/winners.js';
import { mount } from '../mount.js';
import { disputesRouter } from './disputes.js';
import { tournamentIdOf } from '../tournaments/shared.js';

/** The old and new positions of a change-slot or move-player query. */
const fromTo = (q: MoveQuery): [Position, Position] => [
  { teamNumber: q.old_team_number, slotIndex: q.old_slot_index },
  { teamNumber: q.new_team_number, slotIndex: q.new_slot_index },
];

export function playRouter(ctx: AppContext): Router {
  const router = Router();
  /**
   * The tournament id of the path. A junk id, an unknown tournament and a pending or declined
   * one the viewer may not see all answer 404, as GET /tournaments/{id} does.
   */
  const tournamentId = async (req: Request): Promise<string> => {
    const id = tournamentIdOf(req);
    await assertTournamentVisible(ctx, req.user ?? null, id);
    return id;
  };
  const slotLimit = rateLimit(ctx, { windowMs: 10_000, limit: 30 });
  const chatLimit = rateLimit(ctx, {
    windowMs: 10_000,
    limit: 8,
    detail: PLAY_TEXT.chatTooFast,
  });
  const lobbyLimit = rateLimit(ctx, { windowMs: 60_000, limit: 10 });

  // ---- Slots ----
  mount(router, 'joinSlot', {
    limiter: slotLimit,
    handler: async (req, res, input) => {
      const id = await tournamentId(req);
      const body = input.body();
      if (body.tournament_id && body.tournament_id !== id) throw badRequest(PLAY_TEXT.tournamentIdMismatch);
      const seat = { teamNumber: body.team_number, slotIndex: body.slot_index };
      res.json(await joinSlot(ctx, currentUser(req), id, seat));
    },
  });
  mount(router, 'changeSlot', {
    limiter: slotLimit,
    handler: async (req, res, input) => {
      const id = await tournamentId(req);
      const [from, to] = fromTo(input.query());
      res.json(await changeSlot(ctx, currentUser(req), id, from, to));
    },
  });
  mount(router, 'leaveSlot', {
    limiter: slotLimit,
    handler: async (req, res) => {
      const id = await tournamentId(req);
      res.json(await leaveSlot(ctx, currentUser(req), id));
    },
  });
  mount(router, 'kickPlayer', {
    limiter: slotLimit,
    handler: async (req, res, input) => {
      const id = await tournamentId(req);
      const q = input.query();
      res.json(await kickPlayer(ctx, currentUser(req), id, { teamNumber: q.team_number, slotIndex: q.slot_index }));
    },
  });
  mount(router, 'movePlayer', {
    limiter: slotLimit,
    handler: async (req, res, input) => {
      const id = await tournamentId(req);
      const [from, to] = fromTo(input.query());
      res.json(await movePlayer(ctx, currentUser(req), id, from, to));
    },
  });
  mount(router, 'swapPlayers', {
    limiter: slotLimit,
    handler: async (req, res, input) => {
      const id = await tournamentId(req);
      const q = input.query();
      const first = { teamNumber: q.team1_number, slotIndex: q.slot1_index };
      const second = { teamNumber: q.team2_number, slotIndex: q.slot2_index };
      res.json(await swapPlayers(ctx, currentUser(req), id, first, second));
    },
  });

  // ---- Entries and room code ----
  mount(router, 'stopEntries', {
    limiter: slotLimit,
    handler: async (req, res) => {
      const id = await tournamentId(req);
      res.json(await stopEntries(ctx, currentUser(req), id));
    },
  });
  mount(router, 'sendRoomCode', {
    limiter: slotLimit,
    // The hot path of a live host: its one statement checks the session, the manager and the
    // state, and sendRoomCode checks visibility only when that statement changes nothing.
    session: 'statement',
    handler: async (req, res, input) => {
      const id = tournamentIdOf(req);
      res.json(await sendRoomCode(ctx, currentClaims(req), id, input.body()));
    },
  });

  // ---- Chat ----
  mount(router, 'listChatMessages', {
    limiter: readsLimit(ctx),
    handler: async (req, res) => {
      const id = await tournamentId(req);
      res.json({ messages: await listChat(ctx, currentUser(req), id) });
    },
  });
  mount(router, 'postChatMessage', {
    limiter: chatLimit,
    handler: async (req, res, input) => {
      const id = await tournamentId(req);
      const { message } = input.body();
      res.status(201).json(await postChat(ctx, currentUser(req), id, message));
    },
  });

  // ---- Action log ----
  mount(router, 'listSeatIdentities', {
    limiter: readsLimit(ctx),
    handler: async (req, res) => {
      const id = await tournamentId(req);
      res.json({ seats: await listSeatIdentities(ctx, currentUser(req), id) });
    },
  });
  mount(router, 'listTournamentActions', {
    limiter: readsLimit(ctx),
    handler: async (req, res) => {
      const id = await tournamentId(req);
      res.json({ actions: await listActions(ctx, req.user ?? null, id) });
    },
  });

  // ---- Winners and leaderboards ----
  mount(router, 'selectWinners', {
    limiter: slotLimit,
    handler: async (req, res, input) => {
      const id = await tournamentId(req);
      const body = input.body();
      if (body.tournament_id && body.tournament_id !== id) throw badRequest(PLAY_TEXT.tournamentIdMismatch);
      res.json(await selectWinners(ctx, currentUser(req), id, body));
    },
  });
  mount(router, 'getTournamentLeaderboard', {
    limiter: readsLimit(ctx),
    handler: async (req, res) => {
      const id = await tournamentId(req);
      res.json(await tournamentLeaderboard(ctx, req.user ?? null, id));
    },
  });
  mount(router, 'getLeaderboard', {
    limiter: readsLimit(ctx),
    handler: async (req, res) => {
      const parsed = leaderboardParams.safeParse(req.params);
      if (!parsed.success) throw notFound(REQUEST_TEXT.noRoute('GET', req.path));
      res.json(await globalLeaderboard(ctx, req.user ?? null, parsed.data.period));
    },
  });

  // ---- Open lobbies ----
  mount(router, 'listOpenLobbies', {
    limiter: readsLimit(ctx),
    handler: async (req, res) => {
      res.json({ lobbies: await listOpenLobbies(ctx, req.user ?? null) });
    },
  });
  mount(router, 'postOpenLobby', {
    limiter: lobbyLimit,
    handler: async (req, res, input) => {
      res.status(201).json(await postOpenLobby(ctx, currentUser(req), input.body()));
    },
  });

  router.use(disputesRouter(ctx));
  return router;
}
