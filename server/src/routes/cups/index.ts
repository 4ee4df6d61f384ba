/**
 * Cups under /api (docs/product/cups.md): listing and reading them, registration, seeding,
 * cancelling, co-hosts, the standings and the owner's console. Each route: rate limit,
 * authenticate, validate, then one service step (services/cups) that locks the cup, authorizes,
 * acts and presents. A cup's lobbies are tournaments, played through the tournament routes.
 */
import { Router, type Request } from 'express';
import { z } from 'zod';
import { CUP_TEXT } from '@squadhub/shared';
import { currentUser } from '../../auth/passport.js';
import type { AppContext } from '../../context.js';
import { rateLimit, readsLimit } from '../../http/rate-limit.js';
import { cancelCup } from '../../services/cups/cancel.js';
import { setCupCoHosts, setLobbyCoHost } from '../../services/cups/co-hosts.js';
import { createCup } from '../../services/cups/create.js';
import { joinCupTeam, leaveCup, registerForCup, renewCupInvite } from '../../services/cups/registration.js';
import { sendCupRoomCodes } from '../../services/cups/room-codes.js';
import { seedCup } from '../../services/cups/seeding.js';
import { getCupConsole, getCupStandings } from '../../services/cups/standings.js';
import { cupView, listCups } from '../../services/cups/view.js';
import { notFound } from '../../domain/errors.js';
import { idParam } from '../../http/params.js';
import { mount } from '../mount.js';

/** The cup id of the path: 404 for anything that is no id, as for a cup that does not exist. */
const cupIdOf = (req: Request): string => idParam(req, CUP_TEXT.notFound);

export function cupsRouter(ctx: AppContext): Router {
  const router = Router();
  const reads = readsLimit(ctx);
  const ownerSteps = rateLimit(ctx, { name: 'cup-owner-steps', windowMs: 10_000, limit: 30 });
  const playerSteps = rateLimit(ctx, { name: 'cup-player-steps', windowMs: 10_000, limit: 20 });
  // Guessing invite codes: few tries per player (a code is about 49 bits).
  const inviteLimit = rateLimit(ctx, { name: 'join-cup-team-user', windowMs: 60_000, limit: 10 });

  mount(router, 'listCups', {
    limiter: reads,
    handler: async (_req, res) => {
      res.json(await listCups(ctx.db));
    },
  });
  mount(router, 'createCup', {
    limiter: rateLimit(ctx, { name: 'create-cup', windowMs: 60_000, limit: 10 }),
    handler: async (req, res, input) => {
      res.status(201).json(await createCup(ctx, currentUser(req), input.body()));
    },
  });
  mount(router, 'getCup', {
    limiter: reads,
    handler: async (req, res) => {
      res.json(await cupView(ctx.db, cupIdOf(req), req.user ?? null));
    },
  });
  mount(router, 'getCupStandings', {
    limiter: reads,
    handler: async (req, res, input) => {
      res.json(await getCupStandings(ctx, cupIdOf(req), input.query()));
    },
  });
  mount(router, 'registerForCup', {
    limiter: playerSteps,
    handler: async (req, res, input) => {
      res.status(201).json(await registerForCup(ctx, currentUser(req), cupIdOf(req), input.body()));
    },
  });
  mount(router, 'joinCupTeam', {
    limiter: inviteLimit,
    handler: async (req, res, input) => {
      res.json(await joinCupTeam(ctx, currentUser(req), cupIdOf(req), input.body().invite_code));
    },
  });
  mount(router, 'renewCupInvite', {
    limiter: playerSteps,
    handler: async (req, res) => {
      res.json(await renewCupInvite(ctx, currentUser(req), cupIdOf(req)));
    },
  });
  mount(router, 'leaveCup', {
    limiter: playerSteps,
    handler: async (req, res) => {
      res.json(await leaveCup(ctx, currentUser(req), cupIdOf(req)));
    },
  });
  mount(router, 'seedCup', {
    limiter: ownerSteps,
    handler: async (req, res, input) => {
      res.json(await seedCup(ctx, currentUser(req), cupIdOf(req), input.body().mode));
    },
  });
  mount(router, 'cancelCup', {
    limiter: ownerSteps,
    handler: async (req, res) => {
      res.json(await cancelCup(ctx, currentUser(req), cupIdOf(req)));
    },
  });
  mount(router, 'setCupCoHosts', {
    limiter: ownerSteps,
    handler: async (req, res, input) => {
      res.json(await setCupCoHosts(ctx, currentUser(req), cupIdOf(req), input.body().usernames));
    },
  });
  mount(router, 'setLobbyCoHost', {
    limiter: ownerSteps,
    handler: async (req, res, input) => {
      const lobbyId = z.uuid().safeParse(req.params.tournament_id);
      if (!lobbyId.success) throw notFound(CUP_TEXT.lobbyNotInCup);
      res.json(await setLobbyCoHost(ctx, currentUser(req), cupIdOf(req), lobbyId.data, input.body().username));
    },
  });
  mount(router, 'sendCupRoomCodes', {
    limiter: ownerSteps,
    handler: async (req, res, input) => {
      res.json(await sendCupRoomCodes(ctx, currentUser(req), cupIdOf(req), input.body()));
    },
  });
  mount(router, 'getCupConsole', {
    limiter: reads,
    handler: async (req, res) => {
      res.json(await getCupConsole(ctx, currentUser(req), cupIdOf(req)));
    },
  });
  return router;
}
