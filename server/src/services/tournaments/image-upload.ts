/**
 * Replacing a tournament's image with an upload: the file is judged and stored first, then the
 * tournament row points at it in one transaction. If that fails the new file is removed; if it
 * succeeds the replaced upload is removed. Template artwork (/static) is never deleted.
 */
import type { Tournament } from '@squadhub/shared';
import type { UserRow } from '../../auth/passport.js';
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import { removeUpload, storeImage } from '../../uploads/images.js';
import { setTournamentImage } from './manage.js';
import { loadTournamentView } from './view.js';

export async function replaceTournamentImage(
  ctx: AppContext,
  user: Pick<UserRow, 'id' | 'role'>,
  tournamentId: string,
  file: Express.Multer.File | undefined,
): Promise<{ image_url: string; tournament: Tournament }> {
  const url = await storeImage(ctx, file, 'tournaments');
  try {
    const { previous, tournament } = await inTransaction(ctx, async (tx, events) => {
      const previous = await setTournamentImage(tx, events, user, tournamentId, url);
      return { previous, tournament: (await loadTournamentView(tx, tournamentId, user, 'full'))! };
    });
    if (previous !== url) await removeUpload(ctx, previous, 'tournaments');
    return { image_url: url, tournament };
  } catch (err) {
    await removeUpload(ctx, url, 'tournaments');
    throw err;
  }
}
