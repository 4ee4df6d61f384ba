/**
 * Lists of thousands of values as ONE parameter each: a comma-separated text the database splits
 * into an array. A cup's seeding binds 8,192 seats; as a VALUES list or an IN list that is tens of
 * thousands of parameters, which cost more to build, bind and plan than the rows cost to write
 * (docs/scale/speed-ups.md#cup-registration). Ids and integers only: neither holds a comma.
 */
import { sql, type SQL } from 'drizzle-orm';

/** uuid[] on the database's side. */
export const uuidList = (ids: readonly string[]): SQL => sql`string_to_array(${ids.join(',')}, ',')::uuid[]`;

/** int[] on the database's side. */
export const intList = (ns: readonly number[]): SQL => sql`string_to_array(${ns.join(',')}, ',')::int[]`;
