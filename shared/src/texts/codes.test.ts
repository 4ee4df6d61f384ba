import { describe, expect, it } from 'vitest';
import {
  errorCatalogueEntries,
  errorCodeOf,
  errorCodes,
  PIPELINE_CODE,
  statusCode,
  STATUS_CODE,
  textShape,
  type ErrorCode,
} from './codes.js';
import { VALIDATION } from './index.js';
import { MONEY_TEXT } from './money.js';
import { PLAY_TEXT } from './play.js';
import { SERIES_TEXT } from './series.js';
import { TOURNAMENT_TEXT } from './tournaments.js';

/**
 * The codes that several different texts carry, because they mean the same thing; any other code
 * belongs to one text (or one function's texts) only.
 */
const SAME_MEANING: Readonly<Partial<Record<ErrorCode, string>>> = {
  tiktok_required: 'a TikTok link is required (at registration, and for a tournament)',
  rate_limited: 'a rate limit refused the request: too many requests, logins, resets or chat messages',
  push_endpoint_invalid: 'the push endpoint is not an http(s) address of a push service',
};

const entries = errorCatalogueEntries();
const statics = entries.filter((e) => typeof e.text === 'string');
const functions = entries.filter(
  (e): e is typeof e & { text: (...args: unknown[]) => string } => typeof e.text === 'function',
);
const place = (e: { catalogue: string; key: string }) => `${e.catalogue}.${e.key}`;

/**
 * What a function text writes for a few plausible arguments: numbers, and words when it counts
 * with none of them (words where it adds 1 to a number would write nonsense).
 */
function samples(write: (...args: unknown[]) => string): string[] {
  const call = (arg: unknown) => write(...Array.from({ length: write.length }, () => arg));
  const counts = String(textShape(write)?.pattern).includes(String.raw`\d`);
  return [call(3), call(250), ...(counts ? [] : [call('Card holder name')])];
}

describe('the codes of the error catalogues', () => {
  it('are snake_case', () => {
    for (const code of errorCodes()) expect(code).toMatch(/^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/);
  });

  it('give every text exactly one code, the one its lookup finds', () => {
    const byText = new Map<string, Set<ErrorCode>>();
    for (const e of statics) byText.set(e.text as string, (byText.get(e.text as string) ?? new Set()).add(e.code));
    const ambiguous = [...byText].filter(([, codes]) => codes.size > 1).map(([text, codes]) => [text, [...codes]]);
    expect(ambiguous).toEqual([]);
    for (const e of statics) expect(errorCodeOf(e.text as string), place(e)).toBe(e.code);
  });

  it('find the code of what a function text writes, whatever its arguments', () => {
    for (const e of functions) {
      expect(textShape(e.text), `${place(e)} cannot be probed`).not.toBeNull();
      for (const text of samples(e.text)) expect(errorCodeOf(text), `${place(e)}: ${text}`).toBe(e.code);
    }
  });

  it('give two different texts one code only when they mean the same', () => {
    const textsOf = new Map<ErrorCode, Set<string>>();
    for (const e of entries) {
      const text = typeof e.text === 'string' ? e.text : String(textShape(e.text)?.pattern);
      textsOf.set(e.code, (textsOf.get(e.code) ?? new Set()).add(text));
    }
    const shared = [...textsOf].filter(([, texts]) => texts.size > 1).map(([code]) => code);
    expect(shared.sort()).toEqual(Object.keys(SAME_MEANING).sort());
  });

  it('name the refusals the specifications and the client rely on', () => {
    expect(errorCodeOf(PLAY_TEXT.slotTaken)).toBe('slot_taken');
    expect(errorCodeOf(PLAY_TEXT.seatLocked)).toBe('room_code_sent_seat_locked');
    expect(errorCodeOf(VALIDATION.insufficientCoins)).toBe('not_enough_coins');
    expect(errorCodeOf(PLAY_TEXT.tournamentNotFound)).toBe('tournament_not_found');
    expect(errorCodeOf(TOURNAMENT_TEXT.notFound)).toBe('tournament_not_found');
    expect(errorCodeOf(PLAY_TEXT.teamOutOfRange(4))).toBe('team_out_of_range');
    expect(errorCodeOf(PLAY_TEXT.slotOutOfRange(1))).toBe('slot_out_of_range');
    expect(errorCodeOf(MONEY_TEXT.wrongTransition('approve', 'money on the way'))).toBe('wrong_transition');
    expect(errorCodeOf(VALIDATION.convertMax(12))).toBe('convert_max');
    expect(errorCodeOf(SERIES_TEXT.notLastMatch(3))).toBe('not_last_match');
    expect(errorCodeOf('A text no catalogue writes')).toBeUndefined();
  });

  it('list the pipeline and status codes with the catalogues', () => {
    const all = new Set(errorCodes());
    for (const code of [...Object.values(PIPELINE_CODE), ...Object.values(STATUS_CODE)])
      expect(all.has(code)).toBe(true);
    expect(statusCode(404)).toBe('not_found');
    expect(statusCode(418)).toBe('bad_request');
    expect(statusCode(504)).toBe('internal_error');
  });
});
