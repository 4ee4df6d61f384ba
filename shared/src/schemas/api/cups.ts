/**
 * Answers and routes of cups (docs/product/cups.md): a competition of stages whose lobbies are
 * tournaments (series). A lobby is played through the tournament routes; these cover what the cup
 * adds: registration, seeding, co-hosts, and the cup's own pages.
 */
import { z } from 'zod';
import { POINTS_PRESET_IDS } from '../../rules/series.js';
import { CUP_STATUSES } from '../../rules/cups.js';
import { uuidParam } from '../common.js';
import {
  createCupSchema,
  cupCoHostsSchema,
  cupLobbyParams,
  cupRoomCodesSchema,
  cupStandingsQuery,
  joinCupTeamSchema,
  lobbyCoHostSchema,
  registerCupSchema,
  seedCupSchema,
} from '../cups.js';
import { coins, timestamp } from './common.js';
import { defineRoutes } from './contract.js';

const count = () => z.int().min(0);

const cupLobbySchema = z
  .strictObject({
    tournament_id: z.uuid(),
    lobby: z.int().min(1),
    teams: count(),
    co_host_username: z.string().nullable().describe('Who runs it besides the owner; null: the owner alone.'),
    finalized: z.boolean().describe('Its final results are in (and the stage advances when every lobby has them).'),
  })
  .meta({ id: 'CupLobby' });

const cupStageSchema = z
  .strictObject({
    number: z.int().min(1),
    teams_per_lobby: z.int().min(2),
    matches: z.int().min(1),
    best_of: z.int().min(1).nullable().describe('Only the best N matches of each team count; null: all of them.'),
    points: z.strictObject({
      preset: z.enum(POINTS_PRESET_IDS),
      placement: z.array(count()),
      kill_points: count(),
    }),
    advance_per_lobby: count().describe('K: the top K of each lobby advance (0 in the final).'),
    wildcards: count().describe('W: the best of the rest across lobbies by points, then kills, then wins.'),
    check_in_minutes: count(),
    starts_at: timestamp(),
    status: z.enum(['waiting', 'playing', 'done']),
    lobbies: z.array(cupLobbySchema),
  })
  .meta({ id: 'CupStage' });

const myCupTeamSchema = z
  .strictObject({
    id: z.uuid(),
    name: z.string(),
    captain_username: z.string(),
    members: z.array(z.string()).describe('Usernames, earliest first.'),
    stage_reached: count().describe('0 until seeded; then the last stage the team was placed in.'),
    final_rank: z.int().min(1).nullable().describe('Its place in the cup once it is out or the cup is over.'),
    waitlist_position: z
      .int()
      .min(1)
      .nullable()
      .describe('Its place on the waitlist (1: placed first when a place opens); null when placed or not waiting.'),
    dropped: z
      .enum(['waitlist_closed', 'no_show'])
      .nullable()
      .describe(
        'It left the cup without a rank: the waitlist closed before a place opened (its fees came back), or ' +
          'none of it checked in for stage 1 and a waiting team took its place.',
      ),
    lobby: z
      .strictObject({
        tournament_id: z.uuid(),
        stage: z.int().min(1),
        lobby: z.int().min(1),
        team_number: z.int().min(1),
        starts_at: timestamp().nullable(),
      })
      .nullable()
      .describe('"Your lobby": where the team plays now; null before seeding and once it is out.'),
  })
  .meta({ id: 'MyCupTeam' });

