/** Building blocks shared by the request schemas. */
import { z } from 'zod';
import { TEXT_MAX } from '../constants.js';
import { ACCESS_TEXT, REQUEST_TEXT } from '../texts/common.js';

// ---- Text ----------------------------------------------------------------------------

/**
 * Control characters (C0, DEL, C1) make no sense in a name, a title, a code or a link, and NUL
 * cannot even be stored. Text that may span lines (chat messages, rules, descriptions, notes)
 * keeps tab, line feed and carriage return.
 *
 * Neither keeps the bidirectional controls: embeddings and overrides (U+202A–U+202E) and isolates
 * (U+2066–U+2069) reorder the text after them, so a name could run backwards into the rest of a
 * notification, a chat line or a list ("Trojan Source", CVE-2021-42574); the invisible direction
 * marks (U+200E, U+200F, U+061C) would let two names that look the same differ. The Unicode
 * bidirectional algorithm lays out right-to-left text without any of them.
 */
// Written as escapes, so the API document's `pattern` shows them as escapes too.
const BIDI_CONTROLS = String.raw`\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069`;
const ONE_LINE_REFUSED = String.raw`\u0000-\u001f\u007f-\u009f${BIDI_CONTROLS}`;
const MULTI_LINE_REFUSED = String.raw`\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f${BIDI_CONTROLS}`;
const ONE_LINE = new RegExp(`^[^${ONE_LINE_REFUSED}]*$`);
const MULTI_LINE = new RegExp(`^[^${MULTI_LINE_REFUSED}]*$`);

/** Lower case on purpose: the server prefixes the field, e.g. "title: must not contain control characters…". */
export const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters or text-direction controls';

/** Refuses every control character: names, titles, codes, links, search terms. */
export const oneLine = (text: z.ZodString, message: string = CONTROL_CHARACTERS_MESSAGE) =>
  text.regex(ONE_LINE, message);

/** Refuses control characters other than tab and line breaks: messages, rules, descriptions, notes. */
export const multiLine = (text: z.ZodString, message: string = CONTROL_CHARACTERS_MESSAGE) =>
  text.regex(MULTI_LINE, message);

/**
 * The same rule for text the server takes from elsewhere than a field (an upload's file name) or
 * stored before the rule (names in a notification): the refused characters are dropped.
 */
export const stripControlCharacters = (text: string, { multiline = false } = {}): string =>
  text.replace(new RegExp(`[${multiline ? MULTI_LINE_REFUSED : ONE_LINE_REFUSED}]`, 'g'), '');

const tooLong = (max: number) => `Must be ${max} characters or less`;

/** Trimmed one-line text, required, with a length cap so no field carries a huge payload. */
export const requiredText = (message: string, max = TEXT_MAX) =>
  oneLine(z.string({ error: message }).trim().min(1, message).max(max, tooLong(max)));

/** Trimmed text that may be left out: empty becomes null. One line unless `multiline`. */
export const optionalText = (max = TEXT_MAX, { multiline = false } = {}) => {
  const text = z.string().trim().max(max, tooLong(max));
  return (multiline ? multiLine(text) : oneLine(text)).nullish().transform((v) => (v ? v : null));
};

// ---- The API document ------------------------------------------------------------------

/**
 * Says in the API document, as JSON Schema keywords (`pattern`, `format`, `oneOf`, …), a rule that a
 * refinement or a transform enforces: JSON Schema cannot read it from the check itself. The keywords
 * travel in the schema's metadata, which z.toJSONSchema and the OpenAPI generator both emit. A
 * documented rule may be stricter than the check, never looser, so a request the document accepts
 * is one the server accepts (server/test/contract/request-examples.test.ts).
 */
export const documented = <S extends z.ZodType>(schema: S, rule: Record<string, unknown>): S => schema.meta(rule);

/**
 * A pattern for the whole numbers `min` (0 or 1) to `max` written plainly (no sign, no leading
 * zero), for a query parameter the server reads as a number and then bounds.
 */
export function wholeNumberPattern(min: 0 | 1, max: number): string {
  const digits = String(max);
  const shorter = digits.length > 1 ? [`[1-9]\\d{0,${digits.length - 2}}`] : [];
  // Numbers as long as max and below it: max's first digits, then a smaller digit, then any.
  const sameLength = [...digits].flatMap((digit, i) => {
    const low = i === 0 ? 1 : 0;
    const high = Number(digit) - 1;
    return high < low ? [] : [`${digits.slice(0, i)}[${low}-${high}]\\d{${digits.length - i - 1}}`];
  });
  return `^(?:${[...(min === 0 ? ['0'] : []), ...shorter, ...sameLength, digits].join('|')})$`;
}

// ---- Numbers and ids -------------------------------------------------------------------

/** Query-string integers ("3" → 3), rejecting fractions and junk. */
export const queryInt = (name: string) =>
  z
    .string({ error: REQUEST_TEXT.fieldRequired(name) })
    .regex(/^-?\d{1,9}$/, REQUEST_TEXT.fieldWholeNumber(name))
    .transform(Number);

export const uuidParam = z.object({ id: z.uuid(ACCESS_TEXT.notFound) });
