/** Small helpers of the tournament routes. */
import type { Request } from 'express';
import { TOURNAMENT_TEXT } from '@squadhub/shared';
import { idParam } from '../../http/params.js';

/** The `:id` of the path as a uuid; anything else names no tournament (404). */
export const tournamentIdOf = (req: Request): string => idParam(req, TOURNAMENT_TEXT.notFound);
