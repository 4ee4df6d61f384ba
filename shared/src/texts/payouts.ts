/** Texts of the payout hold and disputes (docs/product/trust.md#payout-hold, #disputes). */
import { DISPUTE_EVIDENCE_MAX, DISPUTE_NOTE_MAX, DISPUTE_REASON_MAX, DISPUTE_REASON_MIN } from '../constants.js';

/** The refusals of the server and its schemas; each key is its error code in snake_case (codes.ts). */
export const PAYOUT_TEXT = {
  payoutHoldMinutes: 'The payout hold is one of 0, 15, 30, 60, 180, 720 or 1440 minutes',
  disputeReasonLength: `Describe what is wrong in ${DISPUTE_REASON_MIN} to ${DISPUTE_REASON_MAX} characters`,
  disputeNumber: 'Match and team numbers are whole numbers from 1',
  disputeMatchOnSingleGame: 'A match can be named only in a series',
  disputeNotParticipant: 'Only a player of this tournament can report its results',
  disputeNoResults: 'There are no results to dispute yet',
  disputeAlreadyPaid: 'The prizes are already paid: this result can no longer be disputed',
  disputeAlreadyOpen: 'You already have an open report on this tournament',
  disputeNotFound: 'No such dispute',
  disputesForbidden: 'Only the creator, admins and players who reported can see disputes',
  evidenceNotYours: 'Only the player who reported can add screenshots',
  evidenceFull: `A report carries at most ${DISPUTE_EVIDENCE_MAX} screenshots`,
  evidenceClosed: 'Screenshots can be added only while the report is open',
  evidenceImageRequired: 'Send the screenshot as multipart/form-data in the field "image"',
  evidenceNotFound: 'No such screenshot',
  disputeNotOpen: 'This dispute is already resolved',
  resolutionNoteLength: `Write a note of 1 to ${DISPUTE_NOTE_MAX} characters`,
  resolutionOutcome: 'The outcome is "upheld" or "rejected"',
  payoutNotHeld: 'No payout is held for this tournament',
  payoutDisputeOpen: 'A dispute is open: resolve it before paying',
  payoutAwaitsResults: 'The payout waits for corrected results',
} as const;

const clock = (ms: number) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s % 60)}` : `${m}:${two(s % 60)}`;
};

/** What the tournament page, the dispute dialog and the admin queue say. */
export const PAYOUT_NOTICE = {
  holdLabel: 'Payout hold',
  holdHint: 'Prizes are paid this long after the results, so players can report a wrong result first.',
  holdOption: (minutes: number) =>
    minutes === 0 ? 'None: pay at once' : minutes < 60 ? `${minutes} minutes` : `${minutes / 60} h`,
  heldIn: (msLeft: number) => `Payout in ${clock(msLeft)}`,
  heldDue: 'Payout due: it is being paid',
  awaitsResults: 'Payout waits for corrected results',
  disputed: 'Payout stopped: a result is disputed',
  paid: 'Prizes paid',
  planLabel: 'Prizes as recorded',
  reportHint: 'Wrong? Report it before the payout.',
  report: 'Report a wrong result',
  dialogTitle: 'Report a wrong result',
  reasonLabel: 'What is wrong?',
  reasonCount: (n: number) => `${n} / 1000`,
  matchLabel: 'Match (optional)',
  teamLabel: 'Team (optional)',
  evidenceLabel: 'Screenshots (up to 3)',
  send: 'Send report',
  sent: 'Report sent: the payout is stopped until an admin decides.',
  creatorHint: 'A player reported a wrong result. Correct the results if they are wrong; an admin decides.',
  yourReport: 'Your report',
  queueTitle: 'Disputes',
  queueEmpty: 'No open disputes.',
  /** The Admin menu's news while disputes wait for a ruling. */
  openDisputes: (n: number) => (n === 1 ? '1 open dispute' : `${n} open disputes`),
  uphold: 'Uphold',
  reject: 'Reject',
  payNow: 'Pay now',
  noteLabel: 'Note to the players',
  resolved: 'Dispute resolved.',
  paidNow: 'The prizes are paid.',
  resultsHeld: (msLeft: number) =>
    `Results recorded: the prizes are paid in ${clock(msLeft)} unless a player reports them.`,
  sendFailed: 'Failed to send the report',
  resolveFailed: 'Failed to resolve the dispute',
  payNowFailed: 'Failed to pay the prizes',
  loadFailed: 'Failed to load the disputes',
  screenshot: (n: number) => `Screenshot ${n}`,
  statusOf: { open: 'Open', upheld: 'Upheld', rejected: 'Rejected' },
  filedToast: (title: string) => `A result of ${title} was disputed`,
  resolvedToast: (title: string, outcome: 'upheld' | 'rejected') =>
    outcome === 'upheld'
      ? `Your report on ${title} was upheld: the payout waits for corrected results`
      : `Your report on ${title} was rejected: the payout goes ahead`,
} as const;
