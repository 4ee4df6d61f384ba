import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestServer, type TestServer } from '../support/harness.js';
import { createUser } from '../support/factories.js';
import { users } from '../../src/db/schema.js';
import { inTransaction } from '../../src/db/transaction.js';
import { credit, debit, findLedgerMismatches, setBucket } from '../../src/ledger/ledger.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.dispose());

const balances = async (id: string) => {
  const [u] = await server.ctx.db.select().from(users).where(eq(users.id, id));
  return { p: u.purchasedCoins, w: u.winningsCoins };
};

describe('ledger', () => {
  it('debits purchased coins first, then winnings, and records the split', async () => {
    const u = await createUser(server.ctx, { purchased: 3, winnings: 10 });
    const split = await inTransaction(server.ctx, (tx, ev) =>
      debit(tx, ev, u.id, 5, 'purchased_first', { reason: 'entry_fee' }),
    );
    expect(split).toMatchObject({ purchased: 3, winnings: 2 });
    expect(await balances(u.id)).toEqual({ p: 0, w: 8 });
    expect(await findLedgerMismatches(server.ctx.db)).toEqual([]);
  });

  it('refuses a debit above the balance with 409 and changes nothing', async () => {
    const u = await createUser(server.ctx, { purchased: 2, winnings: 2 });
    await expect(
      inTransaction(server.ctx, (tx, ev) => debit(tx, ev, u.id, 5, 'purchased_first', { reason: 'entry_fee' })),
    ).rejects.toMatchObject({ kind: 'conflict', detail: 'Insufficient coins' });
    await expect(
      inTransaction(server.ctx, (tx, ev) => debit(tx, ev, u.id, 3, 'winnings_only', { reason: 'cashout' })),
    ).rejects.toMatchObject({ kind: 'conflict' });
    expect(await balances(u.id)).toEqual({ p: 2, w: 2 });
  });

  it('credits each part to its own bucket and sets a bucket exactly', async () => {
    const u = await createUser(server.ctx);
    await inTransaction(server.ctx, (tx, ev) =>
      credit(tx, ev, u.id, { purchased: 4, winnings: 6 }, { reason: 'entry_refund' }),
    );
    const r = await inTransaction(server.ctx, (tx, ev) =>
      setBucket(tx, ev, u.id, 'winnings', 1, { reason: 'admin_adjust' }),
    );
    expect(r).toEqual({ old: 6, new: 1 });
    expect(await balances(u.id)).toEqual({ p: 4, w: 1 });
    expect(await findLedgerMismatches(server.ctx.db)).toEqual([]);
  });

  it('keeps the invariant under concurrent debits of one account', async () => {
    const u = await createUser(server.ctx, { purchased: 10 });
    const results = await Promise.allSettled(
      Array.from({ length: 25 }, () =>
        inTransaction(server.ctx, (tx, ev) => debit(tx, ev, u.id, 1, 'purchased_first', { reason: 'entry_fee' })),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(await balances(u.id)).toEqual({ p: 0, w: 0 });
    expect(await findLedgerMismatches(server.ctx.db)).toEqual([]);
  });
});
