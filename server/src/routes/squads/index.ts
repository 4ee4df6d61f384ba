/**
 * Squads, check-in and the waitlist under /api (docs/product/squads.md). Each route: rate limit,
 * authenticate, validate (the tournament of the path must be one the viewer may see, else 404),
 * then one service step (services/squads) that locks the tournament, authorizes, acts and presents.
 */
import { Router, type Request } from 'express';
import { currentUser } from '../../auth/passport.js';
import type { AppContext } from '../../context.js';
import { rateLimit, readsLimit } from '../../http/rate-limit.js';
import { checkIn } from '../../services/squads/check-in.js';
import { joinTeam, releaseTeam, renewTeamInvite, reserveTeam } from '../../services/squads/teams.js';
import { acceptOffer, declineOffer, getWaitlist, joinWaitlist, leaveWaitlist } from '../../services/squads/waitlist.js';
import { assertTournamentVisible } from '../../services/tournaments/load.js';
import { mount } from '../mount.js';
import { tournamentIdOf } from '../tournaments/shared.js';

export function squadsRouter(ctx: AppContext): Router {
  const router = Router();
  /** The tournament id of the path, 404 for one the viewer may not see (as GET /tournaments/{id}). */
  const tournamentId = async (req: Request): Promise<string> => {
    const id = tournamentIdOf(req);
    await assertTournamentVisible(ctx, req.user ?? null, id);
    return id;
  };
  const stepLimit = rateLimit(ctx, { name: 'squad-steps', windowMs: 10_000, limit: 30 });
  // Guessing invite codes: few tries per player, and per address so new accounts do not help.
  const inviteLimits = [
    rateLimit(ctx, { name: 'join-team-user', windowMs: 60_000, limit: 10 }),
    rateLimit(ctx, { name: 'join-team-address', windowMs: 60_000, limit: 30, keyBy: 'address' }),
  ];

  // ---- Squads ----
  mount(router, 'reserveTeam', {
    limiter: stepLimit,
    handler: async (req, res, input) => {
      const id = await tournamentId(req);
      res.status(201).json(await reserveTeam(ctx, currentUser(req), id, input.params().team_number));
    },
  });
  mount(router, 'releaseTeam', {
    limiter: stepLimit,
    handler: async (req, res, input) => {
      const id = await tournamentId(req);
      res.json(await releaseTeam(ctx, currentUser(req), id, input.params().team_number));
    },
  });
  mount(router, 'renewTeamInvite', {
    limiter: stepLimit,
    handler: async (req, res, input) => {
      const id = await tournamentId(req);
      res.json(await renewTeamInvite(ctx, currentUser(req), id, input.params().team_number));
    },
  });
  mount(router, 'joinTeam', {
    limiter: inviteLimits,
    handler: async (req, res, input) => {
      const id = await tournamentId(req);
      res.json(await joinTeam(ctx, currentUser(req), id, input.body().invite_code));
    },
  });

  // ---- Check-in ----
  mount(router, 'checkIn', {
    limiter: stepLimit,
    handler: async (req, res) => {
      const id = await tournamentId(req);
      res.json(await checkIn(ctx, currentUser(req), id));
    },
  });

  // ---- Waitlist ----
  mount(router, 'getWaitlist', {
    limiter: readsLimit(ctx),
    handler: async (req, res) => {
      const id = await tournamentId(req);
      res.json(await getWaitlist(ctx, currentUser(req), id));
    },
  });
  mount(router, 'joinWaitlist', {
    limiter: stepLimit,
    handler: async (req, res) => {
      const id = await tournamentId(req);
      res.json(await joinWaitlist(ctx, currentUser(req), id));
    },
  });
  mount(router, 'leaveWaitlist', {
    limiter: stepLimit,
    handler: async (req, res) => {
      const id = await tournamentId(req);
      res.json(await leaveWaitlist(ctx, currentUser(req), id));
    },
  });
  mount(router, 'acceptWaitlistOffer', {
    limiter: stepLimit,
    handler: async (req, res) => {
      const id = await tournamentId(req);
      res.json(await acceptOffer(ctx, currentUser(req), id));
    },
  });
  mount(router, 'declineWaitlistOffer', {
    limiter: stepLimit,
    handler: async (req, res) => {
      const id = await tournamentId(req);
      res.json(await declineOffer(ctx, currentUser(req), id));
    },
  });

  return router;
}
