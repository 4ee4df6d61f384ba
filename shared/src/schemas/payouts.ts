/**
 * Request schemas of the payout hold and disputes (docs/product/trust.md#payout-hold,
 * #disputes): the hold field of the create and full-edit bodies, filing and resolving a dispute.
 * The server validates with them and the dispute dialog and the admin queue use the same ones.
 */
import { z } from 'zod';
import {
  DISPUTE_NOTE_MAX,
  DISPUTE_REASON_MAX,
  DISPUTE_REASON_MIN,
  PAYOUT_HOLD_MINUTES,
  type PayoutHoldMinutes,
} from '../constants.js';
import { PAYOUT_TEXT } from '../texts/payouts.js';
import { documented, multiLine } from './common.js';

/** Minutes between results and payout: one of PAYOUT_HOLD_MINUTES. */
export const payoutHoldField = documented(
  z
    .number({ error: PAYOUT_TEXT.payoutHoldMinutes })
    .refine((m): m is PayoutHoldMinutes => (PAYOUT_HOLD_MINUTES as readonly number[]).includes(m), {
      message: PAYOUT_TEXT.payoutHoldMinutes,
    }),
  { enum: [...PAYOUT_HOLD_MINUTES] },
);

const positive = z.int({ error: PAYOUT_TEXT.disputeNumber }).min(1, PAYOUT_TEXT.disputeNumber);

/** POST /api/tournaments/{id}/disputes (the dispute dialog). */
export const fileDisputeSchema = z.strictObject({
  reason: multiLine(
    z
      .string({ error: PAYOUT_TEXT.disputeReasonLength })
      .trim()
      .min(DISPUTE_REASON_MIN, PAYOUT_TEXT.disputeReasonLength)
      .max(DISPUTE_REASON_MAX, PAYOUT_TEXT.disputeReasonLength),
  ),
  /** A series' match it is about (1..matches); the server refuses it on a single game. */
  match: positive.optional(),
  team_number: positive.optional(),
});
export type FileDisputeRequest = z.input<typeof fileDisputeSchema>;

/** POST /api/disputes/{id}/resolve (admins). */
export const resolveDisputeSchema = z.strictObject({
  outcome: z.enum(['upheld', 'rejected'], { error: PAYOUT_TEXT.resolutionOutcome }),
  note: multiLine(
    z
      .string({ error: PAYOUT_TEXT.resolutionNoteLength })
      .trim()
      .min(1, PAYOUT_TEXT.resolutionNoteLength)
      .max(DISPUTE_NOTE_MAX, PAYOUT_TEXT.resolutionNoteLength),
  ),
});
export type ResolveDisputeRequest = z.input<typeof resolveDisputeSchema>;
