/**
 * Answers and routes of tournaments (docs/product/tournaments.md): browsing, creating, approval,
 * managing and class images. Live play on a tournament is in ./play.ts.
 */
import { z } from 'zod';
import {
  APPROVAL_STATUSES,
  PAYOUT_HOLD_MINUTES,
  PAYOUT_STATES,
  SEAT_LOCK_REASONS,
  START_TYPES,
  TOURNAMENT_STATUSES,
  VOID_REASONS,
} from '../../constants.js';
import { POINTS_PRESET_IDS } from '../../rules/series.js';
import { uuidParam } from '../common.js';
import { NEXT_BEFORE_HEADER, pendingTournamentsQuery } from '../paging.js';
import {
  adminKickSchema,
  autoApprovalPriceQuery,
  classImageUploadSchema,
  createTournamentSchema,
  fullEditSchema,
  rescheduleSchema,
  selectTemplateImageSchema,
  tournamentListQuery,
} from '../tournaments.js';
import { coins, messageResponseSchema, timestamp } from './common.js';
import { defineRoutes } from './contract.js';

// ---- Answers ---------------------------------------------------------------------------------

export const slotSchema = z
  .strictObject({
    slot_id: z.string(),
    /** From 0. */
    slot_index: z.int().min(0),
    player_id: z.uuid().nullable(),
    player_username: z.string().nullable(),
    player_tiktok: z.string().nullable(),
    held: z
      .boolean()
      .describe('Empty, and held: for the squad of a reserved team, or offered to a player of the waitlist.'),
    checked_in: z.boolean().describe('Its player has checked in (tournaments with check-in).'),
  })
  .meta({ id: 'Slot' });

export const teamSchema = z
  .strictObject({
    team_id: z.string(),
    /** From 1. */
    team_number: z.int().min(1),
    slots: z.array(slotSchema),
    captain_username: z.string().nullable().describe('Who reserved the team for their squad, while the hold lasts.'),
    hold_expires_at: timestamp().nullable().describe('When the free slots of a reserved team open to everyone.'),
  })
  .meta({ id: 'Team' });

export const participantSchema = z
  .strictObject({
    user_id: z.uuid(),
    username: z.string(),
    team_number: z.int().min(1),
    slot_index: z.int().min(0),
    tiktok_link: z.string().nullable(),
  })
  .meta({ id: 'Participant' });

export const winnerEntrySchema = z
  .strictObject({
    user_id: z.uuid(),
    username: z.string(),
    position: z.int().min(1),
    coins_awarded: coins(),
    tiktok_link: z.string().nullable().optional(),
  })
  .meta({ id: 'Winner' });

/** A held or made payout (docs/product/trust.md#payout-hold). */
export const payoutSchema = z
  .strictObject({
    state: z
      .enum(PAYOUT_STATES)
      .describe(
        '`held`: results recorded, prizes still in the pool; `disputed`: a dispute is open and stops the payout; ' +
          '`paid`: the prizes were paid.',
      ),
    at: timestamp()
      .nullable()
      .describe(
        'While held, when the payout is due (null: it waits for corrected results, after an upheld dispute or a ' +
          'corrected series match); when paid, when it was made; null while disputed.',
      ),
    plan: z
      .array(
        z.strictObject({
          user_id: z.uuid(),
          username: z.string(),
          position: z.int().min(1),
          coins: coins(),
        }),
      )
      .describe('Who gets (or got) what, by position.'),
    remainder: coins().describe('What is left of the pool, for the creator.'),
  })
  .meta({ id: 'Payout' });

/** The points table and payout of a series (docs/product/series.md). */
export const pointsTableSchema = z
  .strictObject({
    preset: z.enum(POINTS_PRESET_IDS),
    placement: z.array(z.int().min(0)).describe('Points by placement, from 1st place; places past the end score 0.'),
    kill_points: z.int().min(0),
  })
  .meta({ id: 'PointsTable' });

export const seriesSchema = z
  .strictObject({
    matches: z.int().min(2),
    points: pointsTableSchema,
    payout: z.array(z.int().min(1)).describe('Whole percentages of the prize pool by final rank.'),
  })
  .meta({ id: 'Series' });

