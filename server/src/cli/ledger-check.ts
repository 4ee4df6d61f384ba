/**
 * `npm run ledger:check`: for every user and bucket, the sum of the ledger must equal the balance.
 * Prints each difference and exits 1 when there is any, 0 when the books are clean.
 * Uses the same database as the server (DATABASE_URL, or the embedded PGlite under DATA_DIR).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../config/config.js';
import { openDatabase, type Queryable } from '../db/client.js';
import { findLedgerMismatches } from '../ledger/ledger.js';

/** Runs the check and writes a report; returns the process exit code. */
export async function ledgerCheck(db: Queryable, write: (line: string) => void): Promise<number> {
  const mismatches = await findLedgerMismatches(db);
  if (mismatches.length === 0) {
    write('Ledger check: clean (every balance equals the sum of its ledger entries)');
    return 0;
  }
  write(`Ledger check: ${mismatches.length} mismatch(es)`);
  for (const m of mismatches) {
    write(
      `  ${m.username} (${m.user_id}) ${m.bucket}: balance ${m.balance}, ledger ${m.ledger_sum}, difference ${m.balance - m.ledger_sum}`,
    );
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
