/**
 * `inTransaction` runs a transaction again after a deadlock or a serialization failure
 * (docs/design/storage.md#transactions): the failed attempt's writes are rolled back and its live events never sent.
 * The deadlock is a real one, provoked on PostgreSQL (PGlite runs one transaction at a time).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../src/db/client.js';
import { users } from '../../src/db/schema.js';
import { inTransaction, SerializationFailure } from '../../src/db/transaction.js';
import { DomainError } from '../../src/domain/errors.js';
import { credit } from '../../src/ledger/ledger.js';
import type { EventBuffer } from '../../src/realtime/hub.js';
import { createUser } from '../support/factories.js';
import { createTestServer, nextEvent, type TestServer } from '../support/harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.dispose());

/**
 * Every attempt announces itself to everyone (its label as a player name, in an event whose
 * payload is otherwise valid); only committed attempts may be heard.
 */
const ANY_TOURNAMENT = '00000000-0000-4000-8000-000000000000';
const announce = (events: EventBuffer, label: string) =>
  events.add({ kind: 'everyone' }, 'player_moved', { tournament_id: ANY_TOURNAMENT, player_username: label });

async function listen() {
  const socket = await server.socket();
  const heard: string[] = [];
  socket.on('player_moved', (p) => heard.push(p.player_username));
  const hear = (label: string) => nextEvent(socket, 'player_moved', 15_000, (p) => p.player_username === label);
  return { heard, hear };
}

describe('inTransaction retries', () => {
  it('runs the whole function again after a serialization failure, with fresh events', async () => {
    const user = await createUser(server.ctx);
    const { heard, hear } = await listen();
    const second = hear('serialization:attempt-2');
    let attempts = 0;
    const result = await inTransaction(server.ctx, async (tx, events) => {
      attempts += 1;
      announce(events, `serialization:attempt-${attempts}`);
      await credit(tx, events, user.id, { purchased: 10 * attempts }, { reason: 'admin_adjust', refType: 'test' });
      if (attempts === 1) throw new SerializationFailure('what this attempt read changed');
      return attempts;
    });
    expect(result).toBe(2);
    await second;
    expect(heard.filter((l) => l.startsWith('serialization:'))).toEqual(['serialization:attempt-2']);
    // Only the second attempt's credit stayed.
    const [row] = await server.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row.purchasedCoins).toBe(20);
  });

  it('gives up with a 409 after three attempts, and never retries other errors', async () => {
    let attempts = 0;
    const always = inTransaction(server.ctx, async () => {
      attempts += 1;
      throw new SerializationFailure('always stale');
    });
    await expect(always).rejects.toBeInstanceOf(DomainError);
    // A conflict: answered 409 by http/errors.ts.
    await expect(always).rejects.toMatchObject({ kind: 'conflict' });
    expect(attempts).toBe(3);

    let plain = 0;
    const failing = inTransaction(server.ctx, async () => {
      plain += 1;
      throw new Error('not a conflict');
    });
    await expect(failing).rejects.toThrow('not a conflict');
    expect(plain).toBe(1);
  });

  it.runIf(!!process.env.TEST_DATABASE_URL)(
    'retries the loser of a real deadlock (40P01) until it succeeds; its failed attempt is never announced',
    async () => {
      const [a, b] = [await createUser(server.ctx), await createUser(server.ctx)];
      const { heard, hear } = await listen();
      // Both first attempts hold their first row before either asks for its second one.
      let holding = 0;
      let bothHold!: () => void;
      const bothHolding = new Promise<void>((resolve) => (bothHold = resolve));
      const lock = (tx: Tx, id: string) => tx.execute(sql`SELECT id FROM users WHERE id = ${id} FOR UPDATE`);
      const attempts = { ab: 0, ba: 0 };
      const run = (name: 'ab' | 'ba', first: string, second: string) =>
        inTransaction(server.ctx, async (tx, events) => {
          const attempt = (attempts[name] += 1);
          announce(events, `${name}:attempt-${attempt}`);
          await lock(tx, first);
          if (attempt === 1 && ++holding === 2) bothHold();
          if (attempt === 1) await bothHolding;
          await lock(tx, second); // opposite orders: PostgreSQL aborts one of the two with 40P01
          return attempt;
        });

      // One of the two commits at its first attempt, the other at its second.
      const committed = [
        Promise.race([hear('ab:attempt-1'), hear('ba:attempt-1')]),
        Promise.race([hear('ab:attempt-2'), hear('ba:attempt-2')]),
      ];
      const results = await Promise.all([run('ab', a.id, b.id), run('ba', b.id, a.id)]);
      expect(results.sort()).toEqual([1, 2]);
      await Promise.all(committed);
      const loser = attempts.ab === 2 ? 'ab' : 'ba';
      expect(heard.filter((l) => l.startsWith(`${loser}:`))).toEqual([`${loser}:attempt-2`]);
    },
  );
});