/**
 * What the viewer of an answer may do: the server asks the rules (shared/src/rules/tournament.ts
 * `viewerDecisions`) so the client draws its buttons from these and restates none of them.
 */
export const tournamentViewerSchema = z
  .strictObject({
    seat: z
      .strictObject({ team_number: z.int().min(1), slot_index: z.int().min(0) })
      .nullable()
      .describe("The viewer's own seat, or null (the same seat as `user_team_number` / `user_slot_index`)."),
    insider: z
      .boolean()
      .describe(
        'The viewer may see the room details, the chat and the action log: a participant (with check-in on, ' +
          'once checked in), the creator or an admin.',
      ),
    is_creator: z.boolean().describe('The viewer created this tournament.'),
    can_manage: z
      .boolean()
      .describe(
        "The creator or an admin (or a cup lobby's co-host), while the tournament is approved and not " +
          'finalized: kick, move and swap players (not a co-host), send the room code, open the host console.',
      ),
    can_stop_entries: z.boolean().describe('`can_manage`, and entries are still open.'),
    can_pick_winners: z
      .boolean()
      .describe(
        'The creator or a super admin may select the winners now: a room code was sent, players are seated, ' +
          'the tournament is live (or completed), not finalized and not a series.',
      ),
    can_delete: z
      .boolean()
      .describe('A super admin (refunding the seated players), or the creator while nobody holds a seat.'),
    can_take_seat: z
      .boolean()
      .describe(
        'An empty slot takes a tap: to join (entries open), or, for a seated viewer, to switch while their ' +
          'seat is not locked (see `seat_lock_reason`). False for a visitor who is not logged in.',
      ),
    seat_lock_reason: z
      .enum(SEAT_LOCK_REASONS)
      .nullable()
      .describe(
        "Why the viewer's own seat can no longer be left (refunded) or switched, the first that applies: the " +
          'tournament is finalized, is not approved, its room code was sent (a refund is gone for good), its ' +
          'entries were stopped. Null when it can, or without a seat.',
      ),
    must_check_in: z
      .boolean()
      .describe(
        'The viewer holds a seat that has not checked in yet, with check-in on and the tournament not ' +
          'finalized. The window (`check_in_minutes` before `start_date`, until the start) is timed by the client.',
      ),
    entries_open: z
      .boolean()
      .describe(
        'Seats may be taken: approved, not finalized, entries not stopped. The same for every viewer (a visitor ' +
          'is asked to log in first).',
      ),
    joinable: z.boolean().describe('`entries_open`, and a seat is free. The same for every viewer.'),
  })
  .meta({
    id: 'TournamentViewer',
    description:
      "The viewer's place and what they may do, decided by the server. A visitor who is not logged in gets " +
      'every permission false and `seat` null; only the tournament-wide `entries_open` and `joinable` may be true.',
  });

