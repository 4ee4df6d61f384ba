/**
 * What a tournament's answer says of its payout (docs/product/trust.md#payout-hold), as SQL read
 * beside its row: the names of the planned winners, and whether an open dispute stops the payout.
 * The payout job (services/play/payouts.ts) asks the same `openDisputeOf`, so both read one rule.
 * It lives with tournaments because play depends on tournaments, never the reverse.
 */
import { sql, type SQL } from 'drizzle-orm';
import { shownUsername } from '../../presenters/closed-account.js';
import { disputes, tournaments, users } from '../../db/schema.js';

/** An open dispute of the tournament whose id `tournamentId` names: it stops the payout. */
export const openDisputeOf = (tournamentId: SQL | typeof tournaments.id): SQL =>
  sql`EXISTS (SELECT 1 FROM ${disputes} WHERE ${disputes.tournamentId} = ${tournamentId} AND ${disputes.status} = 'open')`;

/**
 * The payout columns of a view of `tournaments` (read only when results were recorded, so a
 * tournament without any costs nothing): the planned winners' shown names as a JSON object by
 * user id, in text, and whether a dispute is open.
 */
export const payoutColumns = {
  payoutNames: sql<string>`(CASE WHEN ${tournaments.payoutPlan} IS NULL THEN '{}'::json ELSE (
    SELECT coalesce(json_object_agg(${users.id}, ${shownUsername}), '{}'::json) FROM ${users}
    WHERE ${users.id} IN (SELECT (p ->> 'userId')::uuid FROM jsonb_array_elements(${tournaments.payoutPlan} -> 'prizes') p)
  ) END)::text`,
  disputeOpen: sql<boolean>`(CASE WHEN ${tournaments.payoutPlan} IS NULL THEN false ELSE ${openDisputeOf(tournaments.id)} END)`,
};
