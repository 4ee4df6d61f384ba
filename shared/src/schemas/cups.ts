/**
 * Request schemas of cups (docs/product/cups.md). A body alone says whether the stages can be
 * played (shared/src/rules/cups.ts `stageProblem`, for the most teams the cup takes); rules that
 * need the cup as it stands (registration open, seeded once) are checked by the server.
 */
import { z } from 'zod';
import { CONTRIBUTION_MIN_IF_ANY, TEMPLATE_IDS } from '../constants.js';
import {
  CUP_LOBBY_TEAMS_MIN,
  CUP_STAGES_MAX,
  CUP_TEAMS_MAX,
  SEEDING_MODES,
  stageProblem,
  type StageProblem,
} from '../rules/cups.js';
import { SERIES_MATCHES_MAX, SERIES_MATCHES_MIN } from '../rules/series.js';
import { ACCESS_TEXT, CUP_TEXT, REQUEST_TEXT, SERIES_TEXT, TOURNAMENT_TEXT, VALIDATION } from '../texts/index.js';
import { tiktokLinkField } from './accounts.js';
import { documented, oneLine } from './common.js';
import { pagingQuery } from './paging.js';
import { payoutHoldField } from './payouts.js';
import { sendRoomCodeSchema } from './play.js';
import { payoutPercentsSchema, pointsTableSchema } from './series.js';
import {
  checkInMinutesField,
  futureDateTime,
  isoDateTime,
  rulesField,
  teamsMaxFor,
  titleField,
  wholeNumber,
} from './tournaments.js';

/** Co-hosts one cup may name. */
export const CUP_CO_HOSTS_MAX = 20;
export const TEAM_NAME_MAX = 40;

const count = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** One stage as the owner sets it; the points table is the series' (a preset fills in `placement`). */
const stageSchema = z.object({
  teams_per_lobby: z.number({ error: CUP_TEXT.lobbyTeamsRange(100) }).int(CUP_TEXT.lobbyTeamsRange(100)),
  matches: count(SERIES_TEXT.matchesRange, SERIES_MATCHES_MIN, SERIES_MATCHES_MAX),
  best_of: z
    .number({ error: CUP_TEXT.bestOfRange(SERIES_MATCHES_MAX) })
    .int()
    .nullish(),
  points: pointsTableSchema,
  advance_per_lobby: count(CUP_TEXT.advanceWhole, 0, 100),
  wildcards: count(CUP_TEXT.wildcardsWhole, 0, CUP_TEAMS_MAX),
  check_in_minutes: checkInMinutesField.default(0),
  starts_at: futureDateTime(TOURNAMENT_TEXT.startDateInvalid),
});

const problemText = (p: StageProblem): string => {
  switch (p.kind) {
    case 'advance_more_than_lobby':
      return CUP_TEXT.advanceMoreThanLobby(p.stage, p.lobby);
    case 'no_one_advances':
      return CUP_TEXT.noOneAdvances(p.stage);
    case 'final_advances':
      return CUP_TEXT.finalAdvances;
    case 'no_elimination':
      return CUP_TEXT.noElimination(p.stage);
    case 'final_overflows':
      return CUP_TEXT.finalOverflows(p.stage, p.advancing, p.seats);
  }
};

/** POST /cups */
export const createCupSchema = z
  .object({
    title: titleField,
    rules: rulesField,
    tiktok_username: tiktokLinkField(TOURNAMENT_TEXT.tiktokRequired),
    template_type: z.enum(TEMPLATE_IDS, { error: TOURNAMENT_TEXT.templateUnknown }),
    game_mode: oneLine(z.string().trim().max(60)).nullish(),
    max_teams: count(CUP_TEXT.maxTeamsRange, 2, CUP_TEAMS_MAX),
    /** Teams that may register past max_teams, placed as places open (docs/product/cups.md#the-waitlist). */
    waitlist_teams: count(CUP_TEXT.waitlistRange, 0, CUP_TEAMS_MAX).default(0),
    entry_fee: wholeNumber(0, TOURNAMENT_TEXT.entryFeeWhole),
    owner_contribution: wholeNumber(0, VALIDATION.contributionHint)
      .refine((v) => v === 0 || v >= CONTRIBUTION_MIN_IF_ANY, VALIDATION.contributionHint)
      .default(0),
    payout: payoutPercentsSchema,
    /** Every lobby's payout hold (docs/product/trust.md#payout-hold): its results count once it ends. */
    payout_hold_minutes: payoutHoldField.default(0),
    registration_opens_at: isoDateTime(TOURNAMENT_TEXT.startDateInvalid).nullish(),
    registration_closes_at: futureDateTime(TOURNAMENT_TEXT.startDateInvalid),
    stages: z
      .array(stageSchema, { error: CUP_TEXT.stagesRange })
      .min(1, CUP_TEXT.stagesRange)
      .max(CUP_STAGES_MAX, CUP_TEXT.stagesRange),
  })
  .superRefine((v, ctx) => {
    const lobbyMax = teamsMaxFor(v.template_type);
    v.stages.forEach((stage, i) => {
      if (stage.teams_per_lobby < CUP_LOBBY_TEAMS_MIN || stage.teams_per_lobby > lobbyMax)
        ctx.addIssue({
          code: 'custom',
          path: ['stages', i, 'teams_per_lobby'],
          message: CUP_TEXT.lobbyTeamsRange(lobbyMax),
        });
      if (stage.best_of != null && (stage.best_of < 1 || stage.best_of > stage.matches))
        ctx.addIssue({ code: 'custom', path: ['stages', i, 'best_of'], message: CUP_TEXT.bestOfRange(stage.matches) });
      const after = i === 0 ? v.registration_closes_at : v.stages[i - 1]!.starts_at;
      if (Date.parse(stage.starts_at) <= Date.parse(after))
        ctx.addIssue({ code: 'custom', path: ['stages', i, 'starts_at'], message: CUP_TEXT.stageStartOrder(i + 1) });
    });
    if (v.waitlist_teams > v.max_teams)
      ctx.addIssue({ code: 'custom', path: ['waitlist_teams'], message: CUP_TEXT.waitlistRange });
    if (v.registration_opens_at && Date.parse(v.registration_opens_at) >= Date.parse(v.registration_closes_at))
      ctx.addIssue({ code: 'custom', path: ['registration_closes_at'], message: CUP_TEXT.registrationCloseOrder });
    const problem = v.stages.every((s) => s.teams_per_lobby >= CUP_LOBBY_TEAMS_MIN)
      ? stageProblem(v.stages, v.max_teams)
      : null;
    if (problem) ctx.addIssue({ code: 'custom', path: ['stages'], message: problemText(problem) });
    const finalTeams = v.stages.at(-1)!.teams_per_lobby;
    if (v.payout.length > finalTeams)
      ctx.addIssue({ code: 'custom', path: ['payout'], message: SERIES_TEXT.payoutTooLong(finalTeams) });
  })
  .transform((v) => ({
    ...v,
    game_mode: v.game_mode || 'Battle Royale',
    registration_opens_at: v.registration_opens_at ?? null,
    stages: v.stages.map((s) => ({
      ...s,
      best_of: s.best_of ?? null,
    })),
  }));