export const tournamentSchema = z
  .strictObject({
    id: z.uuid(),
    title: z.string(),
    description: z.string(),
    image_url: z.string().nullable(),
    tournament_format: z.string(),
    template_type: z.string(),
    game_mode: z.string(),
    map_name: z.string(),
    slots_per_team: z.int().min(1),
    max_teams: z.int().min(1),
    max_players: z.int().min(1),
    current_players: z.int().min(0),
    entry_fee: coins(),
    prize_pool: coins(),
    creator_prize_contribution: coins(),
    start_type: z.enum(START_TYPES),
    start_date: timestamp().nullable(),
    status: z.enum(TOURNAMENT_STATUSES),
    approval_status: z.enum(APPROVAL_STATUSES),
    entries_stopped: z.boolean(),
    is_finalized: z.boolean(),
    deletion_scheduled_at: timestamp().nullable(),
    room_code: z.string().nullable(),
    room_link: z.string().nullable(),
    room_password: z.string().nullable(),
    has_room_details: z.boolean().describe('True when a room code exists, even if this viewer may not see it.'),
    rules: z.string(),
    tiktok_username: z.string(),
    tiktok_link: z.string(),
    creator_id: z.uuid(),
    creator_username: z.string(),
    cup_id: z.uuid().nullable().describe('The cup this tournament is a lobby of (docs: cups); null for any other.'),
    co_host_id: z
      .uuid()
      .nullable()
      .describe("The cup's co-host who runs this lobby beside its creator; null when none."),
    creator_phone: z.string().nullable(),
    created_at: timestamp(),
    version: z
      .int()
      .describe(
        'Raised with every change of the tournament (a database trigger): of two copies, the one with the ' +
          'higher version is newer, whichever server instance sent it.',
      ),
    participants: z.array(participantSchema),
    teams: z.array(teamSchema),
    winners: z.array(winnerEntrySchema),
    payout_hold_minutes: z
      .int()
      .min(0)
      .describe(
        `Minutes between the results and the payout, in which participants may dispute: one of ${PAYOUT_HOLD_MINUTES.join(', ')}; 0 pays at once.`,
      ),
    payout: payoutSchema.nullable().describe('The payout of recorded results; null before any results.'),
    check_in_minutes: z
      .int()
      .min(0)
      .describe('Check-in opens this many minutes before a scheduled start; 0 when there is none.'),
    require_game_identity: z
      .boolean()
      .describe('Seats go only to players who stored their game UID and in-game name (`game_identity_required`).'),
    waitlist_count: z.int().min(0).describe('Players waiting for a seat to free.'),
    series: seriesSchema.nullable().describe('The series of matches and its points table; null for a single game.'),
    matches_played: z.int().min(0).describe('Matches of the series with results entered (0 for a single game).'),
    // The automatic void (docs/product/trust.md).
    code_grace_minutes: z.int().min(1).describe('The room code is due this many minutes after the start.'),
    room_code_deadline: timestamp()
      .nullable()
      .describe(
        'When the tournament is voided if no room code was sent by then: the start plus the grace. Null once a ' +
          'code was sent, or while the start is not known (a when_full tournament still open).',
      ),
    results_deadline: timestamp()
      .nullable()
      .describe(
        'When the tournament is voided if no results were recorded by then (a room code was sent, nothing paid, ' +
          'not under review); null otherwise.',
      ),
    void_reason: z
      .enum(VOID_REASONS)
      .nullable()
      .describe('Why the tournament was voided (every fee refunded); null if not.'),
    voided_at: timestamp().nullable(),
    under_review: z.boolean().describe('An admin placed it under review: it is not voided for missing results.'),
    user_team_number: z.int().min(1).nullable().describe("The viewer's own seat, when they have one."),
    user_slot_index: z.int().min(0).nullable(),
    viewer: tournamentViewerSchema,
  })
  .meta({
    id: 'Tournament',
    description:
      'A tournament as presented to one viewer. `room_code`, `room_link`, `room_password` and `creator_phone` ' +
      'are null for anyone who is not a participant, the creator or an admin. Lists send the summary view: ' +
      '`teams` and `participants` are empty there.',
  });

export const classImageSchema = z
  .strictObject({
    id: z.string(),
    name: z.string(),
    url: z.string(),
    type: z.enum(['custom', 'built-in']),
    can_delete: z.boolean().describe('The viewer uploaded it or is an admin (never for a built-in image).'),
  })
  .meta({ id: 'ClassImage' });

/** DELETE /tournaments/{id}, DELETE /admin/tournaments/{id} and decline: the refunds made. */
const tournamentDeletedSchema = z
  .strictObject({ message: z.string(), players_refunded: z.int().min(0), coins_refunded: coins() })
  .meta({ id: 'TournamentDeleted' });

/** Every change to one tournament answers the tournament as it is now. */
const tournamentChangedSchema = z.strictObject({ message: z.string(), tournament: tournamentSchema });
const tournamentImageChangedSchema = tournamentChangedSchema.extend({ image_url: z.string() });

/**
 * GET /api/tournaments answers a plain array of `Tournament` (summary view); this header carries
 * the number of tournaments before paging.
 */
export const TOURNAMENT_TOTAL_HEADER = 'X-Total-Count';

// ---- Routes ----------------------------------------------------------------------------------

