/**
 * The cash-out request checks what it takes: a WhatsApp number, names that are names, a PayPal
 * e-mail, and the IBAN, sort code and SWIFT/BIC when given. A refused request answers 400 with
 * what is wrong and moves no coin; well-formed details of either method go through.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { eq } from 'drizzle-orm';
import { createTestServer, type TestServer } from '../support/harness.js';
import { createUser } from '../support/factories.js';
import { balancesOf, PAYPAL_DETAILS } from '../support/money-helpers.js';
import { cashoutRequests } from '../../src/db/schema.js';
import { findLedgerMismatches } from '../../src/ledger/ledger.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ RATE_LIMITS: 'false' });
});
afterAll(() => server?.dispose());

const BANK_DETAILS = {
  payment_method: 'bank_transfer',
  account_holder_name: 'Grace',
  account_holder_surname: 'Hopper',
  bank_name: 'Bank of Tests',
  country: 'United Kingdom',
  account_number: '12345678',
  address_line1: '1 Test Street',
  city: 'London',
  postal_code: 'E1 6AN',
  whatsapp_number: '+447700900111',
} as const;

describe('cash-out details', () => {
  it('refuses each malformed detail with 400 and what is wrong, and changes nothing', async () => {
    const p = await createUser(server.ctx, { purchased: 3, winnings: 40 });
    const cases: [object, string][] = [
      [{ ...PAYPAL_DETAILS, whatsapp_number: '12345' }, 'Enter a valid WhatsApp number, e.g. +44 7700 900123'],
      [{ ...PAYPAL_DETAILS, whatsapp_number: 'call me maybe' }, 'Enter a valid WhatsApp number, e.g. +44 7700 900123'],
      [{ ...PAYPAL_DETAILS, paypal_first_name: 'ada@example.test' }, 'First name: enter a name, not an e-mail address'],
      [{ ...PAYPAL_DETAILS, paypal_surname: 'L0velace' }, 'Surname cannot contain digits'],
      [{ ...PAYPAL_DETAILS, paypal_email: 'ada.example.test' }, 'Please enter a valid PayPal email'],
      [{ ...BANK_DETAILS, account_holder_name: 'grace@bank.test' }, 'First name: enter a name, not an e-mail address'],
      [
        { ...BANK_DETAILS, account_holder_surname: 'Hopper_' },
        'Surname can only have letters, spaces, hyphens, apostrophes and dots',
      ],
      [{ ...BANK_DETAILS, sort_code: '12-34-5' }, 'Enter a valid sort code: 6 digits, e.g. 12-34-56'],
      [{ ...BANK_DETAILS, swift_bic: 'NWBKGB' }, 'Enter a valid SWIFT/BIC: 8 or 11 letters and digits, e.g. NWBKGB2L'],
      [{ ...BANK_DETAILS, iban: 'GB82WEST12345698765433' }, 'Enter a valid IBAN (check the digits)'],
      [{ ...BANK_DETAILS, iban: '12345' }, 'Enter a valid IBAN: 2 letters, 2 digits, then 11 to 30 letters or digits'],
      [{ ...BANK_DETAILS, whatsapp_number: '1' }, 'Enter a valid WhatsApp number, e.g. +44 7700 900123'],
    ];
    for (const [details, detail] of cases) {
      const res = await request(server.url)
        .post('/api/coin-conversion/request')
        .set(p.auth)
        .send({ coins_to_convert: 10, requested_amount: 10, ...details });
      expect([res.status, res.body]).toEqual([400, { detail, code: 'validation_failed' }]);
    }
    expect(await balancesOf(server.ctx, p.id)).toEqual({ purchased: 3, winnings: 40 });
    expect(await server.ctx.db.select().from(cashoutRequests).where(eq(cashoutRequests.userId, p.id))).toEqual([]);
  });

  it('takes well-formed details as typed, the optional bank codes included', async () => {
    const p = await createUser(server.ctx, { winnings: 40 });
    const paypal = await request(server.url)
      .post('/api/coin-conversion/request')
      .set(p.auth)
      .send({
        coins_to_convert: 10,
        ...PAYPAL_DETAILS,
        paypal_first_name: "Anne-Marie O'Neil",
        whatsapp_number: '0044 7700 900-999',
      })
      .expect(200);
    expect(paypal.body.request).toMatchObject({
      paypal_first_name: "Anne-Marie O'Neil",
      whatsapp_number: '0044 7700 900-999',
    });
    const bank = await request(server.url)
      .post('/api/coin-conversion/request')
      .set(p.auth)
      .send({
        coins_to_convert: 20,
        ...BANK_DETAILS,
        sort_code: '123456',
        swift_bic: 'nwbkgb2l',
        iban: 'GB82 WEST 1234 5698 7654 32',
      })
      .expect(200);
    expect(bank.body.request).toMatchObject({
      sort_code: '123456',
      swift_bic: 'nwbkgb2l',
      iban: 'GB82 WEST 1234 5698 7654 32',
    });
    expect(await balancesOf(server.ctx, p.id)).toEqual({ purchased: 0, winnings: 10 });
  });

  it('leaves every balance equal to the sum of its ledger rows', async () => {
    expect(await findLedgerMismatches(server.ctx.db)).toEqual([]);
  });
});
