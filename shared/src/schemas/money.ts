/**
 * Request schemas of the money endpoints (docs/product/money.md). The server validates
 * with them and the forms of the client use the same ones, so both show the same messages.
 */
import { z } from 'zod';
import {
  CASHOUT_MIN,
  CHAT_MESSAGE_MAX,
  CONVERT_MIN,
  MAX_COIN_AMOUNT,
  PACKAGE_IDS,
  PAYMENT_METHODS,
  TEXT_MAX,
  TRANSFER_MIN,
} from '../constants.js';
import { ADMIN_TEXT, LEDGER_HISTORY_TEXT, MONEY_TEXT, REQUEST_TEXT, VALIDATION } from '../texts/index.js';
import {
  PAYOUT_PATTERNS,
  isIban,
  isIbanShaped,
  isSortCode,
  isSwiftBic,
  isWhatsAppNumber,
  personNameProblem,
} from '../payout-formats.js';
import { LEDGER_HISTORY_DEFAULT_LIMIT, LEDGER_HISTORY_MAX_LIMIT, decodeLedgerCursor } from '../ledger-history.js';
import { EMAIL_RULE } from './accounts.js';
import { ADMIN_PAGE_SIZES, pagingQuery } from './paging.js';
import { documented, multiLine, oneLine, optionalText, requiredText, wholeNumberPattern } from './common.js';

/** A whole number in [min, MAX_COIN_AMOUNT]; everything else (fractions, 2^53, NaN, strings) gets `message`. */
const wholeCoins = (min: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(MAX_COIN_AMOUNT, REQUEST_TEXT.amountTooLarge);

// ---- Buying -----------------------------------------------------------------------

export const createCheckoutSchema = z.object({
  package_id: z.enum(PACKAGE_IDS, { error: MONEY_TEXT.unknownPackage }),
});

/** Stripe session ids (cs_...) and the built-in test checkout's ids (test_cs_...). */
export const checkoutSessionParams = z.object({
  session_id: z
    .string()
    .min(3)
    .max(255)
    .regex(/^[A-Za-z0-9_]+$/, MONEY_TEXT.sessionNotFound),
});

/** A £ price: above 0, at most two decimals, below £10,000. */
const price = documented(
  z
    .number({ error: VALIDATION.pricesPositive })
    .gt(0, VALIDATION.pricesPositive)
    .max(9_999.99, ADMIN_TEXT.priceTooHigh)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, ADMIN_TEXT.priceDecimals),
  { multipleOf: 0.01 },
);

export const coinPricesSchema = z.object({
  coins_5: price,
  coins_10: price,
  coins_15: price,
  coins_20: price,
});
export type CoinPricesInput = z.infer<typeof coinPricesSchema>;

// ---- Transfer and conversion -------------------------------------------------------

export const transferSchema = z.object({
  recipient_username: requiredText(MONEY_TEXT.recipientRequired),
  amount: wholeCoins(TRANSFER_MIN, MONEY_TEXT.transferAmount),
});
export type TransferInput = z.infer<typeof transferSchema>;

export const convertWinningsSchema = z.object({
  winnings_amount: wholeCoins(CONVERT_MIN, VALIDATION.convertMin),
});
export type ConvertWinningsInput = z.infer<typeof convertWinningsSchema>;

/** The form's version: also refuses more than the winnings the player holds. */
export const convertWinningsFormSchema = (available: number) =>
  convertWinningsSchema.refine((v) => v.winnings_amount <= available, {
    message: VALIDATION.convertMax(available),
    path: ['winnings_amount'],
  });

// ---- Cash-out ------------------------------------------------------------------------