const NOT_FOUND = 'No such tournament, or one this viewer may not see (pending or declined).';
const IMAGE_ERRORS = {
  400: 'No image in the field `file`, a file that is not a PNG, JPEG, WebP or GIF image, or one that does not decode.',
  413: 'The image is larger than 5 MB or 50 megapixels.',
} as const;

const NOT_PENDING = 'The tournament is not waiting for approval.';

/** Approve and decline each answer at two paths (the clients use both: docs/product/tournaments.md#approval). */
const approveAt = <O extends string, P extends string>(operationId: O, path: P) =>
  ({
    method: 'post',
    path,
    operationId,
    tag: 'Tournaments',
    summary: 'Approve a pending tournament',
    description: 'Both paths do the same.',
    access: 'admin',
    rateLimited: true,
    params: uuidParam,
    ok: { json: messageResponseSchema, description: 'The tournament is open for entries.' },
    errors: { 404: NOT_FOUND, 409: NOT_PENDING },
  }) as const;
const declineAt = <O extends string, P extends string>(operationId: O, path: P) =>
  ({
    method: 'post',
    path,
    operationId,
    tag: 'Tournaments',
    summary: 'Decline a pending tournament',
    description: "Both paths do the same. The tournament is deleted and its creator's contribution refunded.",
    access: 'admin',
    rateLimited: true,
    params: uuidParam,
    ok: { json: tournamentDeletedSchema, description: 'The tournament is gone.' },
    errors: { 404: NOT_FOUND, 409: NOT_PENDING },
  }) as const;

