/**
 * Printing bench results in one format.
 *
 *   printResults('auth/me', [meResult, bareResult]);    // table: name, req/s, p50, p99, total, non-2xx
 *   printRatio(meResult, bareResult, 0.5);              // "ratio 0.62 of the ceiling (target >= 0.5): OK"
 *                                                       // returns false when below the target
 */
import type { LoadResult } from './load.js';

const fmt = (n: number, digits = 0) => n.toLocaleString('en-GB', { maximumFractionDigits: digits });

export function printResults(title: string, results: LoadResult[]): void {
  const rows = results.map((r) => [
    r.name,
    fmt(r.requestsPerSec),
    `${fmt(r.p50Ms, 1)} ms`,
    `${fmt(r.p99Ms, 1)} ms`,
    fmt(r.total),
    fmt(r.non2xx + r.errors),
  ]);
  const header = ['route', 'req/s', 'p50', 'p99', 'requests', 'failed'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

export function printRatio(measured: LoadResult, ceiling: LoadResult, target: number): boolean {
  const ratio = measured.requestsPerSec / ceiling.requestsPerSec;
  const ok = ratio >= target;
  console.log(
    `\n${measured.name}: ${fmt(ratio * 100, 1)}% of the ceiling (${ceiling.name}), ratio ${ratio.toFixed(2)}, target >= ${target}: ${ok ? 'OK' : 'BELOW TARGET'}`,
  );
  return ok;
}
