/**
 * Reading the cup a step works on, and who may do what to it (docs/product/cups.md#who-does-what):
 * the owner or an admin manages the cup; a co-host runs only the lobbies assigned to them, through
 * the tournament routes (services/tournaments/policy.ts `canRun`).
 */
import { and, eq } from 'drizzle-orm';
import { CUP_TEXT, isAdmin } from '@squadhub/shared';
import type { Queryable, Tx } from '../../db/client.js';
import type { CupRow } from '../../db/rows.js';
import { cupCoHosts, cups } from '../../db/schema.js';
import { forbidden, notFound } from '../../domain/errors.js';
import type { Viewer } from '../tournaments/policy.js';

/** Locks the cup row for the rest of the transaction: every change to one cup runs one after another. */
export async function lockCup(tx: Tx, id: string): Promise<CupRow> {
  const [row] = await tx.select().from(cups).where(eq(cups.id, id)).for('update');
  if (!row) throw notFound(CUP_TEXT.notFound);
  return row;
}

export async function findCup(db: Queryable, id: string): Promise<CupRow> {
  const [row] = await db.select().from(cups).where(eq(cups.id, id));
  if (!row) throw notFound(CUP_TEXT.notFound);
  return row;
}

/** The owner or any admin manages a cup: seeding, co-hosts, cancelling. */
export const managesCup = (cup: Pick<CupRow, 'ownerId'>, viewer: Viewer | null): boolean =>
  !!viewer && (cup.ownerId === viewer.id || isAdmin(viewer));

export function assertCupManager(cup: Pick<CupRow, 'ownerId'>, viewer: Viewer): void {
  if (!managesCup(cup, viewer)) throw forbidden(CUP_TEXT.notOwner);
}

export async function isCoHost(db: Queryable, cupId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: cupCoHosts.userId })
    .from(cupCoHosts)
    .where(and(eq(cupCoHosts.cupId, cupId), eq(cupCoHosts.userId, userId)));
  return !!row;
}
