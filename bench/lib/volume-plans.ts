/**
 * The query plans behind the read paths of `bench:volume` (BENCH_EXPLAIN=1): each path's service
 * function runs once on the filled database while every statement it sends is recorded, then each
 * recorded statement runs again under EXPLAIN (ANALYZE, BUFFERS) with the same values. Prints the
 * plans, slowest statement first, and flags a sequential scan of any table above SMALL_TABLE rows.
 *
 *   const flagged = await explainPaths(databaseUrl, [{ name: 'leaderboard all-time', run: () => ... }]);
 *
 * A statement the server runs as a named prepared statement (pg's `name`) is explained twice: as
 * planned for these values, and as the generic plan PostgreSQL may switch to after five runs.
 */
import pg from 'pg';

/** Tables up to this many rows may be read whole: their index would save nothing. */
const SMALL_TABLE = 5_000;

interface Recorded {
  text: string;
  values: unknown[];
  name?: string;
}

export interface ReadPath {
  name: string;
  run: () => Promise<unknown>;
}

export interface ExplainedStatement {
  path: string;
  text: string;
  plan: string;
  ms: number;
  generic?: string;
  seqScans: string[];
}

/** Records every SELECT/WITH that any pg client of this process sends while `fn` runs. */
async function recording(fn: () => Promise<unknown>): Promise<Recorded[]> {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  const seen: Recorded[] = [];
  proto.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args;
    const q =
      typeof first === 'string'
        ? { text: first, values: Array.isArray(second) ? second : [] }
        : (first as { text?: string; values?: unknown[]; name?: string } | undefined);
    if (q?.text && /^\s*(select|with)\b/i.test(q.text)) {
      // Values come in the config object or as the second argument (drizzle passes them apart).
      const values = q.values ?? (Array.isArray(second) ? second : []);
      seen.push({ text: q.text, values, name: 'name' in q ? q.name : undefined });
    }
    return original.apply(this, args);
  };
  try {
    await fn();
  } finally {
    proto.query = original;
  }
  return seen;
}

const executionMs = (plan: string) => Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? 0);

export async function explainPaths(databaseUrl: string, paths: ReadPath[]): Promise<ExplainedStatement[]> {
  const recorded: { path: string; statement: Recorded }[] = [];
  for (const p of paths) {
    for (const statement of await recording(p.run)) recorded.push({ path: p.name, statement });
  }
  const client = new pg.Client({ connectionString: databaseUrl, options: '-c random_page_cost=1.1' });
  await client.connect();
  try {
    const sizes = new Map(
      (
        await client.query<{ relname: string; n: number }>(
          `SELECT relname, reltuples::bigint AS n FROM pg_class WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace`,
        )
      ).rows.map((r) => [r.relname, Number(r.n)]),
    );
    const explain = async (s: Recorded, generic: boolean) => {
      await client.query(`SET plan_cache_mode = ${generic ? 'force_generic_plan' : 'auto'}`);
      const options = generic ? 'COSTS' : 'ANALYZE, BUFFERS';
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (${options}) ${s.text}`, s.values);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    };
    const out: ExplainedStatement[] = [];
    for (const { path, statement } of recorded) {
      const plan = await explain(statement, false);
      const seqScans = [...plan.matchAll(/Seq Scan on (\w+)/g)]
        .map((m) => m[1]!)
        .filter((table) => (sizes.get(table) ?? 0) > SMALL_TABLE);
      const generic = statement.name ? await explain(statement, true) : undefined;
      if (generic) {
        for (const m of generic.matchAll(/Seq Scan on (\w+)/g)) {
          if ((sizes.get(m[1]!) ?? 0) > SMALL_TABLE) seqScans.push(`${m[1]} (generic plan)`);
        }
      }
      out.push({ path, text: statement.text, plan, ms: executionMs(plan), generic, seqScans });
    }
    return out;
  } finally {
    await client.end();
  }
}

/** The slowest statements and any that reads a large table whole; false when one does. */
function printSummary(statements: ExplainedStatement[]): boolean {
  const sorted = [...statements].sort((a, b) => b.ms - a.ms);
  console.log(`\nquery plans: ${statements.length} statements, the slowest (EXPLAIN ANALYZE, one run each):`);
  for (const s of sorted.slice(0, 8)) {
    const flag = s.seqScans.length ? `  [reads whole: ${s.seqScans.join(', ')}]` : '';
    console.log(`  ${s.ms.toFixed(2).padStart(8)} ms  ${s.path}${flag}`);
  }
  const flagged = sorted.filter((s) => s.seqScans.length);
  console.log(
    flagged.length
      ? `${flagged.length} statement(s) read a large table whole: FAIL`
      : `no statement reads a table of more than ${SMALL_TABLE.toLocaleString('en-GB')} rows whole`,
  );
  return flagged.length === 0;
}

/** Prints every statement with its plan, slowest first, then the summary. */
export function printPlans(statements: ExplainedStatement[]): boolean {
  for (const s of [...statements].sort((a, b) => b.ms - a.ms)) {
    const flag = s.seqScans.length ? `  READS WHOLE: ${s.seqScans.join(', ')}` : '';
    console.log(`\n==== ${s.path}: ${s.ms.toFixed(2)} ms${flag}`);
    console.log(s.text.replace(/\s+/g, ' ').trim());
    console.log(s.plan);
    if (s.generic) console.log(`-- generic plan (prepared statement):\n${s.generic}`);
  }
  return printSummary(statements);
}
printPlans.summary = printSummary;