const PAYPAL_REQUIRED = [
  ['paypal_first_name', 'First name'],
  ['paypal_surname', 'Surname'],
  ['paypal_email', 'PayPal email'],
  ['whatsapp_number', 'WhatsApp number'],
] as const;
const BANK_REQUIRED = [
  ['account_holder_name', 'First name'],
  ['account_holder_surname', 'Surname'],
  ['bank_name', 'Bank name'],
  ['country', 'Country'],
  ['account_number', 'Account number'],
  ['address_line1', 'Address line 1'],
  ['city', 'City'],
  ['postal_code', 'Postal code'],
  ['whatsapp_number', 'WhatsApp number'],
] as const;
export const CASHOUT_REQUIRED_FIELDS = { paypal: PAYPAL_REQUIRED, bank_transfer: BANK_REQUIRED } as const;

const cashoutFields = z.object({
  coins_to_convert: wholeCoins(CASHOUT_MIN, MONEY_TEXT.cashoutAmount),
  /** Optional echo of the amount in £; when sent it must equal coins_to_convert (1 winning = £1). */
  requested_amount: z.number().optional(),
  payment_method: z.enum(PAYMENT_METHODS, { error: MONEY_TEXT.paymentMethodRequired }),
  paypal_email: optionalText(TEXT_MAX),
  paypal_first_name: optionalText(),
  paypal_surname: optionalText(),
  whatsapp_number: optionalText(40),
  account_holder_name: optionalText(),
  account_holder_surname: optionalText(),
  bank_name: optionalText(),
  country: optionalText(),
  account_number: optionalText(64),
  sort_code: optionalText(32),
  swift_bic: optionalText(32),
  iban: optionalText(64),
  address_line1: optionalText(),
  address_line2: optionalText(),
  city: optionalText(),
  postal_code: optionalText(32),
});

type CashoutFields = z.output<typeof cashoutFields>;
type DetailField = Exclude<keyof CashoutFields, 'coins_to_convert' | 'requested_amount' | 'payment_method'>;

const NAME_FIELDS = {
  paypal: [
    ['paypal_first_name', 'First name'],
    ['paypal_surname', 'Surname'],
  ],
  bank_transfer: [
    ['account_holder_name', 'First name'],
    ['account_holder_surname', 'Surname'],
  ],
} as const satisfies Record<(typeof PAYMENT_METHODS)[number], readonly (readonly [DetailField, string])[]>;

const nameMessage = (typed: string, label: string): string | null => {
  const problem = personNameProblem(typed);
  if (problem === 'email') return MONEY_TEXT.nameIsEmail(label);
  if (problem === 'digits') return MONEY_TEXT.nameHasDigits(label);
  return problem ? MONEY_TEXT.nameCharacters(label) : null;
};

const ibanMessage = (typed: string): string | null =>
  !isIbanShaped(typed) ? MONEY_TEXT.ibanShape : !isIban(typed) ? MONEY_TEXT.ibanChecksum : null;

/**
 * What is wrong with each detail the chosen method uses, when it is filled in: the money goes
 * wherever these point, so a name that is an e-mail address or an IBAN with a typo is caught here.
 */
function detailProblems(v: CashoutFields): [DetailField, string][] {
  const problems: [DetailField, string | null][] = NAME_FIELDS[v.payment_method].map(([field, label]) => [
    field,
    v[field] ? nameMessage(v[field], label) : null,
  ]);
  if (v.payment_method === 'paypal') {
    const email = v.paypal_email;
    problems.push(['paypal_email', email && !z.email().safeParse(email).success ? MONEY_TEXT.invalidEmail : null]);
  } else {
    problems.push(
      ['sort_code', v.sort_code && !isSortCode(v.sort_code) ? MONEY_TEXT.sortCodeInvalid : null],
      ['swift_bic', v.swift_bic && !isSwiftBic(v.swift_bic) ? MONEY_TEXT.swiftBicInvalid : null],
      ['iban', v.iban ? ibanMessage(v.iban) : null],
    );
  }
  const whatsapp = v.whatsapp_number;
  problems.push(['whatsapp_number', whatsapp && !isWhatsAppNumber(whatsapp) ? MONEY_TEXT.whatsappInvalid : null]);
  return problems.filter((p): p is [DetailField, string] => p[1] !== null);
}

