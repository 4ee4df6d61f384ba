/**
 * Drizzle's row mapping, worked out once per prepared statement instead of on every row.
 *
 * Drizzle maps a row by walking the statement's selected fields and asking of each, on every row,
 * what kind of field it is (`is`, a walk up the prototype chain) and where it goes. On a page of
 * the grid (30 cards, each with every tournament column) that was about an eighth of a seated
 * player's request in a CPU profile on the year of data (docs/scale/query-plans.md). The
 * decoders, paths and left-join checks are the same for every row, so they are settled once here;
 * each row then builds the very object Drizzle would (server/test/db/row-mapper.test.ts compares the two).
 */
import { Column, SQL, Subquery, getTableName, is } from 'drizzle-orm';

/** A selected field as Drizzle keeps it on a prepared statement. */
interface SelectedField {
  path: string[];
  field: unknown;
}
interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}
type RowObject = Record<string, unknown>;
/** Which joined tables can be null in a row (left joins), by table name. */
type JoinsNotNullable = Record<string, boolean> | undefined;

/** The decoder of a field that is not a column: an SQL expression or an aliased one (Drizzle's own choice). */
const decoderOf = (field: unknown): Decoder =>
  (is(field, SQL) ? (field as unknown as { decoder: Decoder }) : (field as { sql: { decoder: Decoder } }).sql).decoder;

/** The mapping of one row (an array, as Drizzle asks node-postgres for) into its nested object. */
export function compileRowMapper(fields: SelectedField[], joinsNotNullable: JoinsNotNullable) {
  const steps = fields.map(({ path, field }) => {
    const decoder: Decoder = is(field, Column) ? field : decoderOf(is(field, Subquery) ? field._.sql : field);
    // A column of a joined table's object: the object is null when all its columns are (Drizzle's rule).
    const joined =
      joinsNotNullable && is(field, Column) && path.length === 2
        ? { object: path[0]!, table: getTableName(field.table) }
        : null;
    return { parents: path.slice(0, -1), key: path[path.length - 1]!, decoder, joined };
  });
  return (row: unknown[]): RowObject => {
    const result: RowObject = {};
    let nullify: Record<string, string | false> | undefined;
    for (let i = 0; i < steps.length; i++) {
      const { parents, key, decoder, joined } = steps[i]!;
      let node = result;
      for (const chunk of parents) {
        if (!(chunk in node)) node[chunk] = {};
        node = node[chunk] as RowObject;
      }
      const raw = row[i];
      const value = (node[key] = raw === null ? null : decoder.mapFromDriverValue(raw));
      if (joined) {
        nullify ??= {};
        const seen = nullify[joined.object];
        if (seen === undefined) nullify[joined.object] = value === null ? joined.table : false;
        else if (typeof seen === 'string' && seen !== joined.table) nullify[joined.object] = false;
      }
    }
    if (nullify)
      for (const [object, table] of Object.entries(nullify))
        if (typeof table === 'string' && !joinsNotNullable![table]) result[object] = null;
    return result;
  };
}

/**
 * Makes a Drizzle prepared select map its rows with `compileRowMapper`. It sets the statement's
 * own result mapper (drizzle-orm 0.45, on node-postgres as on PGlite); a statement without selected fields,
 * or with a mapper of its own, is left as it is.
 */
export function withCompiledRowMapping<Prepared extends object>(prepared: Prepared): Prepared {
  const internals = prepared as unknown as {
    fields?: SelectedField[];
    joinsNotNullableMap?: JoinsNotNullable;
    customResultMapper?: (rows: unknown[][]) => unknown;
  };
  if (!internals.fields || internals.customResultMapper) return prepared;
  const mapRow = compileRowMapper(internals.fields, internals.joinsNotNullableMap);
  internals.customResultMapper = (rows) => rows.map(mapRow);
  return prepared;
}
