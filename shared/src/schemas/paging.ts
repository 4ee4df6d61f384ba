/**
 * Cursor paging of the admin lists (docs/scale/query-plans.md#admin-lists-page-by-cursor): the
 * players, the payment requests and the tournaments waiting for approval. A page is `limit` rows
 * after the cursor `before`, in the list's order of (created_at, id); each answer says where the
 * next page starts: `next_before` in an object answer, the `X-Next-Before` header beside a bare
 * array (the specification's shape); null, or an empty header, on the last page. Without `before` a call
 * answers the first page, so the specification's calls, which send no paging parameters, answer
 * as they did.
 */
import { z } from 'zod';
import { ADMIN_PAGING_TEXT } from '../texts/index.js';
import { documented, wholeNumberPattern } from './common.js';

/** Page sizes: the default keeps each list's first page as it was (players: the 500 newest). */
export const ADMIN_PAGE_SIZES = {
  players: { default: 500, max: 500 },
  cashouts: { default: 50, max: 100 },
  pendingTournaments: { default: 50, max: 100 },
} as const;

/** The response header carrying the next page's cursor where the answer is a bare array. */
export const NEXT_BEFORE_HEADER = 'X-Next-Before';

/** Where a page ends: the created_at of its last row in whole microseconds since 1970, and its id. */
export interface PagePosition {
  micros: string;
  id: string;
}

const POSITION_SHAPE = /^(0|[1-9]\d{0,17})\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
const CURSOR_SHAPE = /^[A-Za-z0-9_-]{1,80}$/;

const toBase64Url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** The opaque cursor of a position (its bytes are not part of the contract). */
export const encodePageCursor = (p: PagePosition): string => toBase64Url(`${p.micros}.${p.id}`);

/** The position a cursor stands for, or null when it is not one this server gave out. */
export function decodePageCursor(cursor: string): PagePosition | null {
  if (!CURSOR_SHAPE.test(cursor)) return null;
  let text: string;
  try {
    text = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
  const m = POSITION_SHAPE.exec(text);
  if (!m) return null;
  const position = { micros: m[1]!, id: m[2]! };
  return encodePageCursor(position) === cursor ? position : null;
}

/** The `limit` and `before` query parameters of a paged admin list. */
export function pagingQuery(sizes: { default: number; max: number }) {
  const badLimit = ADMIN_PAGING_TEXT.badLimit(sizes.max);
  return {
    limit: documented(
      z
        .string({ error: badLimit })
        .regex(/^[1-9]\d{0,2}$/, badLimit)
        .transform(Number)
        .pipe(z.number().max(sizes.max, badLimit))
        .optional()
        .transform((v) => v ?? sizes.default),
      {
        pattern: wholeNumberPattern(1, sizes.max),
        description: `Rows per page, 1 to ${sizes.max}; ${sizes.default} when left out.`,
      },
    ),
    before: documented(
      z
        .string({ error: ADMIN_PAGING_TEXT.badCursor })
        .transform((cursor, ctx) => {
          const position = decodePageCursor(cursor);
          if (!position) ctx.addIssue({ code: 'custom', message: ADMIN_PAGING_TEXT.badCursor });
          return position ?? { micros: '0', id: '00000000-0000-0000-0000-000000000000' };
        })
        .optional(),
      {
        pattern: '^[A-Za-z0-9_-]{1,80}$',
        description: 'The cursor the previous page gave (`next_before`); left out for the first page.',
      },
    ),
  };
}

/** GET /api/admin/coin-conversion/requests?limit=&before= */
export const cashoutListQuery = z.object(pagingQuery(ADMIN_PAGE_SIZES.cashouts));

/** GET /api/admin/pending-tournaments?limit=&before= */
export const pendingTournamentsQuery = z.object(pagingQuery(ADMIN_PAGE_SIZES.pendingTournaments));