/** The formats detailProblems checks, per method, as the API document shows them. */
const nameRule = { pattern: PAYOUT_PATTERNS.personName.source };
const whatsappRule = { pattern: PAYOUT_PATTERNS.whatsappNumber.source };
const DETAIL_RULES = {
  paypal: {
    paypal_first_name: nameRule,
    paypal_surname: nameRule,
    paypal_email: EMAIL_RULE,
    whatsapp_number: whatsappRule,
  },
  bank_transfer: {
    account_holder_name: nameRule,
    account_holder_surname: nameRule,
    sort_code: { pattern: PAYOUT_PATTERNS.sortCode.source },
    swift_bic: { pattern: PAYOUT_PATTERNS.swiftBic.source },
    iban: { pattern: PAYOUT_PATTERNS.iban.source, description: 'Its check digits must be right (ISO 13616).' },
    whatsapp_number: whatsappRule,
  },
} as const satisfies Record<(typeof PAYMENT_METHODS)[number], Partial<Record<DetailField, object>>>;

/**
 * The refinements below, as the API document shows them: one shape per payment method (a union
 * told apart by `payment_method`), with the details that method requires, filled in (not only
 * spaces), and the formats of those it uses. The other method's fields may be sent; they are ignored.
 */
const CASHOUT_RULES = {
  description:
    'One shape per `payment_method`. `requested_amount`, when sent, must equal `coins_to_convert` (1 winning = £1).',
  oneOf: PAYMENT_METHODS.map((method) => {
    const rules: Partial<Record<DetailField, object>> = DETAIL_RULES[method];
    const required: DetailField[] = CASHOUT_REQUIRED_FIELDS[method].map(([field]) => field);
    const fields = [...new Set<DetailField>([...required, ...(Object.keys(rules) as DetailField[])])];
    return {
      title: method,
      properties: {
        payment_method: { const: method },
        ...Object.fromEntries(
          fields.map((field) => [
            field,
            required.includes(field)
              ? { type: 'string', minLength: 1, pattern: '\\S', ...rules[field] }
              : { ...rules[field] },
          ]),
        ),
      },
      required: ['payment_method', ...required],
    };
  }),
};

/**
 * Cash-out request: the fields each method needs (docs/product/money.md#cash-out) are required, the details it uses
 * must have their format; the other method's fields are ignored and cleared.
 */
const cashoutRequestFields = cashoutFields
  .superRefine((v, issue) => {
    for (const [field, label] of CASHOUT_REQUIRED_FIELDS[v.payment_method]) {
      if (!v[field]) issue.addIssue({ code: 'custom', path: [field], message: MONEY_TEXT.fieldRequired(label) });
    }
    for (const [field, message] of detailProblems(v)) issue.addIssue({ code: 'custom', path: [field], message });
    if (v.requested_amount !== undefined && v.requested_amount !== v.coins_to_convert) {
      issue.addIssue({
        code: 'custom',
        path: ['requested_amount'],
        message: MONEY_TEXT.requestedAmountMismatch,
      });
    }
  })
  .transform((v) => {
    // Keep only the details of the chosen method, so a request never carries stray bank data.
    const paypal = v.payment_method === 'paypal';
    return {
      ...v,
      paypal_email: paypal ? v.paypal_email : null,
      paypal_first_name: paypal ? v.paypal_first_name : null,
      paypal_surname: paypal ? v.paypal_surname : null,
      account_holder_name: paypal ? null : v.account_holder_name,
      account_holder_surname: paypal ? null : v.account_holder_surname,
      bank_name: paypal ? null : v.bank_name,
      country: paypal ? null : v.country,
      account_number: paypal ? null : v.account_number,
      sort_code: paypal ? null : v.sort_code,
      swift_bic: paypal ? null : v.swift_bic,
      iban: paypal ? null : v.iban,
      address_line1: paypal ? null : v.address_line1,
      address_line2: paypal ? null : v.address_line2,
      city: paypal ? null : v.city,
      postal_code: paypal ? null : v.postal_code,
    };
  });
