/** The formats a cash-out's details must have, and the messages the form and the server show. */
import { describe, expect, it } from 'vitest';
import { isIban, isPersonName, isSortCode, isSwiftBic, isWhatsAppNumber } from './payout-formats.js';
import { adjustCoinsSchema, cashoutRequestSchema } from './schemas/money.js';
import { MONEY_TEXT } from './texts/index.js';

describe('payout formats', () => {
  it('takes WhatsApp numbers as people type them, and refuses what cannot be one', () => {
    for (const ok of ['+44 7700 900777', '+447700900111', '0044 (7700) 900-123', '07700 900123', '+1 555.010.0199']) {
      expect(isWhatsAppNumber(ok), ok).toBe(true);
    }
    for (const bad of [
      '1',
      '12345',
      'call me',
      '+44 7700 9OO123',
      'ada@example.test',
      '+1234567890123456',
      '++447700900123',
    ]) {
      expect(isWhatsAppNumber(bad), bad).toBe(false);
    }
  });

  it('takes names of any alphabet with hyphens, apostrophes and dots, never an e-mail or digits', () => {
    for (const ok of ['Ada', 'Anne-Marie', "O'Neil", 'D’Angelo', 'J. R.', 'José', 'Łukasz', 'Zoë Smith', 'Μαρία']) {
      expect(isPersonName(ok), ok).toBe(true);
    }
    for (const bad of ['ada@example.test', 'Ada1', '007', '-Ada', '.', "'", 'Ada_Lovelace', 'Ada!']) {
      expect(isPersonName(bad), bad).toBe(false);
    }
  });

  it('checks the IBAN check digits (mod 97), with spaces and any case', () => {
    for (const ok of [
      'GB82WEST12345698765432',
      'GB82 WEST 1234 5698 7654 32',
      'gb82west12345698765432',
      'DE89370400440532013000',
    ]) {
      expect(isIban(ok), ok).toBe(true);
    }
    // One digit off, two digits swapped, the wrong check digits, too short, not an IBAN at all.
    for (const bad of [
      'GB82WEST12345698765433',
      'GB82WEST12345698765423',
      'GB00WEST12345698765432',
      'GB82WEST1',
      'hello',
    ]) {
      expect(isIban(bad), bad).toBe(false);
    }
  });

  it('takes sort codes as 6 digits, together or in pairs', () => {
    for (const ok of ['123456', '12-34-56', '12 34 56']) expect(isSortCode(ok), ok).toBe(true);
    for (const bad of ['12345', '1234567', '12-3456', 'ab-cd-ef', '12/34/56']) expect(isSortCode(bad), bad).toBe(false);
  });

  it('takes SWIFT/BIC codes of 8 or 11 characters in their pattern', () => {
    for (const ok of ['NWBKGB2L', 'nwbkgb2l', 'DEUTDEFF500', 'FUZZGB2L']) expect(isSwiftBic(ok), ok).toBe(true);
    for (const bad of ['NWBKGB2', 'NWBKGB2L5', '1WBKGB2L', 'NWBK122L', 'NWBKGB2L50!'])
      expect(isSwiftBic(bad), bad).toBe(false);
  });
});

const paypal = {
  coins_to_convert: 10,
  payment_method: 'paypal',
  paypal_first_name: 'Ada',
  paypal_surname: 'Lovelace',
  paypal_email: 'ada@example.test',
  whatsapp_number: '+44 7700 900777',
};
const bank = {
  coins_to_convert: 10,
  payment_method: 'bank_transfer',
  account_holder_name: 'Grace',
  account_holder_surname: 'Hopper',
  bank_name: 'Bank',
  country: 'UK',
  account_number: '12345678',
  sort_code: '12-34-56',
  address_line1: '1 Road',
  city: 'London',
  postal_code: 'N1 1AA',
  whatsapp_number: '+447700900111',
};

/** Every message the schema gives, by field. */
const problems = (body: unknown) => {
  const result = cashoutRequestSchema.safeParse(body);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('cash-out request schema', () => {
  it('accepts well-formed PayPal and bank details as they were typed', () => {
    expect(problems(paypal)).toEqual({});
    const data = cashoutRequestSchema.parse({
      ...bank,
      iban: 'GB82 WEST 1234 5698 7654 32',
      swift_bic: 'NWBKGB2L',
      sort_code: '123456',
    });
    expect(data).toMatchObject({ iban: 'GB82 WEST 1234 5698 7654 32', swift_bic: 'NWBKGB2L', sort_code: '123456' });
  });

  it('says what is wrong with each PayPal detail', () => {
    expect(
      problems({
        ...paypal,
        paypal_first_name: 'ada@example.test',
        paypal_surname: 'Lovelace2',
        paypal_email: 'ada.example.test',
        whatsapp_number: '12',
      }),
    ).toEqual({
      paypal_first_name: MONEY_TEXT.nameIsEmail('First name'),
      paypal_surname: MONEY_TEXT.nameHasDigits('Surname'),
      paypal_email: MONEY_TEXT.invalidEmail,
      whatsapp_number: MONEY_TEXT.whatsappInvalid,
    });
  });

  it('says what is wrong with each bank detail, optional ones only when given', () => {
    expect(
      problems({
        ...bank,
        account_holder_name: 'Grace!',
        sort_code: '12-34',
        swift_bic: 'NWB',
        iban: 'GB82WEST12345698765433',
      }),
    ).toEqual({
      account_holder_name: MONEY_TEXT.nameCharacters('First name'),
      sort_code: MONEY_TEXT.sortCodeInvalid,
      swift_bic: MONEY_TEXT.swiftBicInvalid,
      iban: MONEY_TEXT.ibanChecksum,
    });
    expect(problems({ ...bank, iban: 'not an iban' })).toEqual({ iban: MONEY_TEXT.ibanShape });
    expect(problems({ ...bank, sort_code: '', swift_bic: '  ', iban: null })).toEqual({});
  });

  it('names a missing field before a malformed one, and ignores the other method’s fields', () => {
    const result = cashoutRequestSchema.safeParse({
      coins_to_convert: 10,
      payment_method: 'bank_transfer',
      whatsapp_number: '1',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('First name is required');
    const stray = cashoutRequestSchema.parse({
      ...paypal,
      iban: 'junk',
      sort_code: 'junk',
      account_holder_name: '1@2',
    });
    expect(stray).toMatchObject({ iban: null, sort_code: null, account_holder_name: null });
  });
});

describe('admin adjustment reason', () => {
  it('is optional, trimmed, one line and at most 200 characters', () => {
    expect(adjustCoinsSchema.parse({ coin_balance: 5 })).toEqual({ coin_balance: 5, reason: null });
    expect(adjustCoinsSchema.parse({ coin_balance: 5, reason: '  refund for a crash  ' }).reason).toBe(
      'refund for a crash',
    );
    expect(adjustCoinsSchema.parse({ coin_balance: 5, reason: '   ' }).reason).toBeNull();
    expect(adjustCoinsSchema.safeParse({ coin_balance: 5, reason: 'x'.repeat(201) }).error?.issues[0]?.message).toBe(
      MONEY_TEXT.adjustReasonTooLong(200),
    );
    expect(adjustCoinsSchema.safeParse({ coin_balance: 5, reason: 'a\nb' }).error?.issues[0]?.message).toBe(
      MONEY_TEXT.adjustReasonOneLine,
    );
    expect(adjustCoinsSchema.safeParse({ coin_balance: 5, reason: 7 }).success).toBe(false);
  });
});
