/**
 * Answers and routes of squads, check-in and the waitlist (docs/product/squads.md): a captain
 * reserves a team and invites their squad, seated players check in before a scheduled start, and
 * players wait in line for a seat that frees. Every route on a tournament answers 404 for a
 * tournament the viewer may not see, as GET /tournaments/{id} does.
 */
import { z } from 'zod';
import { uuidParam } from '../common.js';
import { joinTeamSchema, teamParams } from '../play.js';
import { timestamp } from './common.js';
import { defineRoutes } from './contract.js';
import { tournamentSchema } from './tournaments.js';

// ---- Answers ---------------------------------------------------------------------------------

/** The captain's own answer of a reserve or a new invite: the only place the code ever appears. */
export const teamInviteSchema = z
  .strictObject({
    tournament: tournamentSchema,
    invite_code: z.string().describe('Shown once, to the captain only; the server keeps only its hash.'),
    invite_url: z.string().describe('`/tournaments/{id}?invite=CODE`, on the address the product is served from.'),
    expires_at: timestamp().describe("When the team's free slots stop being held for the squad."),
  })
  .meta({ id: 'TeamInvite' });

export const waitlistOfferSchema = z
  .strictObject({ team_number: z.int().min(1), slot_index: z.int().min(0), expires_at: timestamp() })
  .meta({ id: 'WaitlistOffer' });

export const waitlistSchema = z
  .strictObject({
    count: z.int().min(0).describe('Players in the queue.'),
    position: z.int().min(1).nullable().describe("The viewer's own place in the queue (1 is next), or null."),
    offer: waitlistOfferSchema.nullable().describe('The seat offered to the viewer right now, if any.'),
    entries: z.array(z.string()).optional().describe('Usernames in queue order: only for the creator and admins.'),
  })
  .meta({ id: 'Waitlist' });

// ---- Routes ----------------------------------------------------------------------------------

const NOT_FOUND = 'No such tournament, or one this viewer may not see.';
const tournamentAnswer = (description: string) => ({ json: tournamentSchema, description }) as const;
const waitlistAnswer = (description: string) => ({ json: waitlistSchema, description }) as const;

export const SQUAD_ROUTES = defineRoutes([
  // ---- Squads ----
  {
    method: 'post',
    path: '/tournaments/{id}/teams/{team_number}/reserve',
    operationId: 'reserveTeam',
    tag: 'Play',
    summary: 'Reserve an empty team for your squad, taking its first slot',
    description:
      "The captain pays their own entry fee, as join-slot does; the team's other slots are held for the squad " +
      'for SQUAD_HOLD_MINUTES (never past a scheduled start).',
    access: 'user',
    rateLimited: true,
    params: teamParams,
    ok: { status: 201, json: teamInviteSchema, description: 'The team is reserved; the invite is for the captain.' },
    errors: {
      400: 'A team number outside the tournament, or a solo tournament.',
      404: NOT_FOUND,
      409: 'Entries closed, the team not empty, already seated, the start too close, or not enough coins.',
    },
  },
  {
    method: 'delete',
    path: '/tournaments/{id}/teams/{team_number}/reserve',
    operationId: 'releaseTeam',
    tag: 'Play',
    summary: "Release the team's hold (teammates already seated stay)",
    access: 'user',
    rateLimited: true,
    params: teamParams,
    ok: tournamentAnswer('The tournament, the free slots open to everyone.'),
    errors: { 403: 'Only the captain.', 404: NOT_FOUND, 409: 'The team is not reserved.' },
  },
  {
    method: 'post',
    path: '/tournaments/{id}/teams/{team_number}/invite',
    operationId: 'renewTeamInvite',
    tag: 'Play',
    summary: 'A new invite code for your squad; the old one stops working',
    access: 'user',
    rateLimited: true,
    params: teamParams,
    ok: { json: teamInviteSchema, description: 'The new invite.' },
    errors: { 403: 'Only the captain.', 404: NOT_FOUND, 409: 'The team is not reserved.' },
  },
  {
    method: 'post',
    path: '/tournaments/{id}/join-team',
    operationId: 'joinTeam',
    tag: 'Play',
    summary: "Take the next free slot of your squad's team with its invite code",
    description: 'Pays the entry fee as join-slot does. Attempts are rate limited per user and per address.',
    access: 'user',
    rateLimited: true,
    params: uuidParam,
    body: joinTeamSchema,
    ok: tournamentAnswer('The tournament with the new seat.'),
    errors: {
      404: 'No such tournament, or a wrong, renewed or expired invite code (one answer for all).',
      409: "Entries closed, already seated, the squad's team full, or not enough coins.",
    },
  },

  // ---- Check-in ----
  {
    method: 'post',
    path: '/tournaments/{id}/check-in',
    operationId: 'checkIn',
    tag: 'Play',
    summary: 'Check in to your seat',
    description:
      'Inside the window of check_in_minutes before a scheduled start; checking in twice is fine. ' +
      'At the start, every seat not checked in is freed and refunded.',
    access: 'user',
    rateLimited: true,
    params: uuidParam,
    ok: tournamentAnswer('The tournament, your seat checked in.'),
    errors: { 404: NOT_FOUND, 409: 'No check-in, outside the window, or not seated.' },
  },

  // ---- Waitlist ----
  {
    method: 'get',
    path: '/tournaments/{id}/waitlist',
    operationId: 'getWaitlist',
    tag: 'Play',
    summary: 'The waitlist: its length, your place and any seat offered to you',
    access: 'user',
    params: uuidParam,
    ok: waitlistAnswer('The queue as this viewer may see it.'),
    errors: { 404: NOT_FOUND },
  },
  {
    method: 'post',
    path: '/tournaments/{id}/waitlist',
    operationId: 'joinWaitlist',
    tag: 'Play',
    summary: 'Wait in line for a seat (no coins are taken)',
    access: 'user',
    rateLimited: true,
    params: uuidParam,
    ok: waitlistAnswer('Your place in the queue.'),
    errors: { 404: NOT_FOUND, 409: 'Entries closed, already seated or waiting, or a seat is free to take.' },
  },
  {
    method: 'delete',
    path: '/tournaments/{id}/waitlist',
    operationId: 'leaveWaitlist',
    tag: 'Play',
    summary: 'Leave the waitlist (a seat offered to you passes on)',
    access: 'user',
    rateLimited: true,
    params: uuidParam,
    ok: waitlistAnswer('The queue without you.'),
    errors: { 404: NOT_FOUND, 409: 'Not on the waitlist.' },
  },
  {
    method: 'post',
    path: '/tournaments/{id}/waitlist/accept',
    operationId: 'acceptWaitlistOffer',
    tag: 'Play',
    summary: 'Take the seat offered to you, paying the entry fee',
    description: "With too few coins it answers 409 'Insufficient coins' and the offer passes on.",
    access: 'user',
    rateLimited: true,
    params: uuidParam,
    ok: tournamentAnswer('The tournament with your seat.'),
    errors: { 404: NOT_FOUND, 409: 'No open offer (expired or passed on), entries closed, or not enough coins.' },
  },
  {
    method: 'post',
    path: '/tournaments/{id}/waitlist/decline',
    operationId: 'declineWaitlistOffer',
    tag: 'Play',
    summary: 'Pass on the seat offered to you: it goes to the next in line',
    access: 'user',
    rateLimited: true,
    params: uuidParam,
    ok: waitlistAnswer('The queue after you left it.'),
    errors: { 404: NOT_FOUND, 409: 'No open offer.' },
  },
]);
