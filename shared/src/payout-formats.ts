/**
 * The shapes of the details a cash-out is paid to: a WhatsApp number, a person's name, an IBAN,
 * a UK sort code and a SWIFT/BIC code. Each check takes the text as the player typed it (spaces
 * and the usual separators allowed) and says whether it can be right; the cash-out schema turns a
 * "no" into a message naming what is wrong, the same in the form and on the server.
 */

/** Spaces, dashes, dots and brackets that people type inside phone numbers. */
const PHONE_SEPARATORS = /[\s\-().]/g;

/**
 * A phone number WhatsApp can reach: an optional "+" (or "00") and 7 to 15 digits, the most an
 * international number (E.164) has. Separators may be typed.
 */
export function isWhatsAppNumber(typed: string): boolean {
  const compact = typed.trim().replace(PHONE_SEPARATORS, '').replace(/^00/, '+');
  return /^\+?\d{7,15}$/.test(compact);
}

/**
 * A first name or surname: letters of any alphabet (with their accents), spaces, hyphens,
 * apostrophes and dots ("Anne-Marie", "O'Neil", "J. R."), starting with a letter. Digits and "@"
 * are refused so an e-mail address or a phone number cannot stand in for a name.
 */
export function isPersonName(typed: string): boolean {
  return PAYOUT_PATTERNS.personName.test(typed.trim());
}

/** Why a name was refused, in the words the form shows. */
export function personNameProblem(typed: string): 'email' | 'digits' | 'characters' | null {
  if (isPersonName(typed)) return null;
  if (typed.includes('@')) return 'email';
  if (/\d/.test(typed)) return 'digits';
  return 'characters';
}

/** The IBAN without spaces, in capitals, as the checksum reads it. */
const compactIban = (typed: string) => typed.replace(/\s+/g, '').toUpperCase();

/** Two letters of country, two check digits, then 11 to 30 letters or digits (15 to 34 in all). */
export const isIbanShaped = (typed: string): boolean => /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compactIban(typed));

/**
 * An IBAN whose check digits are right (ISO 13616 mod 97): the first four characters moved to the
 * end, letters read as 10..35, and the whole number leaves 1 when divided by 97. Catches a mistyped
 * or swapped digit before the money is sent to a stranger.
 */
export function isIban(typed: string): boolean {
  if (!isIbanShaped(typed)) return false;
  const iban = compactIban(typed);
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = char >= 'A' ? char.charCodeAt(0) - 55 : Number(char);
    // Letters are two digits long: fold them in digit by digit so the remainder stays small.
    remainder = value >= 10 ? (remainder * 100 + value) % 97 : (remainder * 10 + value) % 97;
  }
  return remainder === 1;
}

/** A UK sort code: six digits, typed together or in pairs ("12-34-56", "12 34 56"). */
export const isSortCode = (typed: string): boolean => PAYOUT_PATTERNS.sortCode.test(typed.trim());

/**
 * A SWIFT/BIC code: 4 letters of bank, 2 letters of country, 2 letters or digits of location and,
 * for a branch, 3 more (8 or 11 characters). Case and spaces do not matter.
 */
export const isSwiftBic = (typed: string): boolean =>
  /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(typed.replace(/\s+/g, '').toUpperCase());

/** A run of the separators people type between digits. */
const SEP = '[\\s().-]*';

/**
 * The typed forms each check above accepts, as patterns the API document shows for the cash-out
 * details. A pattern may be stricter than its check (it wants the text trimmed and, for a SWIFT
 * code, without spaces), never looser, so a detail that matches is one the server accepts. The
 * IBAN's check digits are beyond a pattern: it gives the shape only.
 */
export const PAYOUT_PATTERNS = {
  // A leading "00" is the international prefix, as isWhatsAppNumber reads it: not two of the digits.
  whatsappNumber: new RegExp(
    `^${SEP}(?:\\+${SEP}(?:\\d${SEP}){7,15}|0${SEP}0${SEP}(?:\\d${SEP}){7,15}|(?!0${SEP}0)(?:\\d${SEP}){7,15})$`,
  ),
  personName: /^\p{L}[\p{L}\p{M} '’.-]*$/u,
  iban: /^[A-Za-z]{2}\d{2}(?: ?[A-Za-z0-9]){11,30}$/,
  sortCode: /^(\d{6}|\d{2}-\d{2}-\d{2}|\d{2} \d{2} \d{2})$/,
  swiftBic: /^[A-Za-z]{4}[A-Za-z]{2}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?$/,
} as const;