export type CreateCupRequest = z.input<typeof createCupSchema>;
export type CreateCupInput = z.output<typeof createCupSchema>;
/** A stage as a cup stores it. */
export type CupStageSettings = CreateCupInput['stages'][number];

/** POST /cups/{id}/register: a team's name (solo cups take the player's username). */
export const registerCupSchema = z.object({
  team_name: oneLine(
    z
      .string({ error: CUP_TEXT.teamNameRequired })
      .trim()
      .min(1, CUP_TEXT.teamNameRequired)
      .max(TEAM_NAME_MAX, CUP_TEXT.teamNameTooLong),
  ).nullish(),
});

/** POST /cups/{id}/join: the captain's invite code, forgiving spaces, dashes and case. */
export const joinCupTeamSchema = z.object({
  invite_code: z
    .string({ error: REQUEST_TEXT.fieldRequired('invite_code') })
    .max(1_000, CUP_TEXT.inviteInvalid)
    .transform((code) => code.replace(/[\s-]/g, '').toUpperCase()),
});

/** POST /cups/{id}/seed */
export const seedCupSchema = z.object({
  mode: z.enum(SEEDING_MODES, { error: REQUEST_TEXT.fieldRequired('mode') }),
});

const username = z
  .string({ error: REQUEST_TEXT.fieldRequired('username') })
  .trim()
  .min(1)
  .max(100);

/** PUT /cups/{id}/co-hosts: the whole list, by username. */
export const cupCoHostsSchema = z.object({
  usernames: z
    .array(username, { error: REQUEST_TEXT.fieldRequired('usernames') })
    .max(CUP_CO_HOSTS_MAX, CUP_TEXT.coHostsMax(CUP_CO_HOSTS_MAX)),
});

/** PUT /cups/{id}/lobbies/{tournament_id}/co-host: a co-host's username, or null for the owner. */
export const lobbyCoHostSchema = z.object({ username: username.nullable() });

export const cupLobbyParams = z.object({
  id: z.uuid(ACCESS_TEXT.notFound),
  tournament_id: z.uuid(ACCESS_TEXT.notFound),
});

/** Lobbies one request may send room codes to (a stage of a qualifier of 2,048 squads has 82). */
export const CUP_ROOM_CODES_MAX = 200;

/** POST /cups/{id}/room-codes: each lobby's room details, as POST /tournaments/{id}/send-room-code takes them. */
export const cupRoomCodesSchema = z.object({
  lobbies: z
    .array(sendRoomCodeSchema.extend({ tournament_id: z.uuid(ACCESS_TEXT.notFound) }), {
      error: REQUEST_TEXT.fieldRequired('lobbies'),
    })
    .min(1, CUP_TEXT.roomCodesRange(CUP_ROOM_CODES_MAX))
    .max(CUP_ROOM_CODES_MAX, CUP_TEXT.roomCodesRange(CUP_ROOM_CODES_MAX))
    .refine((lobbies) => new Set(lobbies.map((l) => l.tournament_id)).size === lobbies.length, CUP_TEXT.lobbyTwice),
});
export type CupRoomCodesInput = z.output<typeof cupRoomCodesSchema>;

/** A page of a cup's standings: the top 100 by default, at most 500 rows. */
export const CUP_STANDINGS_PAGE = { default: 100, max: 500 } as const;

/** GET /cups/{id}/standings?limit=&offset= */
export const cupStandingsQuery = z.object({
  limit: pagingQuery(CUP_STANDINGS_PAGE).limit,
  offset: documented(
    z
      .string({ error: REQUEST_TEXT.fieldWholeNumber('offset') })
      .regex(/^\d{1,5}$/, REQUEST_TEXT.fieldWholeNumber('offset'))
      .transform(Number)
      .optional()
      .transform((v) => v ?? 0),
    { pattern: '^\\d{1,5}$', description: 'Rows to skip from the top; 0 when left out.' },
  ),
});
