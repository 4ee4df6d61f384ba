/**
 * Disputes of a tournament's results (docs/product/trust.md#disputes). A seated player files one
 * while results are recorded and the prizes not yet paid; an open dispute stops the payout until
 * an admin resolves it. Filing takes the tournament's row lock and re-checks `paid_at` under it,
 * as the payout does (services/play/payouts.ts), so a dispute filed in the payout's last second
 * either stops it or is refused as too late: never both.
 *
 * Evidence images are judged and re-encoded as every upload is (server/src/uploads/), stored in
 * the image store, and read only here, by the filer, the creator the dispute names and admins:
 * the public /uploads route never serves them (uploads/postgres-image-store.ts).
 */
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  DISPUTE_EVIDENCE_MAX,
  PAYOUT_TEXT,
  PLAY_TEXT,
  SERIES_TEXT,
  isAdmin,
  type Dispute,
  type FileDisputeRequest,
  type ResolveDisputeRequest,
} from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import type { UserRow } from '../../db/rows.js';
import { disputeEvidence, disputes, images, tournaments, users } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest, conflict, forbidden, notFound, type DomainError } from '../../domain/errors.js';
import { shownUsernameOf } from '../../presenters/closed-account.js';
import { presentDispute, type DisputeRow } from '../../presenters/dispute.js';
import type { EncodedImage } from '../../uploads/image-store.js';
import * as announce from '../tournaments/announce.js';
import { findTournament, lockTournament } from '../tournaments/load.js';
import { logAction } from './action-log.js';
import { seatOf } from './seats.js';

const filer = alias(users, 'filer');

/** Disputes with what their answer shows, newest or oldest first. */
async function disputeRows(db: Queryable, where: SQL | undefined, order: 'newest' | 'oldest'): Promise<Dispute[]> {
  const rows = await db
    .select({
      id: disputes.id,
      tournamentId: disputes.tournamentId,
      tournamentTitle: tournaments.title,
      filerUsername: shownUsernameOf(filer),
      reason: disputes.reason,
      matchNumber: disputes.matchNumber,
      teamNumber: disputes.teamNumber,
      status: disputes.status,
      resolutionNote: disputes.resolutionNote,
      resolvedAt: disputes.resolvedAt,
      createdAt: disputes.createdAt,
      evidence: sql<string[]>`coalesce((SELECT array_agg(e.image_id ORDER BY e.created_at, e.image_id)
        FROM ${disputeEvidence} e WHERE e.dispute_id = ${disputes.id}), '{}'::uuid[])`,
    })
    .from(disputes)
    .innerJoin(filer, eq(filer.id, disputes.filerId))
    .leftJoin(tournaments, eq(tournaments.id, disputes.tournamentId))
    .where(where)
    .orderBy(order === 'newest' ? desc(disputes.createdAt) : asc(disputes.createdAt), asc(disputes.id));
  return rows.map((r) => presentDispute(r as DisputeRow));
}

async function disputeView(db: Queryable, id: string): Promise<Dispute> {
  const [view] = await disputeRows(db, eq(disputes.id, id), 'newest');
  if (!view) throw notFound(PAYOUT_TEXT.disputeNotFound);
  return view;
}

