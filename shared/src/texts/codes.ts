/**
 * The machine `code` of every error answer (docs/design/api-conventions.md#errors): a stable
 * snake_case name beside the `detail` text, the same whatever the text says, for clients to
 * branch on. A refusal's code is its text's key in the catalogue, in snake_case
 * (`PLAY_TEXT.slotTaken` → `slot_taken`), or the code its catalogue names below; the server finds
 * it from the text alone (`errorCodeOf`), so the code of a new refusal is written once, where its
 * text is. A text that is a function (`PLAY_TEXT.teamOutOfRange(n)`) is recognised by the shape of
 * what it writes: it is called once with a probe in place of its arguments, and a text of that
 * shape with any values carries its code. The pipeline's own answers (validation, rate limits, a
 * library's message) carry the codes of `PIPELINE_CODE` and `STATUS_CODE`.
 */
import { ACCOUNT_ERRORS, ACCOUNT_VALIDATION, AUTH_TEXT } from './accounts.js';
import { ADMIN_PAGING_TEXT, ADMIN_TEXT, ADMIN_VALIDATION } from './admin.js';
import { ACCESS_TEXT, CHAT_TEXT, DATABASE_TEXT, REQUEST_TEXT, UPLOAD_TEXT } from './common.js';
import { CUP_TEXT } from './cups.js';
import { HOST_TEXT, HOST_VALIDATION } from './hosts.js';
import { MONEY_TEXT, MONEY_VALIDATION } from './money.js';
import { PAYOUT_TEXT } from './payouts.js';
import { PLAY_TEXT, PLAY_VALIDATION } from './play.js';
import { PUSH_VALIDATION } from './push.js';
import { RESULTS_TEXT } from './results.js';
import { SERIES_TEXT } from './series.js';
import { SQUAD_TEXT } from './squads.js';
import { TOURNAMENT_FALLBACK, TOURNAMENT_TEXT, TOURNAMENT_VALIDATION } from './tournaments.js';
import { VOID_TEXT } from './voids.js';

/** `camelCase` → `camel_case`, as the type `Snake` says it too. */
type Snake<S extends string> = S extends `${infer C}${infer Rest}`
  ? `${C extends Lowercase<C> ? C : `_${Lowercase<C>}`}${Snake<Rest>}`
  : '';
const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

type Texts = Readonly<Record<string, unknown>>;

/**
 * One catalogue of refusals: its texts, the codes that are not their key in snake_case (a text
 * that means what another one means shares its code), and the keys that are no refusal (a
 * confirmation kept beside the refusals of its domain).
 */
interface Catalogue<T extends Texts, R extends { readonly [K in keyof T]?: string }, N extends keyof T & string> {
  readonly texts: T;
  readonly codes: R;
  readonly notRefusals: readonly N[];
}

/** The codes of one catalogue. */
type CodesOf<C> =
  C extends Catalogue<infer T, infer R, infer N>
    ? { [K in Exclude<keyof T & string, N>]: K extends keyof R ? NonNullable<R[K]> : Snake<K> }[Exclude<
        keyof T & string,
        N
      >]
    : never;

const catalogue = <
  T extends Texts,
  const R extends { readonly [K in keyof T]?: string } = Record<never, never>,
  const N extends keyof T & string = never,
>(
  texts: T,
  codes?: R,
  notRefusals?: readonly N[],
): Catalogue<T, R, N> => ({ texts, codes: codes ?? ({} as R), notRefusals: notRefusals ?? [] });

/**
 * Every catalogue a refusal's text comes from, in the order its codes are looked up. A text that
 * two catalogues hold (a chat's "Message cannot be empty") has one code, whichever holds it
 * (texts/codes.test.ts checks it).
 */
