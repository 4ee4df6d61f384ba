/**
 * The public action log of a tournament (what happened to its seats, entries, room and prizes),
 * and how each line reads. It answers "why was I kicked" and "were the prizes paid" without a
 * support chat. Room details never appear in it: "room code sent" says when, not what.
 */

export const TOURNAMENT_ACTION_KINDS = [
  'join',
  'leave',
  'kick',
  'change_slot',
  'move',
  'swap',
  'stop_entries',
  'room_code_sent',
  'winners_paid',
  'remainder_paid',
  'account_closed',
  'team_reserved',
  'team_released',
  'team_joined',
  'check_in',
  'no_show',
  'waitlist_offered',
  'waitlist_accepted',
  'waitlist_passed',
  'match_results',
  'match_results_removed',
  'series_finalized',
  'voided',
  'under_review',
  'results_held',
  'dispute_filed',
  'dispute_upheld',
  'dispute_rejected',
  'paid_early',
] as const;
export type TournamentActionKind = (typeof TOURNAMENT_ACTION_KINDS)[number];

export interface ActionSeat {
  team_number: number;
  slot_index: number;
}

/** What a line adds to who did it and to whom: seats, coins and, for payouts, the winners. */
export interface TournamentActionDetail {
  from?: ActionSeat;
  to?: ActionSeat;
  /** The entry fee paid, the refund given, the prizes paid in all, or the remainder. */
  coins?: number;
  /** The match of a series a results line is about, and whether it corrected earlier results. */
  match?: number;
  corrected?: boolean;
  winners?: { position: number; username: string; coins: number }[];
  /** Why a tournament was voided (docs/product/trust.md). */
  void_reason?: 'no_room_code' | 'no_results';
}

/** One line of the log as the API answers it (names as they are shown now). */
export interface TournamentAction extends TournamentActionDetail {
  id: number;
  kind: TournamentActionKind;
  created_at: string;
  actor: string | null;
  player: string | null;
  other_player: string | null;
}

const seat = (s: ActionSeat | undefined) => (s ? `Team ${s.team_number}, slot ${s.slot_index + 1}` : 'a slot');
const coinsText = (n: number | undefined) => `${n ?? 0} ${n === 1 ? 'coin' : 'coins'}`;
const name = (n: string | null) => n ?? 'someone';

/** The sentence a line reads as, in the log of the tournament page. */
export function actionText(a: TournamentAction): string {
  switch (a.kind) {
    case 'join':
      return `${name(a.player)} joined ${seat(a.to)}${a.coins ? ` (entry ${coinsText(a.coins)})` : ''}`;
    case 'leave':
      return `${name(a.player)} left ${seat(a.from)}${a.coins ? `, ${coinsText(a.coins)} refunded` : ''}`;
    case 'kick':
      return `${name(a.actor)} removed ${name(a.player)} from ${seat(a.from)}${a.coins ? `, ${coinsText(a.coins)} refunded` : ''}`;
    case 'change_slot':
      return `${name(a.player)} moved from ${seat(a.from)} to ${seat(a.to)}`;
    case 'move':
      return `${name(a.actor)} moved ${name(a.player)} from ${seat(a.from)} to ${seat(a.to)}`;
    case 'swap':
      return `${name(a.actor)} swapped ${name(a.player)} (${seat(a.from)}) and ${name(a.other_player)} (${seat(a.to)})`;
    case 'stop_entries':
      return `${name(a.actor)} stopped entries`;
    case 'room_code_sent':
      return `${name(a.actor)} sent the room code to the players`;
    case 'winners_paid':
      return `Prizes paid: ${(a.winners ?? []).map((w) => `#${w.position} ${w.username} ${coinsText(w.coins)}`).join(', ')}`;
    case 'remainder_paid':
      return `${coinsText(a.coins)} left in the pool went to ${name(a.player)}`;
    case 'team_reserved':
      return `${name(a.player)} reserved Team ${a.to?.team_number ?? '?'} for their squad`;
    case 'team_released':
      return `The hold on Team ${a.from?.team_number ?? '?'} ended: its free slots go to the waitlist, then to anyone`;
    case 'team_joined':
      return `${name(a.player)} joined their squad in ${seat(a.to)}${a.coins ? ` (entry ${coinsText(a.coins)})` : ''}`;
    case 'check_in':
      return `${name(a.player)} checked in`;
    case 'no_show':
      return `${name(a.player)} did not check in: ${seat(a.from)} freed${a.coins ? `, ${coinsText(a.coins)} refunded` : ''}`;
    case 'waitlist_offered':
      return `${seat(a.to)} offered to ${name(a.player)} from the waitlist`;
    case 'waitlist_accepted':
      return `${name(a.player)} took ${seat(a.to)} from the waitlist${a.coins ? ` (entry ${coinsText(a.coins)})` : ''}`;
    case 'waitlist_passed':
      return `${name(a.player)} passed on ${seat(a.from)}: it goes to the next in line`;
    case 'match_results':
      return `${name(a.actor)} ${a.corrected ? 'corrected' : 'entered'} the results of match ${a.match ?? '?'}`;
    case 'match_results_removed':
      return `${name(a.actor)} removed the results of match ${a.match ?? '?'}`;
    case 'series_finalized':
      return `${name(a.actor)} finalized the series after ${a.match ?? '?'} matches: ${coinsText(a.coins)} paid from the standings`;
    case 'voided':
      return a.void_reason === 'no_results'
        ? `Voided: no results were recorded in time. ${coinsText(a.coins)} refunded`
        : `Voided: no room code was sent in time. ${coinsText(a.coins)} refunded`;
    case 'under_review':
      return `${name(a.actor)} placed the tournament under review`;
    case 'results_held':
      return `${name(a.actor)} recorded the results: ${coinsText(a.coins)} in prizes, paid when the hold ends`;
    case 'dispute_filed':
      return `${name(a.player)} disputed the results: the payout is stopped`;
    case 'dispute_upheld':
      return `${name(a.actor)} upheld ${name(a.player)}'s dispute: the payout waits for corrected results`;
    case 'dispute_rejected':
      return `${name(a.actor)} rejected ${name(a.player)}'s dispute: the payout hold resumes`;
    case 'paid_early':
      return `${name(a.actor)} ended the payout hold early`;
    case 'account_closed':
      return `${name(a.player)}'s account was closed: ${seat(a.from)} freed${a.coins ? `, ${coinsText(a.coins)} refunded` : ''}`;
  }
}