/** POST /tournaments/{id}/disputes: a seated player, while results are recorded and unpaid. */
export async function fileDispute(
  ctx: AppContext,
  user: UserRow,
  tournamentId: string,
  input: FileDisputeRequest,
): Promise<Dispute> {
  return inTransaction(ctx, async (tx, events) => {
    const t = await lockTournament(tx, tournamentId);
    if (!(await seatOf(tx, t.id, user.id))) throw forbidden(PAYOUT_TEXT.disputeNotParticipant);
    if (!t.payoutPlan) throw conflict(PAYOUT_TEXT.disputeNoResults);
    // Under the lock the payout also takes: a payout made first is final.
    if (t.paidAt || t.isFinalized) throw conflict(PAYOUT_TEXT.disputeAlreadyPaid);
    if (input.match !== undefined) {
      if (!t.series) throw badRequest(PAYOUT_TEXT.disputeMatchOnSingleGame);
      if (input.match > t.series.matches) throw badRequest(SERIES_TEXT.matchOutOfRange(t.series.matches));
    }
    if (input.team_number !== undefined && input.team_number > t.maxTeams) {
      throw badRequest(PLAY_TEXT.teamOutOfRange(t.maxTeams));
    }
    const [open] = await tx
      .select({ id: disputes.id })
      .from(disputes)
      .where(and(eq(disputes.tournamentId, t.id), eq(disputes.filerId, user.id), eq(disputes.status, 'open')));
    if (open) throw conflict(PAYOUT_TEXT.disputeAlreadyOpen);
    const [row] = await tx
      .insert(disputes)
      .values({
        tournamentId: t.id,
        hostId: t.creatorId,
        filerId: user.id,
        reason: input.reason,
        matchNumber: input.match ?? null,
        teamNumber: input.team_number ?? null,
      })
      .returning({ id: disputes.id });
    await logAction(tx, t.id, { kind: 'dispute_filed', playerId: user.id });
    const dispute = await disputeView(tx, row!.id);
    announce.disputeChanged(events, t.creatorId, dispute, user.id);
    await announce.disputePush(ctx, tx, events, { hostId: t.creatorId, filerId: user.id }, dispute);
    await announce.tournamentUpdated(ctx, tx, events, t);
    return dispute;
  });
}

/** GET /tournaments/{id}/disputes: all for the creator and admins; a player sees only their own. */
export async function listTournamentDisputes(
  ctx: AppContext,
  user: UserRow,
  tournamentId: string,
): Promise<{ disputes: Dispute[] }> {
  const t = await findTournament(ctx.db, tournamentId);
  if (t.creatorId === user.id || isAdmin(user)) {
    return { disputes: await disputeRows(ctx.db, eq(disputes.tournamentId, t.id), 'newest') };
  }
  const own = await disputeRows(ctx.db, and(eq(disputes.tournamentId, t.id), eq(disputes.filerId, user.id)), 'newest');
  if (own.length === 0 && !(await seatOf(ctx.db, t.id, user.id))) throw forbidden(PAYOUT_TEXT.disputesForbidden);
  return { disputes: own };
}

/** GET /admin/disputes: every open dispute, oldest first (the admins' queue). */
export async function listOpenDisputes(ctx: AppContext): Promise<{ disputes: Dispute[] }> {
  return { disputes: await disputeRows(ctx.db, eq(disputes.status, 'open'), 'oldest') };
}

/** Why `user` may not add a screenshot to the dispute `d` now; null when they may. */
function evidenceRefusal(d: { filerId: string; status: string }, user: UserRow, attached: number): DomainError | null {
  if (d.filerId !== user.id) return forbidden(PAYOUT_TEXT.evidenceNotYours);
  if (d.status !== 'open') return conflict(PAYOUT_TEXT.evidenceClosed);
  if (attached >= DISPUTE_EVIDENCE_MAX) return conflict(PAYOUT_TEXT.evidenceFull);
  return null;
}

const attachedTo = async (db: Queryable, disputeId: string) =>
  (await db.select({ n: count() }).from(disputeEvidence).where(eq(disputeEvidence.disputeId, disputeId)))[0]!.n;

/**
 * The authorize step of an evidence upload, before its bytes are read: only the filer, while the
 * dispute is open and has room for one more.
 */
export async function assertMayAddEvidence(ctx: AppContext, user: UserRow, disputeId: string): Promise<void> {
  const [d] = await ctx.db.select().from(disputes).where(eq(disputes.id, disputeId));
  if (!d) throw notFound(PAYOUT_TEXT.disputeNotFound);
  const refusal = evidenceRefusal(d, user, await attachedTo(ctx.db, d.id));
  if (refusal) throw refusal;
}

