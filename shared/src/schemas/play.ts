/**
 * Request schemas of live tournament play (docs/product/tournaments.md): slots,
 * room code, chat, winners, leaderboards and open lobbies. The server validates with them and
 * the client forms use the same ones, so both sides show the specifications' messages.
 */
import { z } from 'zod';
import { CHAT_MESSAGE_MAX, DEFAULT_LOBBY_MAP, MAPS, MAX_COIN_AMOUNT } from '../constants.js';
import { ACCESS_TEXT, PLAY_TEXT, REQUEST_TEXT, SQUAD_TEXT, VALIDATION } from '../texts/index.js';
import { multiLine, optionalText, queryInt, requiredText } from './common.js';

// ---- Slots -----------------------------------------------------------------------

const teamNumber = z
  .number({ error: REQUEST_TEXT.fieldWholeNumber('team_number') })
  .int()
  .min(1)
  .max(1_000);
const slotIndex = z
  .number({ error: REQUEST_TEXT.fieldWholeNumber('slot_index') })
  .int()
  .min(0)
  .max(1_000);

/** POST /tournaments/{id}/join-slot */
export const joinSlotSchema = z.object({
  tournament_id: z.uuid().optional(),
  team_number: teamNumber,
  slot_index: slotIndex,
});

/** A team number (1-based) or slot index (0-based) in a query string; range checked against the tournament. */
const position = (name: string) => queryInt(name);

/** POST /tournaments/{id}/change-slot and /move-player (query). */
export const moveQuerySchema = z.object({
  old_team_number: position('old_team_number'),
  old_slot_index: position('old_slot_index'),
  new_team_number: position('new_team_number'),
  new_slot_index: position('new_slot_index'),
});
export type MoveQuery = z.infer<typeof moveQuerySchema>;

/** POST /tournaments/{id}/kick-player (query). */
export const slotQuerySchema = z.object({
  team_number: position('team_number'),
  slot_index: position('slot_index'),
});

/** POST /tournaments/{id}/swap-players (query). */
export const swapQuerySchema = z.object({
  team1_number: position('team1_number'),
  slot1_index: position('slot1_index'),
  team2_number: position('team2_number'),
  slot2_index: position('slot2_index'),
});

// ---- Squads (docs/product/squads.md) --------------------------------------------

/** /tournaments/{id}/teams/{team_number}/…: the team's range is checked against the tournament. */
export const teamParams = z.object({
  id: z.uuid(ACCESS_TEXT.notFound),
  team_number: queryInt('team_number'),
});

/**
 * POST /tournaments/{id}/join-team. Spaces, dashes and case are forgiven (a code read aloud or
 * retyped); any other text that is no live code answers the same 404 as a wrong one. Only a body
 * no code could ever be (over 1,000 characters) is refused as malformed.
 */
export const joinTeamSchema = z.object({
  invite_code: z
    .string({ error: REQUEST_TEXT.fieldRequired('invite_code') })
    .max(1_000, SQUAD_TEXT.inviteInvalid)
    .transform((code) => code.replace(/[\s-]/g, '').toUpperCase()),
});

// ---- Room code ------------------------------------------------------------------

/** POST /tournaments/{id}/send-room-code: code required and trimmed; link and password null when empty. */
export const sendRoomCodeSchema = z.object({
  room_code: requiredText(VALIDATION.roomCodeRequired, 64),
  room_link: optionalText(500),
  password: optionalText(64),
});
export type SendRoomCodeInput = z.input<typeof sendRoomCodeSchema>;

// ---- Chat --------------------------------------------------------------------------

export const chatMessageSchema = z.object({
  message: multiLine(
    z
      .string({ error: PLAY_TEXT.chatEmpty })
      .trim()
      .min(1, PLAY_TEXT.chatEmpty)
      .max(CHAT_MESSAGE_MAX, PLAY_TEXT.chatTooLong),
  ),
});

// ---- Winners ----------------------------------------------------------------------

const winnerEntrySchema = z.object(
  {
    user_id: z.uuid({ error: VALIDATION.winnerFieldsInvalid }),
    coins_awarded: z
      .number({ error: VALIDATION.winnerFieldsInvalid })
      .int(VALIDATION.winnerFieldsInvalid)
      .min(1, VALIDATION.winnerFieldsInvalid)
      .max(MAX_COIN_AMOUNT, VALIDATION.winnerFieldsInvalid),
    position: z.number({ error: VALIDATION.winnerFieldsInvalid }).int().min(1).max(1_000),
  },
  { error: VALIDATION.winnerFieldsInvalid },
);

const winnersList = z
  .array(winnerEntrySchema, { error: VALIDATION.atLeastOneWinner })
  .min(1, VALIDATION.atLeastOneWinner)
  .max(1_000)
  .refine((ws) => new Set(ws.map((w) => w.user_id)).size === ws.length, VALIDATION.winnerDuplicate)
  .refine((ws) => new Set(ws.map((w) => w.position)).size === ws.length, PLAY_TEXT.winnerPositionsUnique);

/** POST /tournaments/{id}/select-winners. The total against the prize pool is checked with the pool. */
export const selectWinnersSchema = z.object({
  tournament_id: z.uuid().optional(),
  winners: winnersList,
});
export type SelectWinnersInput = z.infer<typeof selectWinnersSchema>;

/** The total of the awards may not exceed the pool (docs/product/tournaments.md#winners); returns the message or null. */
export function winnersTotalError(winners: { coins_awarded: number }[], prizePool: number): string | null {
  const total = winners.reduce((sum, w) => sum + w.coins_awarded, 0);
  return total > prizePool ? VALIDATION.winnersExceedPool(total, prizePool) : null;
}

/**
 * The Select Winners form: rows may be half filled while editing; submitting checks every rule
 * of docs/product/tournaments.md#winners, in the order listed there.
 */
export const selectWinnersFormSchema = (prizePool: number) =>
  z
    .object({
      winners: z.array(z.object({ user_id: z.string(), coins_awarded: z.number().or(z.nan()), position: z.number() })),
    })
    .superRefine((v, ctx) => {
      if (v.winners.length === 0) return ctx.addIssue({ code: 'custom', message: VALIDATION.atLeastOneWinner });
      const total = v.winners.reduce((s, w) => s + (Number.isFinite(w.coins_awarded) ? w.coins_awarded : 0), 0);
      const overPool = winnersTotalError([{ coins_awarded: total }], prizePool);
      if (overPool) return ctx.addIssue({ code: 'custom', message: overPool });
      if (v.winners.some((w) => !w.user_id || !Number.isInteger(w.coins_awarded) || w.coins_awarded < 1))
        return ctx.addIssue({ code: 'custom', message: VALIDATION.winnerFieldsInvalid });
      if (new Set(v.winners.map((w) => w.user_id)).size !== v.winners.length)
        ctx.addIssue({ code: 'custom', message: VALIDATION.winnerDuplicate });
    });

// ---- Open lobbies -------------------------------------------------------------------

export const openLobbySchema = z.object({
  room_code: requiredText(PLAY_TEXT.lobbyRoomCodeRequired, 64),
  room_link: optionalText(500),
  map_selection: z.enum(MAPS, { error: PLAY_TEXT.lobbyMapRequired }).default(DEFAULT_LOBBY_MAP),
});
export type OpenLobbyInput = z.input<typeof openLobbySchema>;

// ---- Global leaderboards -----------------------------------------------------------

export const LEADERBOARD_PERIODS = ['daily', 'weekly', 'all-time'] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];
export const leaderboardParams = z.object({ period: z.enum(LEADERBOARD_PERIODS, { error: ACCESS_TEXT.notFound }) });
