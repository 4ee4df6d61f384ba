/** Small helpers of the tournament routes. */
import type { Request } from 'express';
import { TOURNAMENT_TEXT } from '@squadhub/shared';
import type { DeletionResult } from '../../services/tournaments/refunds.js';
import { idParam } from '../money/params.js';

/** The `:id` of the path as a uuid; anything else names no tournament (404). */
export const tournamentIdOf = (req: Request): string => idParam(req, TOURNAMENT_TEXT.notFound);

/** The answer of a deletion: the refunds, not the internals. */
export const deletedAnswer = (message: string, done: DeletionResult) => ({
  message,
  players_refunded: done.players_refunded,
  coins_refunded: done.coins_refunded,
});