/** POST /disputes/{id}/evidence: the judged and re-encoded screenshot, stored under the dispute's lock. */
export async function addDisputeEvidence(
  ctx: AppContext,
  user: UserRow,
  disputeId: string,
  image: EncodedImage,
): Promise<Dispute> {
  return inTransaction(ctx, async (tx, events) => {
    // Re-checked under the dispute's lock: two uploads at once never make a fourth screenshot.
    const [d] = await tx.select().from(disputes).where(eq(disputes.id, disputeId)).for('update');
    if (!d) throw notFound(PAYOUT_TEXT.disputeNotFound);
    const refusal = evidenceRefusal(d, user, await attachedTo(tx, d.id));
    if (refusal) throw refusal;
    const saved = await ctx.images.savePrivate(tx, image);
    await tx.insert(disputeEvidence).values({ disputeId: d.id, imageId: saved.id });
    const dispute = await disputeView(tx, d.id);
    announce.disputeChanged(events, d.hostId, dispute, d.filerId);
    return dispute;
  });
}

/**
 * GET /disputes/{id}/evidence/{image_id}: the filer, the creator it was filed against and admins;
 * anyone else gets the 404 of an unknown dispute, which tells them nothing.
 */
export async function disputeEvidenceImage(
  ctx: AppContext,
  user: UserRow,
  disputeId: string,
  imageId: string,
): Promise<{ image_id: string; content_type: string; data_url: string }> {
  const [d] = await ctx.db.select().from(disputes).where(eq(disputes.id, disputeId));
  if (!d || !(d.filerId === user.id || d.hostId === user.id || isAdmin(user))) {
    throw notFound(PAYOUT_TEXT.disputeNotFound);
  }
  const [image] = await ctx.db
    .select({ contentType: images.contentType, data: images.data })
    .from(disputeEvidence)
    .innerJoin(images, eq(images.id, disputeEvidence.imageId))
    .where(and(eq(disputeEvidence.disputeId, d.id), eq(disputeEvidence.imageId, imageId)));
  if (!image) throw notFound(PAYOUT_TEXT.evidenceNotFound);
  return {
    image_id: imageId,
    content_type: image.contentType,
    data_url: `data:${image.contentType};base64,${image.data.toString('base64')}`,
  };
}

/**
 * POST /disputes/{id}/resolve (admins). Upheld: the payout waits for corrected results (a new
 * select-winners or finalize-series starts a new hold). Rejected: the hold resumes where it was.
 */
export async function resolveDispute(
  ctx: AppContext,
  admin: UserRow,
  disputeId: string,
  input: ResolveDisputeRequest,
): Promise<Dispute> {
  return inTransaction(ctx, async (tx, events) => {
    const [found] = await tx
      .select({ tournamentId: disputes.tournamentId })
      .from(disputes)
      .where(eq(disputes.id, disputeId));
    if (!found) throw notFound(PAYOUT_TEXT.disputeNotFound);
    // The tournament's lock first, as every payout step takes it (docs/design/storage.md#lock-order).
    const t = found.tournamentId ? await lockTournament(tx, found.tournamentId).catch(() => undefined) : undefined;
    const [d] = await tx.select().from(disputes).where(eq(disputes.id, disputeId)).for('update');
    if (!d) throw notFound(PAYOUT_TEXT.disputeNotFound);
    if (d.status !== 'open') throw conflict(PAYOUT_TEXT.disputeNotOpen);
    await tx
      .update(disputes)
      .set({ status: input.outcome, resolutionNote: input.note, resolvedBy: admin.id, resolvedAt: sql`now()` })
      .where(eq(disputes.id, d.id));
    if (t) {
      if (input.outcome === 'upheld' && !t.paidAt) {
        await tx.update(tournaments).set({ payoutDueAt: null }).where(eq(tournaments.id, t.id));
      }
      await logAction(tx, t.id, {
        kind: input.outcome === 'upheld' ? 'dispute_upheld' : 'dispute_rejected',
        actorId: admin.id,
        playerId: d.filerId,
      });
    }
    const dispute = await disputeView(tx, d.id);
    announce.disputeChanged(events, d.hostId, dispute, d.filerId);
    await announce.disputePush(ctx, tx, events, d, dispute);
    if (t) await announce.tournamentUpdated(ctx, tx, events, t);
    return dispute;
  });
}
