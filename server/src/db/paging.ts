/**
 * Keyset paging of the admin lists over (created_at, id) (docs/scale/query-plans.md#admin-lists-page-by-cursor):
 * a page is one index walk from the cursor, however deep, where OFFSET would read and skip every
 * row before it. The cursor holds the last row's created_at in whole microseconds (the column's
 * precision; a JavaScript Date keeps milliseconds only, so the database writes it) and its id.
 *
 *   const rows = await db.select({ ..., position: pagePosition(t.createdAt, t.id) }).from(t)
 *     .where(before ? after('newest', t.createdAt, t.id, before) : undefined)
 *     .orderBy(desc(t.createdAt), desc(t.id)).limit(limit + 1);
 *   const { rows: shown, nextBefore } = pageOf(rows, limit);
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { encodePageCursor, type PagePosition } from '@squadhub/shared';

/** The row's place in the list, as the cursor keeps it. */
export const pagePosition = (createdAt: AnyColumn, id: AnyColumn) =>
  sql<PagePosition>`json_build_object('micros', (extract(epoch FROM ${createdAt}) * 1000000)::bigint::text, 'id', ${id})`;

/**
 * The rows after `p` in a list ordered newest first, or oldest first, by (created_at, id). For a
 * prepared statement, `p` is the placeholders `before_micros` and `before_id` (see `positionValues`).
 */
export function after(
  order: 'newest' | 'oldest',
  createdAt: AnyColumn,
  id: AnyColumn,
  p: PagePosition | 'placeholders',
): SQL {
  const micros = p === 'placeholders' ? sql.placeholder('before_micros') : p.micros;
  const last = p === 'placeholders' ? sql.placeholder('before_id') : p.id;
  const at = sql`(timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond')`;
  return order === 'newest'
    ? sql`(${createdAt}, ${id}) < (${at}, ${last}::uuid)`
    : sql`(${createdAt}, ${id}) > (${at}, ${last}::uuid)`;
}

/** The values of `after(..., 'placeholders')` for a position. */
export const positionValues = (p: PagePosition) => ({ before_micros: p.micros, before_id: p.id });

/**
 * The rows of a page read with `limit + 1`: the first `limit`, and the cursor after the last of
 * them when the extra row shows there is more (null on the last page).
 */
export function pageOf<T extends { position: PagePosition }>(rows: T[], limit: number) {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return { rows: shown, nextBefore: rows.length > limit && last ? encodePageCursor(last.position) : null };
}