const ERROR_CATALOGUES = {
  ACCESS_TEXT: /*#__PURE__*/ catalogue(ACCESS_TEXT),
  REQUEST_TEXT: /*#__PURE__*/ catalogue(REQUEST_TEXT, { tooManyRequests: 'rate_limited' }),
  DATABASE_TEXT: /*#__PURE__*/ catalogue(DATABASE_TEXT),
  UPLOAD_TEXT: /*#__PURE__*/ catalogue(UPLOAD_TEXT, {
    unreadable: 'upload_unreadable',
    undecodable: 'image_undecodable',
    fieldTooLong: 'upload_field_too_long',
  }),
  CHAT_TEXT: /*#__PURE__*/ catalogue(CHAT_TEXT, { empty: 'chat_empty', tooLong: 'chat_too_long' }),
  AUTH_TEXT: /*#__PURE__*/ catalogue(AUTH_TEXT, {
    tooManyLogins: 'rate_limited',
    tooManyResets: 'rate_limited',
    tooManyIdentityChanges: 'rate_limited',
  }),
  ACCOUNT_ERRORS: /*#__PURE__*/ catalogue(ACCOUNT_ERRORS),
  ACCOUNT_VALIDATION: /*#__PURE__*/ catalogue(ACCOUNT_VALIDATION),
  MONEY_VALIDATION: /*#__PURE__*/ catalogue(MONEY_VALIDATION, { insufficientCoins: 'not_enough_coins' }),
  MONEY_TEXT: /*#__PURE__*/ catalogue(MONEY_TEXT),
  PLAY_VALIDATION: /*#__PURE__*/ catalogue(PLAY_VALIDATION, {}, ['kickConfirm']),
  PLAY_TEXT: /*#__PURE__*/ catalogue(PLAY_TEXT, {
    seatLocked: 'room_code_sent_seat_locked',
    lobbyRoomCodeRequired: 'room_code_required',
    chatTooFast: 'rate_limited',
  }),
  TOURNAMENT_VALIDATION: /*#__PURE__*/ catalogue(TOURNAMENT_VALIDATION),
  TOURNAMENT_TEXT: /*#__PURE__*/ catalogue(
    TOURNAMENT_TEXT,
    { notFound: 'tournament_not_found', coinsTooMany: 'amount_too_large' },
    [
      'approved',
      'declined',
      'autoApproved',
      'cancelled',
      'deleted',
      'dateUpdated',
      'updated',
      'imageUpdated',
      'priceUpdated',
    ],
  ),
  /** The two texts of the client's fallbacks that the server answers too. */
  TOURNAMENT_FALLBACK: /*#__PURE__*/ catalogue({
    deleteForbidden: TOURNAMENT_FALLBACK.deleteForbidden,
    tournamentNotFound: TOURNAMENT_FALLBACK.tournamentNotFound,
  }),
  SQUAD_TEXT: /*#__PURE__*/ catalogue(SQUAD_TEXT),
  SERIES_TEXT: /*#__PURE__*/ catalogue(SERIES_TEXT),
  VOID_TEXT: /*#__PURE__*/ catalogue(VOID_TEXT),
  PAYOUT_TEXT: /*#__PURE__*/ catalogue(PAYOUT_TEXT),
  RESULTS_TEXT: /*#__PURE__*/ catalogue(RESULTS_TEXT, { readerBusy: 'rate_limited' }),
  PUSH_VALIDATION: /*#__PURE__*/ catalogue(PUSH_VALIDATION, {
    endpoint: 'push_endpoint_invalid',
    endpointHttp: 'push_endpoint_invalid',
    key: 'push_key_invalid',
    kinds: 'push_kinds_required',
  }),
  ADMIN_VALIDATION: /*#__PURE__*/ catalogue(ADMIN_VALIDATION),
  ADMIN_TEXT: /*#__PURE__*/ catalogue(ADMIN_TEXT, {}, [
    'cashoutApproved',
    'cashoutPaid',
    'cashoutRejected',
    'playerDeleted',
  ]),
  ADMIN_PAGING_TEXT: /*#__PURE__*/ catalogue(ADMIN_PAGING_TEXT),
  HOST_TEXT: /*#__PURE__*/ catalogue(
    HOST_TEXT,
    {
      notFound: 'host_not_found',
      poolOverNewHostCap: 'new_host_pool_cap',
      needsAdminApproval: 'new_host_needs_approval',
    },
    ['settingsUpdated'],
  ),
  HOST_VALIDATION: /*#__PURE__*/ catalogue(HOST_VALIDATION),
  CUP_TEXT: /*#__PURE__*/ catalogue(CUP_TEXT, {
    notFound: 'cup_not_found',
    inviteInvalid: 'cup_invite_invalid',
    notOwner: 'not_cup_owner',
    registrationClosed: 'cup_registration_closed',
    alreadyRegistered: 'already_registered_in_cup',
    teamFull: 'cup_team_full',
    notRegistered: 'not_registered_in_cup',
  }),
};
type ErrorCatalogues = typeof ERROR_CATALOGUES;

/** The codes of the request pipeline's own refusals, which no one text names. */
export const PIPELINE_CODE = {
  /** A body, query or path parameter the route's schema refuses (its `detail` says which and why). */
  validationFailed: 'validation_failed',
  /** Any 429: too many requests, logins, resets or chat messages (`Retry-After` says how long to wait). */
  rateLimited: 'rate_limited',
} as const;

/**
 * The code of an answer whose text is in no catalogue (a library's message, a provider's), by
 * its status. Each means what the catalogue's text of the same code means, where there is one.
 */
export const STATUS_CODE = {
  400: 'bad_request',
  401: 'not_authenticated',
  403: 'not_allowed',
  404: 'not_found',
  408: 'too_slow',
  409: 'conflict',
  413: 'too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  431: 'headers_too_large',
  500: 'internal_error',
  502: 'provider_failed',
  503: 'unavailable',
} as const;

