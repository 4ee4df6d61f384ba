/**
 * Texts of the automatic void (docs/product/trust.md): a tournament whose host sent no room code,
 * or recorded no results, in time is voided and every fee refunded. The refusals carry their
 * codes (texts/codes.ts); the notices are what the tournament page, its card and the toasts say.
 */
import {
  CODE_GRACE_MINUTES_MAX,
  CODE_GRACE_MINUTES_MIN,
  RESULTS_DEADLINE_HOURS_MAX,
  RESULTS_DEADLINE_HOURS_MIN,
  type VoidReason,
} from '../constants.js';

const coins = (n: number) => `${n} ${n === 1 ? 'coin' : 'coins'}`;

/** Refusals: each key is its code in snake_case (`tournamentVoided` → `tournament_voided`). */
export const VOID_TEXT = {
  tournamentVoided: 'This tournament was voided and every fee refunded: it takes no more seats, codes or results.',
  alreadyUnderReview: 'This tournament is already under review.',
  codeGraceRange: `The room code is due within ${CODE_GRACE_MINUTES_MIN} to ${CODE_GRACE_MINUTES_MAX} minutes of the start (a whole number).`,
  resultsDeadlineRange: `The results deadline is ${RESULTS_DEADLINE_HOURS_MIN} to ${RESULTS_DEADLINE_HOURS_MAX} hours (a whole number).`,
} as const;

/** Confirmations (not refusals). */
export const VOID_SUCCESS = {
  resultsDeadlineUpdated: (hours: number) =>
    `Results are now due ${hours} ${hours === 1 ? 'hour' : 'hours'} after the start.`,
  underReview: 'Under review: this tournament will not be voided for missing results.',
} as const;

/** What the page, the card and the toasts say about a void. */
export const VOID_NOTICE = {
  reason: {
    no_room_code: 'Voided: the host sent no room code in time. Every fee was refunded.',
    no_results: 'Voided: the host recorded no results in time. Every fee was refunded.',
  } satisfies Record<VoidReason, string>,
  badge: 'Voided',
  /** Where a finalized tournament's winners would be. */
  noWinners: 'Nobody won: every fee was refunded.',
  /** What went wrong, in a few words: the toast fits two lines on a phone (AppToaster.tsx). */
  cause: {
    no_room_code: 'no room code in time',
    no_results: 'no results in time',
  } satisfies Record<VoidReason, string>,
  /** The money first: a refunded player reads it before the title cuts anything off. */
  toast: (title: string, reason: VoidReason, refunded: number) =>
    refunded > 0
      ? `${coins(refunded)} back: ${title} was voided (${VOID_NOTICE.cause[reason]}).`
      : `${title} was voided (${VOID_NOTICE.cause[reason]}): every fee was refunded.`,
  codeDue: 'Room code due in',
  codeDueHint: 'If the host sends no room code by then, the tournament is voided and every fee refunded.',
  codeOverdue: 'The room code is overdue: the tournament is being voided and every fee refunded.',
  graceLabel: 'Room code due within (minutes)',
  graceHint: 'If you send no room code this long after the start, the tournament is voided and every fee refunded.',
  underReview: 'Under review by an admin: it will not be voided for missing results.',
  resultsOverdue: (title: string) => `${title}: results are overdue (half the results deadline has passed).`,
  review: 'Review',
} as const;
