/**
 * Room codes of many lobbies at once (docs/product/cups.md#room-codes-at-once): a host with a
 * stage of lobbies sends every lobby its own code in one step. It is the room-code statement of
 * services/play/room.ts for many rows: one UPDATE of every lobby (the same rules: a lobby of this
 * cup, one the caller runs, open for changes), its lines in the action logs, its pushes, and the
 * seats of its snapshot, in one transaction; then each lobby's alert to its insiders alone. Every
 * lobby is sent, or none (the first lobby refused says why).
 */
import { sql } from 'drizzle-orm';
import { CUP_TEXT, type ApiResponse, type CupRoomCodesInput } from '@squadhub/shared';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { rowsOf, type UserRow } from '../../db/rows.js';
import { tournaments, users } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { uuidList } from '../../db/lists.js';
import { notFound } from '../../domain/errors.js';
import { insiderSeatsSql } from '../../realtime/recipients.js';
import { roomCodeAnswer, roomCodeUpdateSql, type SentRow } from '../play/room.js';
import * as announce from '../tournaments/announce.js';
import { findTournament } from '../tournaments/load.js';
import { assertOpenForChanges, assertRunner } from '../tournaments/policy.js';
import { findCup } from './access.js';

type Sent = ApiResponse<'post', '/cups/{id}/room-codes'>;

/** POST /cups/{id}/room-codes */
export async function sendCupRoomCodes(
  ctx: AppContext,
  user: UserRow,
  cupId: string,
  input: CupRoomCodesInput,
): Promise<Sent> {
  const cup = await findCup(ctx.db, cupId);
  // Inside `alerting`, as a single code: the live cards wait until these alerts are out.
  return ctx.realtime.alerting(() =>
    inTransaction(ctx, async (tx, events) => {
      const codes = JSON.stringify(
        input.lobbies.map((l) => ({
          tournament_id: l.tournament_id,
          room_code: l.room_code,
          room_link: l.room_link,
          room_password: l.password,
        })),
      );
      const manager = sql.raw('manager');
      const rows = rowsOf<SentRow>(
        await tx.execute(sql`
          WITH ${manager} AS (SELECT id, role FROM ${users} WHERE id = ${user.id}),
          codes AS (
            SELECT * FROM jsonb_to_recordset(${codes}::jsonb)
              AS c(tournament_id uuid, room_code text, room_link text, room_password text)
          ),
          seen AS (SELECT version, id FROM ${tournaments} WHERE id IN (SELECT tournament_id FROM codes)),
          ${roomCodeUpdateSql({
            manager,
            from: sql`${manager}, codes`,
            match: sql`${tournaments.id} = codes.tournament_id AND ${tournaments.cupId} = ${cup.id}`,
            set: {
              code: sql`codes.room_code`,
              link: sql`codes.room_link`,
              password: sql`codes.room_password`,
              // The server's clock, as the one-code statement and every other updated_at.
              now: sql`${new Date().toISOString()}::timestamptz`,
            },
          })}`),
      );
      if (rows.length < input.lobbies.length) {
        const sent = new Set(rows.map((r) => r.id));
        await whyNotSent(tx, user, cup.id, input.lobbies.find((l) => !sent.has(l.tournament_id))!.tournament_id);
      }
      // A lobby whose seats changed while the statement waited for it: its insiders read again, now
      // that this transaction holds its row (no seat can change before the commit).
      const changed = rows.filter((r) => !r.seats_unchanged).map((r) => r.id);
      if (changed.length) {
        const reread = rowsOf<{ id: string; seated: string }>(
          await tx.execute(sql`
            SELECT t.id, array_to_string(ARRAY(${insiderSeatsSql(sql.raw('t'))}), ',') AS seated
            FROM ${tournaments} t WHERE t.id = ANY(${uuidList(changed)})`),
        );
        for (const r of reread)
          Object.assign(
            rows.find((row) => row.id === r.id)!,
            r,
            { seats_unchanged: true },
          );
      }
      const byId = new Map(rows.map((r) => [r.id, r]));
      const lobbies: Sent['lobbies'] = [];
      for (const lobby of input.lobbies) {
        const row = byId.get(lobby.tournament_id)!;
        const seated = row.seated ? row.seated.split(',') : [];
        const t = { id: row.id, title: row.title, creatorId: row.creator_id, coHostId: row.co_host_id };
        const room = { room_code: lobby.room_code, room_link: lobby.room_link, room_password: lobby.password };
        announce.roomDetailsUpdated(ctx, events, t, seated, room, row.push_queued);
        announce.tournamentWentLive(ctx, events, row.id);
        const counts = roomCodeAnswer(Number(row.current_players), seated.length);
        lobbies.push({
          tournament_id: row.id,
          participants_count: counts.participants_count,
          visible_now: counts.visible_now,
          visible_on_check_in: counts.visible_on_check_in,
        });
      }
      return { lobbies, message: CUP_TEXT.roomCodesSent(lobbies.length) };
    }),
  );
}

/**
 * Why a lobby was not sent, in the order of every route: not this cup's (404), not one the caller
 * runs (403), finalized or voided (409). Throws; the transaction then sends none.
 */
async function whyNotSent(tx: Tx, user: UserRow, cupId: string, tournamentId: string): Promise<never> {
  const t = await findTournament(tx, tournamentId).catch(() => undefined);
  if (!t || t.cupId !== cupId) throw notFound(CUP_TEXT.lobbyNotInCup);
  assertRunner(t, user);
  assertOpenForChanges(t);
  throw notFound(CUP_TEXT.lobbyNotInCup);
}
