/**
 * Replacing a tournament's image with an upload: the bytes are judged and re-encoded first,
 * outside any transaction (CPU work holds no row lock), then stored and pointed at in one
 * transaction, so a refused change (not the manager, no such tournament) leaves no image behind. The replaced upload is deleted by the same UPDATE (the trigger of
 * migration 0005); template artwork (/static) is never touched.
 */
import { SUCCESS, type Tournament } from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import type { UserRow } from '../../db/rows.js';
import { inTransaction } from '../../db/transaction.js';
import { encodeUpload } from '../../uploads/reencode.js';
import { findTournament } from './load.js';
import { setTournamentImage } from './manage.js';
import { assertManager } from './policy.js';
import { loadTournamentView } from './view.js';

export async function replaceTournamentImage(
  ctx: AppContext,
  user: Pick<UserRow, 'id' | 'role'>,
  tournamentId: string,
  file: Express.Multer.File | undefined,
): Promise<{ message: string; image_url: string; tournament: Tournament }> {
  const image = await encodeUpload(file);
  return inTransaction(ctx, async (tx, events) => {
    const { url } = await ctx.images.save(tx, image, 'tournaments');
    await setTournamentImage(ctx, tx, events, user, tournamentId, url);
    const tournament = (await loadTournamentView(tx, tournamentId, user, 'full'))!;
    return { message: SUCCESS.tournamentImageUpdated, image_url: url, tournament };
  });
}

/** Who may upload is decided before the file is read, so outsiders' bytes are never stored. */
export async function assertMayUploadImage(
  ctx: AppContext,
  user: Pick<UserRow, 'id' | 'role'>,
  tournamentId: string,
): Promise<void> {
  assertManager(await findTournament(ctx.db, tournamentId), user);
}