export const cupSchema = z
  .strictObject({
    id: z.uuid(),
    title: z.string(),
    rules: z.string(),
    tiktok_username: z.string(),
    template_type: z.string(),
    game_mode: z.string(),
    slots_per_team: z.int().min(1),
    owner_username: z.string(),
    max_teams: z.int().min(2),
    waitlist_teams: count().describe('Teams that may register past max_teams; they take places that open.'),
    registered_teams: count().describe('Teams in the cup now, placed or waiting: past max_teams, the rest wait.'),
    entry_fee: coins().describe('Per player, paid once at registration into the cup pool.'),
    prize_pool: coins().describe("Every fee plus the owner's contribution; paid by the final's standings."),
    paid_out: coins().nullable().describe('What the final paid (the pool, then 0); null until it pays.'),
    payout: z.array(z.int().min(1).max(100)).describe('Percent of the pool for each final rank, from 1st.'),
    payout_hold_minutes: count().describe("Each lobby's payout hold: its results count once the hold ends undisputed."),
    registration_opens_at: timestamp(),
    registration_closes_at: timestamp(),
    status: z.enum(CUP_STATUSES),
    current_stage: count().describe('0 during registration; then the stage being played.'),
    stages: z.array(cupStageSchema),
    co_hosts: z.array(z.string()),
    my_team: myCupTeamSchema.nullable(),
    can_manage: z.boolean().describe('The viewer is the owner or an admin.'),
    created_at: timestamp(),
  })
  .meta({ id: 'Cup' });

const cupSummarySchema = cupSchema
  .pick({
    id: true,
    title: true,
    slots_per_team: true,
    owner_username: true,
    max_teams: true,
    waitlist_teams: true,
    registered_teams: true,
    entry_fee: true,
    prize_pool: true,
    paid_out: true,
    registration_closes_at: true,
    status: true,
    current_stage: true,
  })
  .extend({ stages: z.int().min(1) })
  .meta({ id: 'CupSummary' });

const registrationSchema = z
  .strictObject({
    cup: cupSchema,
    invite_code: z
      .string()
      .nullable()
      .describe('Shown once, to the captain of a duo or squad: teammates join with it. Null in a solo cup.'),
  })
  .meta({ id: 'CupRegistration' });

const standingRowSchema = z
  .strictObject({
    rank: z.int().min(1),
    team_name: z.string(),
    players: z.array(z.string()),
    stage_reached: count(),
    lobby: z.int().min(1).nullable(),
    points: count(),
    kills: count(),
    wins: count(),
    out: z.boolean(),
  })
  .meta({ id: 'CupStandingRow' });

const cupStandingsSchema = z
  .strictObject({
    stage: count(),
    total: count().describe('Teams in the standings; `rows` is the page asked for.'),
    rows: z
      .array(standingRowSchema)
      .describe(
        'Teams still in, by their points in the current stage (then kills, wins and registration), then the ' +
          'teams that are out, by their final rank.',
      ),
  })
  .meta({ id: 'CupStandings' });

const consoleLobbySchema = z
  .strictObject({
    tournament_id: z.uuid(),
    stage: z.int().min(1),
    lobby: z.int().min(1),
    co_host_username: z.string().nullable(),
    seated: count(),
    checked_in: count(),
    code_sent: z.boolean(),
    matches_scored: count(),
    matches: z.int().min(1),
    disputes_open: count(),
    finalized: z.boolean(),
  })
  .meta({ id: 'CupConsoleLobby' });

const cupConsoleSchema = z
  .strictObject({ cup_id: z.uuid(), stage: count(), lobbies: z.array(consoleLobbySchema) })
  .meta({ id: 'CupConsole' });

const NOT_FOUND = 'No such cup.';

