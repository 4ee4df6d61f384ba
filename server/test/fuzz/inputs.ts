/**
 * The fixed input set of the API fuzz test. Every request field the shared schemas know has a
 * valid value here; each variant spoils one kind of field at a time (all text fields, all
 * numbers, all types, the whole body, the query, the path) and keeps the rest valid, so the
 * spoiled fields reach as deep into each route as they can.
 */
import { z } from 'zod';
import * as shared from '@squadhub/shared';
import { MAPS, PACKAGE_IDS, TEMPLATE_IDS } from '@squadhub/shared';
import { TINY_PNG } from '../support/tournament-factories.js';

/** The ids and names of the data a route acts on. */
export interface FuzzFixture {
  tournamentId: string;
  pendingTournamentId: string;
  cashoutId: string;
  player: { id: string };
  victim: { id: string; username: string };
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Fields whose value is one of a fixed list: no variant but the wrong-type ones spoils them. */
const ENUM_FIELDS = new Set([
  'country_code',
  'package_id',
  'payment_method',
  'template_type',
  'template_id',
  'start_type',
  'status',
  'map_selection',
  'period',
  'include_demo',
]);

/**
 * Fields with a format (ids, e-mails, phones, links, dates, codes): the free-text variants leave
 * them valid, so the free text gets past them; the format variants spoil them.
 */
const FORMATTED_FIELDS = new Set([
  'id',
  'tournament_id',
  'player_id',
  'email',
  'paypal_email',
  'paypal_first_name',
  'paypal_surname',
  'account_holder_name',
  'account_holder_surname',
  'whatsapp_number',
  'sort_code',
  'swift_bic',
  'iban',
  'identifier',
  'phone_number',
  'tiktok_link',
  'tiktok_username',
  'verification_code',
  'token',
  'session_id',
  'start_date',
  'endpoint',
]);

/** A valid value for every request field of the shared schemas (the fuzz test checks none is missing). */
export function validFields(f: FuzzFixture): Record<string, Json> {
  const inAWeek = new Date(Date.now() + 7 * 24 * 3_600_000).toISOString();
  const inTwoWeeks = new Date(Date.now() + 14 * 24 * 3_600_000).toISOString();
  return {
    // Accounts
    full_name: 'Fuzz Player',
    codm_username: 'fuzz_player',
    email: 'fuzz@example.test',
    password: 'fuzz-password-1',
    confirm_password: 'fuzz-password-1',
    country_code: '+44',
    phone_number: '07700900123',
    tiktok_link: '@fuzzer',
    verification_code: '123456',
    token: 'A'.repeat(43),
    current_password: 'fuzz-password-1',
    new_password: 'fuzz-password-2',
    new_username: 'fuzz_renamed',
    identifier: 'fuzz@example.test',
    remember_me: false,
    // Money
    package_id: PACKAGE_IDS[0],
    recipient_username: f.victim.username,
    amount: 1,
    winnings_amount: 5,
    coins_to_convert: 10,
    requested_amount: 10,
    payment_method: 'paypal',
    paypal_email: 'fuzz@example.test',
    paypal_first_name: 'Ada',
    paypal_surname: 'Lovelace',
    whatsapp_number: '+447700900999',
    account_holder_name: 'Ada',
    account_holder_surname: 'Lovelace',
    bank_name: 'Fuzz Bank',
    country: 'United Kingdom',
    account_number: '12345678',
    sort_code: '12-34-56',
    swift_bic: 'FUZZGB2L',
    iban: 'GB82WEST12345698765432',
    address_line1: '1 Fuzz Street',
    address_line2: 'Flat 2',
    city: 'London',
    postal_code: 'E1 6AN',
    coin_balance: 5,
    winnings_coins: 5,
    reason: 'Corrected by the fuzzer',
    coins_5: 1.5,
    coins_10: 2.5,
    coins_15: 3.5,
    coins_20: 4.5,
    search: 'fuzz',
    include_demo: 'false',
    admin_notes: 'Checked by the fuzzer',
    message: 'Good game',
    session_id: 'test_cs_fuzz',
    // Tournaments
    title: 'Fuzz Cup',
    rules: 'No hacking.',
    tiktok_username: '@streamer',
    template_type: TEMPLATE_IDS[0],
    template_id: TEMPLATE_IDS[0],
    max_teams: 2,
    slots_per_team: 2,
    entry_fee: 1,
    creator_prize_contribution: 0,
    prize_pool: 5,
    start_type: 'when_full',
    start_date: inAWeek,
    game_mode: 'Battle Royale',
    description: 'Fuzzing',
    status: 'upcoming',
    entries_stopped: false,
    player_id: f.player.id,
    name: 'Fuzz class',
    price: 5,
    limit: 5,
    offset: 0,
    // A money history cursor (GET /users/me/ledger): an older page of the player's own rows.
    before: shared.encodeLedgerCursor(1_000_000),
    text: 'Rules',
    images: ['/static/classes/medic.svg'],
    // Play: the player sits at team 1 slot 0, someone else at team 1 slot 1.
    id: f.tournamentId,
    tournament_id: f.tournamentId,
    team_number: 1,
    slot_index: 0,
    old_team_number: 1,
    old_slot_index: 0,
    new_team_number: 2,
    new_slot_index: 0,
    team1_number: 1,
    slot1_index: 0,
    team2_number: 1,
    slot2_index: 1,
    winners: [{ user_id: f.player.id, coins_awarded: 1, position: 1 }],
    room_code: 'FUZZ1',
    room_link: 'https://example.test/room',
    map_selection: MAPS[0],
    invite_code: 'K7QX4MZP9T',
    check_in_minutes: 0,
    series: null,
    matches: 3,
    points: { preset: 'pubgm' },
    preset: 'pubgm',
    kill_points: 1,
    payout: [100],
    results: [{ team_number: 1, placement: 1, kills: 0 }],
    n: 1,
    period: 'daily',
    // Push: a device of the player, with a push service address nothing answers at.
    endpoint: 'http://127.0.0.1:9/push/fuzz-device',
    expirationTime: null,
    keys: {
      p256dh: 'BB4YUy_UdUwC8wQdnHXOszuD_9gax85P6ILMscmLxYlupGwxHE4v9A3ZajZT5uRURdMt_khuztdcepDGoYiBwKM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    },
    kinds: ['room_code', 'kicked'],
    // Game identity (docs/product/results.md#game-identity)
    game_uid: '5123456789',
    game_name: 'Fuzz Name',
    require_game_identity: false,
    // Languages (docs/product/languages.md#the-accounts-language)
    language: 'pt-BR',
    // Trust (docs/product/trust.md): the fixture's hosts stay trusted, the hold pays at once.
    code_grace_minutes: 10,
    payout_hold_minutes: 0,
    username: f.victim.username,
    new_host_events: 0,
    new_host_pool_cap: 100_000,
    results_deadline_hours: 24,
    outcome: 'rejected',
    note: 'Checked by the fuzzer',
    match: 1,
    // Team reports (docs/product/results.md#team-reports)
    placement: 1,
    kills: 0,
    team: 1,
    // Cups (docs/product/cups.md): a cup of one stage, its final of two teams.
    owner_contribution: 0,
    waitlist_teams: 0,
    lobbies: [{ tournament_id: f.tournamentId, room_code: 'FUZZ1' }],
    registration_opens_at: null,
    registration_closes_at: inAWeek,
    stages: [
      {
        teams_per_lobby: 2,
        matches: 2,
        points: { preset: 'pubgm' },
        advance_per_lobby: 0,
        wildcards: 0,
        starts_at: inTwoWeeks,
      },
    ],
    team_name: 'Fuzz Team',
    mode: 'snake',
    usernames: [],
  };
}

/** Bad text, each put in every free-text field at once. */
export const BAD_TEXTS: Record<string, string> = {
  NUL: 'fuzz\u0000text',
  'control characters': 'fuzz\u0001\u0007\u001b[31m\u007f\u0085text',
  'a lone surrogate': 'fuzz\ud800text',
  emoji: '🎮🔥👾 fuzz 🏆',
  'SQL and a path': "../../etc/passwd' OR 1=1--",
};
export const LONG_TEXT = 'x'.repeat(10_000);

/** Bad numbers as raw JSON tokens (1e309 parses to Infinity, which JSON.stringify cannot write). */
export const BAD_NUMBERS = ['1e309', String(2 ** 53), '0.5', '-1'];

/** Bad path parameters: every parameter of the route gets the same one. */
export const BAD_IDS = [
  'not-a-uuid',
  "' OR 1=1--",
  '../../etc/passwd',
  'fuzz\u0000id🎮',
  LONG_TEXT,
  '00000000-0000-0000-0000-000000000000',
  '4a0f5e2c-8b1d-4c3e-9f2a-6d7b8c9e0f1a',
];

// ---- Bodies ----------------------------------------------------------------------------------

export interface BodyVariant {
  name: string;
  body: string | Buffer;
  contentType: string;
}

const isFreeText = (name: string, value: Json) =>
  typeof value === 'string' && !ENUM_FIELDS.has(name) && !FORMATTED_FIELDS.has(name);

const mapFields = (fields: Record<string, Json>, change: (name: string, value: Json) => Json) =>
  Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, change(name, value)]));