export const TOURNAMENT_ROUTES = defineRoutes([
  // ---- Browsing ----
  {
    method: 'get',
    path: '/tournaments',
    operationId: 'listTournaments',
    tag: 'Tournaments',
    summary: 'List tournaments (paged)',
    description:
      'Approved tournaments: those the viewer created or sits in first (with a room code first), then the ' +
      "newest. Summary views: no teams or participants, only the viewer's own seat.",
    access: 'anyone',
    query: tournamentListQuery,
    ok: {
      json: z.array(tournamentSchema),
      description: 'One page of tournaments.',
      headers: { [TOURNAMENT_TOTAL_HEADER]: 'The number of tournaments listed before paging.' },
    },
  },
  {
    method: 'get',
    path: '/tournaments/{id}',
    operationId: 'getTournament',
    tag: 'Tournaments',
    summary: 'One tournament, with its teams and participants',
    access: 'anyone',
    params: uuidParam,
    ok: { json: tournamentSchema, description: 'The full view of the tournament.' },
    errors: { 404: NOT_FOUND },
  },
  {
    method: 'get',
    path: '/tournaments/{id}/participants',
    operationId: 'listParticipants',
    tag: 'Tournaments',
    summary: 'The players seated in a tournament',
    access: 'anyone',
    params: uuidParam,
    ok: { json: z.array(participantSchema), description: 'By team, then slot.' },
    errors: { 404: NOT_FOUND },
  },
  {
    method: 'get',
    path: '/users/me/tournaments',
    operationId: 'listCreatedTournaments',
    tag: 'Tournaments',
    summary: 'The tournaments the logged-in user created, and the cup lobbies they co-host',
    access: 'user',
    ok: { json: z.array(tournamentSchema), description: 'Summary views.' },
  },
  {
    method: 'get',
    path: '/users/me/joined-tournaments',
    operationId: 'listJoinedTournaments',
    tag: 'Tournaments',
    summary: 'The tournaments the logged-in user has a seat in',
    access: 'user',
    ok: { json: z.array(tournamentSchema), description: 'Summary views.' },
  },

  // ---- Creating ----
  {
    method: 'post',
    path: '/tournaments',
    operationId: 'createTournament',
    tag: 'Tournaments',
    summary: 'Create a tournament',
    description: "It waits for approval. A prize contribution is taken from the creator's coins at once.",
    access: 'user',
    rateLimited: true,
    body: createTournamentSchema,
    ok: { status: 201, json: tournamentSchema, description: 'The new tournament (full view).' },
    errors: { 409: 'Not enough coins for the prize contribution.' },
  },
  {
    method: 'post',
    path: '/tournaments/{id}/upload-image',
    operationId: 'uploadTournamentImage',
    tag: 'Tournaments',
    summary: "Replace a tournament's image with an upload",
    description:
      'The creator or an admin. Who may upload is checked before the file is read. The image is stored ' +
      're-encoded (WebP, upright, no metadata, at most 1600 px); `image_url?w=640` serves its card variant.',
    access: 'user',
    rateLimited: true,
    params: uuidParam,
    upload: z.object({}),
    ok: { json: tournamentImageChangedSchema, description: 'The image is stored and shown.' },
    errors: { ...IMAGE_ERRORS, 403: 'Only the creator or an admin can do this.', 404: NOT_FOUND },
  },

  // ---- Approval ----
  {
    method: 'get',
    path: '/admin/pending-tournaments',
    operationId: 'listPendingTournaments',
    tag: 'Tournaments',
    summary: 'The tournaments waiting for approval (paged)',
    description: 'One page, oldest first; without `before`, the first page.',
    access: 'admin',
    query: pendingTournamentsQuery,
    ok: {
      json: z.array(tournamentSchema),
      description: 'Oldest first.',
      headers: { [NEXT_BEFORE_HEADER]: 'Pass as `before` for the next page; empty on the last page.' },
    },
  },
  approveAt('adminApproveTournament', '/admin/approve-tournament/{id}'),
  approveAt('approveTournament', '/tournaments/{id}/approve'),
  declineAt('adminDeclineTournament', '/admin/decline-tournament/{id}'),
  declineAt('declineTournament', '/tournaments/{id}/decline'),
  {
    method: 'post',
    path: '/tournaments/{id}/auto-approve',
    operationId: 'autoApproveTournament',
    tag: 'Tournaments',
    summary: 'Approve an own pending tournament at once, for the auto-approval price',
    description: 'The creator pays the price in coins; a super admin approves for free.',
    access: 'user',
    rateLimited: true,
    params: uuidParam,
    ok: {
      json: z.strictObject({ message: z.string(), price_paid: coins() }),
      description: 'The tournament is approved.',
    },
    errors: {
      403: 'Only the creator or a super admin can approve this tournament instantly.',
      404: NOT_FOUND,
      409: 'Already approved, or not enough coins.',
    },
  },
  {
    method: 'get',
    path: '/admin/settings/auto-approval-price',
    operationId: 'getAutoApprovalPrice',
    tag: 'Tournaments',
    summary: 'The auto-approval price',
    description: 'Readable by every logged-in player: the waiting card shows it.',
    access: 'user',
    ok: { json: z.strictObject({ auto_approval_price: coins() }), description: 'The price in coins.' },
  },
  {
    method: 'put',
    path: '/admin/settings/auto-approval-price',
    operationId: 'setAutoApprovalPrice',
    tag: 'Tournaments',
    summary: 'Set the auto-approval price',
    access: 'super_admin',
    rateLimited: true,
    query: autoApprovalPriceQuery,
    ok: {
      json: z.strictObject({ auto_approval_price: coins(), message: z.string() }),
      description: 'The new price.',
    },
  },

  // ---- Managing ----
  {
    method: 'delete',
    path: '/tournaments/{id}',
    operationId: 'deleteTournament',
    tag: 'Tournaments',
    summary: 'Delete (or cancel, while pending) an own tournament',
    description: 'The creator only, and only while nobody has joined; the contribution is refunded.',
    access: 'user',
    rateLimited: true,
    params: uuidParam,
    ok: { json: tournamentDeletedSchema, description: 'The tournament is gone.' },
    errors: { 403: 'Not the creator.', 404: NOT_FOUND, 409: 'Players have joined.' },
  },
  {
    method: 'delete',
    path: '/admin/tournaments/{id}',
    operationId: 'adminDeleteTournament',
    tag: 'Tournaments',
    summary: 'Delete any tournament, refunding every player',
    access: 'super_admin',
    rateLimited: true,
    params: uuidParam,
    ok: { json: tournamentDeletedSchema, description: 'The tournament is gone and everyone refunded.' },
    errors: { 404: NOT_FOUND },
  },
  {
    method: 'put',
    path: '/tournaments/{id}/update-rules-date',
    operationId: 'rescheduleTournament',
    tag: 'Tournaments',
    summary: 'Reschedule a tournament',
    description: 'The creator or an admin.',
    access: 'user',
    rateLimited: true,
    params: uuidParam,
    body: rescheduleSchema,
    ok: { json: tournamentChangedSchema, description: 'The new start date is saved.' },
    errors: { 403: 'Only the creator or an admin can do this.', 404: NOT_FOUND, 409: 'Live or finalized.' },
  },
  {
    method: 'put',
    path: '/admin/tournaments/{id}/full-edit',
    operationId: 'fullEditTournament',
    tag: 'Tournaments',
    summary: 'Edit any field of a tournament',
    access: 'super_admin',
    rateLimited: true,
    params: uuidParam,
    body: fullEditSchema,
    ok: { json: tournamentChangedSchema, description: 'The changes are saved.' },
    errors: {
      400: 'A `prize_pool` other than the current one: the pool follows from the ledger and is never edited.',
      404: NOT_FOUND,
      409: 'A seated player would fall outside the new size.',
    },
  },
  {
    method: 'delete',
    path: '/admin/tournaments/{id}/kick-player',
    operationId: 'adminKickPlayer',
    tag: 'Tournaments',
    summary: 'Remove a player from a slot, refunding their entry fee',
    access: 'super_admin',
    rateLimited: true,
    params: uuidParam,
    body: adminKickSchema,
    ok: {
      json: tournamentChangedSchema.extend({ player_username: z.string() }),
      description: 'The player is out and refunded.',
    },
    errors: { 404: NOT_FOUND, 409: 'That player is not in that slot.' },
  },
  {
    method: 'put',
    path: '/admin/tournaments/{id}/select-template-image',
    operationId: 'selectTemplateImage',
    tag: 'Tournaments',
    summary: "Show a template's artwork as the tournament's image",
    access: 'super_admin',
    rateLimited: true,
    params: uuidParam,
    body: selectTemplateImageSchema,
    ok: { json: tournamentImageChangedSchema, description: 'The image is set.' },
    errors: { 404: NOT_FOUND },
  },
  {
    method: 'post',
    path: '/admin/tournaments/{id}/change-photo',
    operationId: 'changeTournamentPhoto',
    tag: 'Tournaments',
    summary: "Replace any tournament's image with an upload",
    access: 'super_admin',
    rateLimited: true,
    params: uuidParam,
    upload: z.object({}),
    ok: { json: tournamentImageChangedSchema, description: 'The image is stored and shown.' },
    errors: { ...IMAGE_ERRORS, 404: NOT_FOUND },
  },

  // ---- Class images ----
  {
    method: 'get',
    path: '/class-images',
    operationId: 'listClassImages',
    tag: 'Tournaments',
    summary: 'The class images rules can show',
    description: 'The built-in ones first, then uploads, oldest first.',
    access: 'anyone',
    ok: { json: z.strictObject({ images: z.array(classImageSchema) }), description: 'Every class image.' },
  },
  {
    method: 'post',
    path: '/class-images',
    operationId: 'uploadClassImage',
    tag: 'Tournaments',
    summary: 'Upload a custom class image',
    description: 'Without a `name`, the file name (without its extension) names the class.',
    access: 'user',
    rateLimited: true,
    upload: classImageUploadSchema,
    ok: {
      status: 201,
      json: z.strictObject({ message: z.string(), image: classImageSchema }),
      description: 'The class image is stored.',
    },
    errors: IMAGE_ERRORS,
  },
  {
    method: 'delete',
    path: '/class-images/{id}',
    operationId: 'deleteClassImage',
    tag: 'Tournaments',
    summary: 'Delete a custom class image',
    description: 'Its uploader or an admin. The image goes with it; rules that picked it no longer show it.',
    access: 'user',
    rateLimited: true,
    params: uuidParam,
    ok: { json: z.strictObject({ message: z.string() }), description: 'The class image and its bytes are gone.' },
    errors: { 403: 'Not its uploader nor an admin, or a built-in image.', 404: NOT_FOUND },
  },
]);