export const CUP_ROUTES = defineRoutes([
  {
    method: 'get',
    path: '/cups',
    operationId: 'listCups',
    tag: 'Cups',
    summary: 'Cups open for registration or running, then the latest finished',
    access: 'anyone',
    ok: {
      json: z.strictObject({ cups: z.array(cupSummarySchema) }).meta({ id: 'CupList' }),
      description: 'At most 50.',
    },
  },
  {
    method: 'post',
    path: '/cups',
    operationId: 'createCup',
    tag: 'Cups',
    summary: 'Create a cup',
    description:
      'Its stages are checked against the most teams it takes: K at most a lobby, every stage but the final leaves ' +
      "teams out, and the final seats in one lobby every team the stage before may send. The owner's contribution " +
      'is paid into the pool at once, purchased coins first.',
    access: 'user',
    rateLimited: true,
    body: createCupSchema,
    ok: { status: 201, json: cupSchema, description: 'The cup, open for registration when its window opens.' },
    errors: {
      400: 'A field out of range, or stages that cannot be played.',
      409: 'Not enough coins for the contribution.',
    },
  },
  {
    method: 'get',
    path: '/cups/{id}',
    operationId: 'getCup',
    tag: 'Cups',
    summary: 'A cup: registration, stages, lobbies, and the viewer\'s team with "your lobby"',
    access: 'anyone',
    params: uuidParam,
    ok: { json: cupSchema, description: 'The cup.' },
    errors: { 404: NOT_FOUND },
  },
  {
    method: 'get',
    path: '/cups/{id}/standings',
    operationId: 'getCupStandings',
    tag: 'Cups',
    summary: "The cup's overall standings, a page at a time",
    description:
      "At most a second old: each instance computes a cup's standings once a second, however many read them " +
      '(docs: scale/speed-ups). The top 100 unless `limit` and `offset` ask for another page.',
    access: 'anyone',
    params: uuidParam,
    query: cupStandingsQuery,
    ok: { json: cupStandingsSchema, description: 'The page of the standings.' },
    errors: { 400: 'A limit out of 1 to 500, or an offset that is no whole number.', 404: NOT_FOUND },
  },
  {
    method: 'post',
    path: '/cups/{id}/register',
    operationId: 'registerForCup',
    tag: 'Cups',
    summary: 'Register: alone in a solo cup, as the captain of a new team otherwise',
    description: 'Pays the entry fee into the cup pool, purchased coins first.',
    access: 'user',
    rateLimited: true,
    params: uuidParam,
    body: registerCupSchema,
    ok: { status: 201, json: registrationSchema, description: 'The cup, and the team invite code once.' },
    errors: {
      400: 'No team name in a duo or squad cup, or one too long.',
      404: NOT_FOUND,
      409: 'Registration is not open, the cup is full, the viewer is registered already, or short of coins.',
    },
  },
  {
    method: 'post',
    path: '/cups/{id}/join',
    operationId: 'joinCupTeam',
    tag: 'Cups',
    summary: "Join a team with its captain's invite code",
    description: 'Pays the entry fee into the cup pool, purchased coins first.',
    access: 'user',
    rateLimited: true,
    params: uuidParam,
    body: joinCupTeamSchema,
    ok: { json: cupSchema, description: 'The cup, with the viewer in the team.' },
    errors: {
      404: `${NOT_FOUND} Or no team of this cup has that code.`,
      409: 'Registration is not open, the team is full, the viewer is registered already, or short of coins.',
    },
  },
  {
    method: 'post',
    path: '/cups/{id}/invite',
    operationId: 'renewCupInvite',
    tag: 'Cups',
    summary: "A new invite code for the captain's team (the old one stops working)",
    access: 'user',
    rateLimited: true,
    params: uuidParam,
    ok: { json: registrationSchema, description: 'The cup and the new code.' },
    errors: { 404: NOT_FOUND, 409: 'The viewer captains no team of this cup, or registration is closed.' },
  },
  {
    method: 'delete',
    path: '/cups/{id}/registration',
    operationId: 'leaveCup',
    tag: 'Cups',
    summary: 'Leave a cup before registration closes, with the fee back',
    description: 'A captain leaves last: their team goes with them.',
    access: 'user',
    rateLimited: true,
    params: uuidParam,
    ok: { json: cupSchema, description: 'The cup without the viewer.' },
    errors: {
      404: NOT_FOUND,
      409: 'Registration is closed, the viewer is not registered, or is a captain whose teammates are still in.',
    },
  },
  {
    method: 'post',
    path: '/cups/{id}/seed',
    operationId: 'seedCup',
    tag: 'Cups',
    summary: 'Seed stage 1 once registration has closed',
    description:
      '`snake` deals the teams in registration order 1→L, L→1; `random` shuffles them first. Every lobby is ' +
      'created and seated in one transaction, once; each player is told their lobby live.',
    access: 'user',
    rateLimited: true,
    params: uuidParam,
    body: seedCupSchema,
    ok: { json: cupSchema, description: 'The cup, running stage 1.' },
    errors: {
      403: 'Neither the owner nor an admin.',
      404: NOT_FOUND,
      409: 'Registration is still open, the cup is seeded already, or fewer than 2 teams registered.',
    },
  },
  {
    method: 'post',
    path: '/cups/{id}/cancel',
    operationId: 'cancelCup',
    tag: 'Cups',
    summary: 'Cancel a cup before it is seeded: every fee and the contribution go back',
    access: 'user',
    rateLimited: true,
    params: uuidParam,
    ok: { json: cupSchema, description: 'The cup, cancelled.' },
    errors: { 403: 'Neither the owner nor an admin.', 404: NOT_FOUND, 409: 'The cup is seeded already.' },
  },
  {
    method: 'put',
    path: '/cups/{id}/co-hosts',
    operationId: 'setCupCoHosts',
    tag: 'Cups',
    summary: "Name the cup's co-hosts",
    description: 'The whole list, by username. A co-host taken off the list is taken off their lobbies.',
    access: 'user',
    rateLimited: true,
    params: uuidParam,
    body: cupCoHostsSchema,
    ok: { json: cupSchema, description: 'The cup.' },
    errors: {
      400: 'An unknown username, the owner, or too many.',
      403: 'Neither the owner nor an admin.',
      404: NOT_FOUND,
    },
  },
  {
    method: 'put',
    path: '/cups/{id}/lobbies/{tournament_id}/co-host',
    operationId: 'setLobbyCoHost',
    tag: 'Cups',
    summary: 'Assign a lobby to a co-host (or back to the owner alone)',
    description:
      'The co-host may then send its room code, stop entries, kick with a refund, and enter and confirm its ' +
      'results. Nothing more.',
    access: 'user',
    rateLimited: true,
    params: cupLobbyParams,
    body: lobbyCoHostSchema,
    ok: { json: cupSchema, description: 'The cup.' },
    errors: {
      400: 'Not a co-host of this cup.',
      403: 'Neither the owner nor an admin.',
      404: `${NOT_FOUND} Or the lobby is not part of it.`,
    },
  },
  {
    method: 'post',
    path: '/cups/{id}/room-codes',
    operationId: 'sendCupRoomCodes',
    tag: 'Cups',
    summary: 'Send the room codes of many lobbies at once',
    description:
      'Each lobby gets its own room details exactly as POST /tournaments/{id}/send-room-code gives them (only its ' +
      'insiders receive them), all in one transaction: every lobby must be one the caller runs (the owner and ' +
      "admins run every lobby, a co-host their own) and open for changes, or none is sent. One step for a host's " +
      'whole stage, and the fastest way to reach every lobby at once.',
    access: 'user',
    rateLimited: true,
    params: uuidParam,
    body: cupRoomCodesSchema,
    ok: {
      json: z
        .strictObject({
          lobbies: z.array(
            z.strictObject({
              tournament_id: z.uuid(),
              participants_count: count(),
              visible_now: count(),
              visible_on_check_in: count(),
            }),
          ),
          message: z.string(),
        })
        .meta({ id: 'CupRoomCodesSent' }),
      description: 'Each lobby with the seats its code reached now and will reach once they check in.',
    },
    errors: {
      400: 'No lobby, more than 200, or one listed twice.',
      403: 'A lobby the caller does not run.',
      404: `${NOT_FOUND} Or a lobby is not part of it.`,
      409: 'A lobby is finalized or voided.',
    },
  },
  {
    method: 'get',
    path: '/cups/{id}/console',
    operationId: 'getCupConsole',
    tag: 'Cups',
    summary: 'Every lobby of the current stage at a glance',
    description: 'The owner and admins see every lobby; a co-host sees theirs.',
    access: 'user',
    params: uuidParam,
    ok: { json: cupConsoleSchema, description: 'Seated, checked in, code sent, matches scored, disputes open.' },
    errors: { 403: 'Neither the owner, an admin, nor a co-host of this cup.', 404: NOT_FOUND },
  },
]);
