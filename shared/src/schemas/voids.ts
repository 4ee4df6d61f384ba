/**
 * Request fields of the automatic void (docs/product/trust.md): the room-code grace a creator
 * sets on a tournament, and the results deadline the super admin sets for all.
 */
import { z } from 'zod';
import {
  CODE_GRACE_MINUTES_MAX,
  CODE_GRACE_MINUTES_MIN,
  RESULTS_DEADLINE_HOURS_MAX,
  RESULTS_DEADLINE_HOURS_MIN,
} from '../constants.js';
import { VOID_TEXT } from '../texts/voids.js';

/** code_grace_minutes: a whole number of minutes, CODE_GRACE_MINUTES_MIN to CODE_GRACE_MINUTES_MAX. */
export const codeGraceMinutesField = z
  .number({ error: VOID_TEXT.codeGraceRange })
  .int(VOID_TEXT.codeGraceRange)
  .min(CODE_GRACE_MINUTES_MIN, VOID_TEXT.codeGraceRange)
  .max(CODE_GRACE_MINUTES_MAX, VOID_TEXT.codeGraceRange);

/** PUT /api/admin/settings/results-deadline (super admin). */
export const resultsDeadlineSchema = z.object({
  results_deadline_hours: z
    .number({ error: VOID_TEXT.resultsDeadlineRange })
    .int(VOID_TEXT.resultsDeadlineRange)
    .min(RESULTS_DEADLINE_HOURS_MIN, VOID_TEXT.resultsDeadlineRange)
    .max(RESULTS_DEADLINE_HOURS_MAX, VOID_TEXT.resultsDeadlineRange),
});
export type ResultsDeadlineRequest = z.input<typeof resultsDeadlineSchema>;
