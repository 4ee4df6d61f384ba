/** The demo data (server/src/seed) as the phone benches and checks read it. */
import type { BenchProcess } from './processes.js';

/** A live tournament of the demo data, or else the first one still to be played. */
export async function demoTournament(server: Pick<BenchProcess, 'url'>): Promise<string> {
  const res = await fetch(`${server.url}/api/tournaments?limit=50`);
  if (!res.ok) throw new Error(`GET /api/tournaments answered ${res.status}`);
  const list = (await res.json()) as { id: string; status: string }[];
  const pick = list.find((t) => t.status === 'live') ?? list.find((t) => t.status !== 'finalized');
  if (!pick) throw new Error('the demo data has no tournament');
  return pick.id;
}
