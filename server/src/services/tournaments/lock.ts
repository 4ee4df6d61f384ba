/**
 * Locking a tournament for a lifecycle step. Reuses the play lock (`SELECT … FOR UPDATE`, so all
 * changes to one tournament run one after another, tournament row before user rows) and answers
 * a missing tournament with the 404 text of spec 1 §8.
 */
import { TOURNAMENT_TEXT } from '@squadhub/shared';
import type { Tx } from '../../db/client.js';
import { HttpError, notFound } from '../../http/errors.js';
import { lockTournament as lockPlayTournament } from '../play/access.js';
import type { TournamentRow } from './view.js';

export async function lockTournament(tx: Tx, id: string): Promise<TournamentRow> {
  try {
    return await lockPlayTournament(tx, id);
  } catch (err) {
    if (err instanceof HttpError && err.status === 404) throw notFound(TOURNAMENT_TEXT.notFound);
    throw err;
  }
}
