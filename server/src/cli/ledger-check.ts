/**
 * `npm run ledger:check`: the books, in one snapshot (docs/product/money.md#conservation).
 *  1. For every user and bucket, the sum of the ledger must equal the balance.
 *  2. No coins outside the ledger: every tournament's pool equals what the ledger moved into it,
 *     and held + open pools = bought + adjusted − cashed out − auto-approval.
 * Prints each gap and exits 1 when there is any, 0 when the books are clean.
 * Uses the same database as the server (DATABASE_URL, or the embedded PGlite under DATA_DIR).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../config/config.js';
import { openDatabase, type Database } from '../db/client.js';
import { checkConservation, type ConservationReport } from '../ledger/conservation.js';
import { findLedgerMismatches, type LedgerMismatch } from '../ledger/ledger.js';

const coins = (v: number) => v.toLocaleString('en-GB');

/** Both checks in one read-only snapshot, so movements committed meanwhile cannot look like gaps. */
export function readBooks(db: Database): Promise<{ mismatches: LedgerMismatch[]; conservation: ConservationReport }> {
  return db.transaction(
    async (tx) => ({ mismatches: await findLedgerMismatches(tx), conservation: await checkConservation(tx) }),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Runs the check and writes a report; returns the process exit code. */
export async function ledgerCheck(db: Database, write: (line: string) => void): Promise<number> {
  return reportBooks(await readBooks(db), write);
}

/** Writes what `readBooks` found, each gap on its own line(s); returns the exit code (1: any gap). */
export function reportBooks(
  { mismatches, conservation: c }: { mismatches: LedgerMismatch[]; conservation: ConservationReport },
  write: (line: string) => void,
): number {
  const t = c.totals;
  const identity =
    `held ${coins(t.held)} (closed accounts ${coins(t.held_by_closed)}) + open pools ${coins(t.open_pools)}` +
    ` = bought ${coins(t.bought)} + adjusted ${coins(t.adjusted)} − cashed out ${coins(t.cashed_out)}` +
    ` − auto-approval ${coins(t.auto_approval)}`;
  const gaps = mismatches.length + c.pools.length + c.flows.length + (c.difference === 0 ? 0 : 1);
  if (gaps === 0) {
    write('Ledger check: clean (every balance equals the sum of its ledger entries)');
    write(`Coins conserved: ${identity}`);
    return 0;
  }
  if (mismatches.length) write(`Ledger check: ${mismatches.length} mismatch(es)`);
  for (const m of mismatches) {
    write(
      `  ${m.username} (${m.user_id}) ${m.bucket}: balance ${m.balance}, ledger ${m.ledger_sum}, difference ${m.balance - m.ledger_sum}`,
    );
  }
  if (c.difference !== 0) {
    write(`Coins not conserved: ${identity}, off by ${c.difference > 0 ? '+' : ''}${coins(c.difference)}`);
  }
  if (c.pools.length) write(`Prize pools: ${c.pools.length} differ from the ledger`);
  for (const p of c.pools) {
    const name = p.tournament_id
      ? `${p.pool === 'cup' ? 'cup ' : ''}${p.title ?? '(untitled)'} (${p.tournament_id}), ${p.state}`
      : 'pool movements naming no tournament';
    write(
      `  ${name}: pool ${p.expected}, ledger ${p.ledger} (fees and contribution in, less refunds and prizes out), difference ${p.expected - p.ledger}`,
    );
  }
  for (const f of c.flows) {
    write(`${f.flow}: ${f.what}: ledger ${f.ledger}, expected ${f.expected}, difference ${f.ledger - f.expected}`);
    for (const r of f.refs) write(`  ${r.ref}: ledger ${r.ledger}, expected ${r.expected}`);
  }
  return 1;
}

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: path.join(config.DATA_DIR, 'pglite') });
  try {
    process.exitCode = await ledgerCheck(database.db, (line) => console.log(line));
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((err) => {
    console.error(err);
    process.exit(2);
  });
}