export const cashoutRequestSchema = documented(cashoutRequestFields, CASHOUT_RULES);
export type CashoutRequestInput = z.input<typeof cashoutRequestSchema>;
export type CashoutRequestData = z.output<typeof cashoutRequestSchema>;

/** POST /coin-conversion/{id}/chat?message=... */
export const cashoutChatQuery = z.object({
  message: multiLine(
    z
      .string({ error: MONEY_TEXT.chatEmpty })
      .trim()
      .min(1, MONEY_TEXT.chatEmpty)
      .max(CHAT_MESSAGE_MAX, MONEY_TEXT.chatTooLong),
  ),
});

/** POST /admin/coin-conversion/{id}/reject?admin_notes=... */
export const rejectCashoutQuery = z.object({ admin_notes: optionalText(1_000, { multiline: true }) });

// ---- Money history -----------------------------------------------------------------------

/** GET /api/users/me/ledger?limit=&before= (docs/product/money.md#money-history). */
export const ledgerHistoryQuery = z.object({
  limit: documented(
    z
      .string({ error: LEDGER_HISTORY_TEXT.badLimit })
      .regex(/^[1-9]\d{0,2}$/, LEDGER_HISTORY_TEXT.badLimit)
      .transform(Number)
      .pipe(z.number().max(LEDGER_HISTORY_MAX_LIMIT, LEDGER_HISTORY_TEXT.badLimit))
      .optional()
      .transform((v) => v ?? LEDGER_HISTORY_DEFAULT_LIMIT),
    {
      pattern: wholeNumberPattern(1, LEDGER_HISTORY_MAX_LIMIT),
      description: `1 to ${LEDGER_HISTORY_MAX_LIMIT}; ${LEDGER_HISTORY_DEFAULT_LIMIT} when left out.`,
    },
  ),
  before: documented(
    z
      .string({ error: LEDGER_HISTORY_TEXT.badCursor })
      .transform((cursor, ctx) => {
        const id = decodeLedgerCursor(cursor);
        if (id === null) ctx.addIssue({ code: 'custom', message: LEDGER_HISTORY_TEXT.badCursor });
        return id ?? 0;
      })
      .optional(),
    {
      pattern: '^[A-Za-z0-9_-]{1,24}$',
      description: 'The `next_before` of the previous page, as it came; left out for the newest page.',
    },
  ),
});

// ---- Admin players -----------------------------------------------------------------------

export const adminPlayersQuery = z.object({
  ...pagingQuery(ADMIN_PAGE_SIZES.players),
  search: optionalText(TEXT_MAX),
  /** Demo (test) accounts are listed only when asked for: `include_demo=true`. */
  include_demo: z
    .enum(['true', 'false'], { error: REQUEST_TEXT.fieldTrueOrFalse('include_demo') })
    .optional()
    .transform((v) => v === 'true'),
});

/** An admin-set balance: a whole number, 0 or more (docs/product/money.md#admin-adjustments). */
const balanceValue = (message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(MAX_COIN_AMOUNT, REQUEST_TEXT.amountTooLarge);

export const ADJUST_REASON_MAX = 200;

/** Why the admin adjusts, kept on the ledger row: optional, one line, trimmed; empty becomes null. */
const adjustReason = oneLine(
  z
    .string({ error: MONEY_TEXT.adjustReasonOneLine })
    .trim()
    .max(ADJUST_REASON_MAX, MONEY_TEXT.adjustReasonTooLong(ADJUST_REASON_MAX)),
  MONEY_TEXT.adjustReasonOneLine,
)
  .nullish()
  .transform((v) => (v ? v : null));

export const adjustCoinsSchema = z.object({
  coin_balance: balanceValue(VALIDATION.adjustCoinsInvalid),
  reason: adjustReason,
});
export const adjustWinningsSchema = z.object({
  winnings_coins: balanceValue(VALIDATION.adjustWinningsInvalid),
  reason: adjustReason,
});
export type AdjustCoinsInput = z.input<typeof adjustCoinsSchema>;
export type AdjustWinningsInput = z.input<typeof adjustWinningsSchema>;