const json = (name: string, value: unknown): BodyVariant => ({
  name,
  body: JSON.stringify(value),
  contentType: 'application/json',
});

function wrongType(value: Json): Json {
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return 'true';
  if (Array.isArray(value)) return { 0: value[0] ?? null };
  return [value];
}

/** Text fields in groups whose 10k-character values keep a body under the 256 kB limit (a 413 tests nothing). */
function groupsOf<T>(items: T[], size: number): T[][] {
  const groups: T[][] = [];
  for (let i = 0; i < items.length; i += size) groups.push(items.slice(i, i + size));
  return groups;
}

/** A multipart body, as a browser sends a form with a file. */
function multipart(fields: Record<string, string>, file: { name: string; type: string; bytes: Buffer }): BodyVariant {
  const boundary = 'fuzz-boundary-7MA4YWxkTrZu0gW';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const fileHead = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`;
  return {
    name: `multipart with NUL fields and a file named ${JSON.stringify(file.name)}`,
    body: Buffer.concat([Buffer.from(parts.join('') + fileHead), file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export function bodyVariants(f: FuzzFixture): BodyVariant[] {
  const valid = validFields(f);
  const textNames = Object.keys(valid).filter((n) => isFreeText(n, valid[n]!));
  const numberMark = '\u0001number\u0001';
  const withNumbersMarked = JSON.stringify(mapFields(valid, (_n, v) => (typeof v === 'number' ? numberMark : v)));
  return [
    json('valid values', valid),
    ...Object.entries(BAD_TEXTS).map(([kind, text]) =>
      json(
        `${kind} in every text field`,
        mapFields(valid, (n, v) => (isFreeText(n, v) ? text : v)),
      ),
    ),
    // One strict field refuses the whole body, hiding a lax field beside it: NUL also goes in
    // every other text field, so that two neighbours are spoiled in different requests.
    ...[0, 1].map((half) =>
      json(
        `NUL in every other text field (${half ? 'odd' : 'even'})`,
        mapFields(valid, (n, v) => (textNames.indexOf(n) % 2 === half ? BAD_TEXTS.NUL! : v)),
      ),
    ),
    ...[BAD_TEXTS.NUL!, BAD_TEXTS['SQL and a path']!].map((text) =>
      json(
        `${JSON.stringify(text)} in every id, e-mail, link and date`,
        mapFields(valid, (n, v) => (FORMATTED_FIELDS.has(n) ? text : v)),
      ),
    ),
    ...groupsOf(textNames, 24).map((names, i) =>
      json(`10k characters in text fields (group ${i + 1})`, {
        ...valid,
        ...Object.fromEntries(names.map((n) => [n, LONG_TEXT])),
      }),
    ),
    ...BAD_NUMBERS.map((token) => ({
      name: `${token} in every number field`,
      body: withNumbersMarked.replaceAll(JSON.stringify(numberMark), token),
      contentType: 'application/json',
    })),
    json(
      'every field of the wrong JSON type',
      mapFields(valid, (_n, v) => wrongType(v)),
    ),
    json(
      'every field null',
      mapFields(valid, () => null),
    ),
    json('NUL in a field name', { ...valid, 'na\u0000me': 'x' }),
    { name: 'malformed JSON', body: '{"title": "Fuzz", ', contentType: 'application/json' },
    {
      name: 'deeply nested JSON',
      body: `{"a":${'['.repeat(5_000)}${']'.repeat(5_000)}}`,
      contentType: 'application/json',
    },
    json('a JSON array', [valid]),
    { name: 'JSON sent as text/plain', body: JSON.stringify(valid), contentType: 'text/plain' },
    multipart(Object.fromEntries(textNames.map((n) => [n, BAD_TEXTS.NUL!])), {
      name: '../../etc/passwd\u0000.png',
      type: 'image/png',
      bytes: TINY_PNG,
    }),
  ];
}

// ---- Query strings ---------------------------------------------------------------------------

export interface QueryVariant {
  name: string;
  query: string;
}

/** Field names of the query-string schemas (exported as `*Query` or `*QuerySchema`). */
export function queryFieldNames(): string[] {
  return Object.entries(shared)
    .filter(([name, value]) => /Query(Schema)?$/.test(name) && value instanceof z.ZodType)
    .flatMap(([, schema]) => Object.keys(objectShape(schema as z.ZodType) ?? {}));
}

export function queryVariants(f: FuzzFixture): QueryVariant[] {
  const valid = validFields(f);
  const names = queryFieldNames();
  const asText = (v: Json | undefined) => (typeof v === 'string' ? v : JSON.stringify(v ?? 'x'));
  const query = (change: (name: string, value: string) => string) =>
    new URLSearchParams(names.map((n): [string, string] => [n, change(n, asText(valid[n]))])).toString();
  const textNames = names.filter((n) => typeof valid[n] === 'string');
  return [
    { name: 'valid values', query: query((_n, v) => v) },
    ...Object.entries(BAD_TEXTS).map(([kind, text]) => ({ name: `${kind} in every field`, query: query(() => text) })),
    // One long field per request: a URL over 16 kB never reaches the app (Node answers 431 itself).
    ...textNames.map((name) => ({
      name: `10k characters in ${name}`,
      query: query((n, v) => (n === name ? LONG_TEXT : v)),
    })),
    ...BAD_NUMBERS.map((token) => ({ name: `${token} in every field`, query: query(() => token) })),
    { name: 'every field repeated', query: `${query((_n, v) => v)}&${query(() => 'again')}` },
    { name: 'nested fields', query: names.map((n) => `${n}[x]=1`).join('&') },
    { name: 'empty values', query: names.map((n) => `${n}=`).join('&') },
    { name: 'broken percent-encoding', query: names.map((n) => `${n}=%ED%A0%80%FF%`).join('&') },
  ];
}

// ---- Schema coverage -------------------------------------------------------------------------

/** The object shape of a request schema (through its transforms); null when it is no object. */
export function objectShape(schema: z.ZodType): Record<string, unknown> | null {
  let current: z.ZodType = schema;
  for (let i = 0; i < 5; i++) {
    if (current instanceof z.ZodObject) return current.shape;
    if (current instanceof z.ZodPipe) current = current.in as z.ZodType;
    else return null;
  }
  return null;
}

/** Every field of every request schema that `@squadhub/shared` exports. */
export function sharedRequestFields(): string[] {
  const fields = Object.values(shared as Record<string, unknown>)
    .filter((value): value is z.ZodType => value instanceof z.ZodType)
    .flatMap((schema) => Object.keys(objectShape(schema) ?? {}));
  return [...new Set(fields)];
}