/** Every code an error answer can carry. */
export type ErrorCode =
  | { [C in keyof ErrorCatalogues]: CodesOf<ErrorCatalogues[C]> }[keyof ErrorCatalogues]
  | (typeof PIPELINE_CODE)[keyof typeof PIPELINE_CODE]
  | (typeof STATUS_CODE)[keyof typeof STATUS_CODE];

/** The code of a status no entry of `STATUS_CODE` names: any other 4xx, or 5xx. */
export const statusCode = (status: number): ErrorCode =>
  (STATUS_CODE as Readonly<Record<number, ErrorCode>>)[status] ?? (status >= 500 ? 'internal_error' : 'bad_request');

/** One refusal of a catalogue: where it is, its text (or the function that writes it) and its code. */
export interface ErrorCatalogueEntry {
  catalogue: string;
  key: string;
  text: string | ((...args: never[]) => string);
  code: ErrorCode;
}

/** Every refusal of the catalogues, in lookup order (the tests read them all). */
export function errorCatalogueEntries(): ErrorCatalogueEntry[] {
  return Object.entries(ERROR_CATALOGUES).flatMap(([name, { texts, codes, notRefusals }]) =>
    Object.entries(texts)
      .filter(([key]) => !(notRefusals as readonly string[]).includes(key))
      .filter((entry): entry is [string, ErrorCatalogueEntry['text']] => {
        const [, text] = entry;
        return typeof text === 'string' || typeof text === 'function';
      })
      .map(([key, text]) => ({
        catalogue: name,
        key,
        text,
        code: ((codes as Readonly<Record<string, string>>)[key] ?? snake(key)) as ErrorCode,
      })),
  );
}

/** Stands for a function text's arguments: a mark where it is written, a number where it is counted with. */
const MARK = '\uE000';
const PROBE = { [Symbol.toPrimitive]: (hint: string) => (hint === 'string' ? MARK : 123_456_789) };
/** A number as a text writes it (a probe's result: `max - 1`, `pixels / 1_000_000`). */
const NUMBER = String.raw`-?\d+(?:\.\d+)?`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The shape of what `write` writes, as an anchored pattern, with how many of its characters are
 * fixed (a longer fixed part is the more particular shape); null when the probe cannot stand in
 * for its arguments (it calls a method of one).
 */
export function textShape(write: (...args: never[]) => string): { pattern: RegExp; fixed: number } | null {
  let sample: unknown;
  try {
    sample = (write as (...args: unknown[]) => unknown)(...Array.from({ length: write.length }, () => PROBE));
  } catch {
    return null;
  }
  if (typeof sample !== 'string') return null;
  let fixed = 0;
  const source = sample
    .split(new RegExp(`(${MARK}|${NUMBER})`))
    .map((part, i) => {
      if (i % 2 === 1) return part === MARK ? '(.+?)' : NUMBER;
      fixed += part.length;
      return escapeRegExp(part);
    })
    .join('');
  return { pattern: new RegExp(`^${source}$`, 's'), fixed };
}

interface CodeIndex {
  exact: Map<string, ErrorCode>;
  shapes: { pattern: RegExp; fixed: number; code: ErrorCode }[];
}
let index: CodeIndex | undefined;

/** Built at the first lookup: a client that never looks a code up never builds it. */
function codeIndex(): CodeIndex {
  if (index) return index;
  const exact = new Map<string, ErrorCode>();
  const shapes: CodeIndex['shapes'] = [];
  for (const { text, code } of errorCatalogueEntries()) {
    if (typeof text === 'string') {
      if (!exact.has(text)) exact.set(text, code);
      continue;
    }
    const shape = textShape(text);
    if (shape) shapes.push({ ...shape, code });
  }
  // The most particular shape first: "Cannot convert more than £5 available winnings" is
  // `convert_max`, not the `wrong_transition` of "Cannot {action} a request that is {status}".
  shapes.sort((a, b) => b.fixed - a.fixed);
  index = { exact, shapes };
  return index;
}

/** The code of a refusal's text, or undefined when no catalogue writes it. */
export function errorCodeOf(text: string): ErrorCode | undefined {
  const { exact, shapes } = codeIndex();
  return exact.get(text) ?? shapes.find((shape) => shape.pattern.test(text))?.code;
}

/** Every code an error answer can carry, sorted (the API document lists them). */
export function errorCodes(): ErrorCode[] {
  const codes = new Set<ErrorCode>([
    ...errorCatalogueEntries().map((entry) => entry.code),
    ...Object.values(PIPELINE_CODE),
    ...Object.values(STATUS_CODE),
  ]);
  return [...codes].sort();
}
