/**
 * A phone number typed at login, reduced to what identifies it. The server's login lookup and its
 * login rate limit both use this one rule, so every spelling of a number ("+44 7700 900123",
 * "0044 7700-900123", "(07700) 900123", "7700900123") finds the same accounts and counts against
 * the same limit.
 */
import { COUNTRY_CODES } from './constants.js';
import { normalizePhone } from './schemas/accounts.js';

export interface LoginPhone {
  /** The country code typed with the number ("+44…" or "0044…"), or null when none was typed. */
  countryCode: string | null;
  /** Digits only, without the trunk 0: 07700 900123 and +44 7700 900123 both give 7700900123. */
  nationalNumber: string;
}

/**
 * The parts of a typed phone number, or null when it starts with a country code that is not one
 * of COUNTRY_CODES (no account can have it). The international prefix 00 counts as a "+".
 */
export function parseLoginPhone(typed: string): LoginPhone | null {
  const compact = normalizePhone(typed.trim()).replace(/^00/, '+');
  if (!compact.startsWith('+')) return { countryCode: null, nationalNumber: withoutTrunkZeros(compact) };
  const country = COUNTRY_CODES.find((c) => compact.startsWith(c.code));
  if (!country) return null;
  return { countryCode: country.code, nationalNumber: withoutTrunkZeros(compact.slice(country.code.length)) };
}

const withoutTrunkZeros = (digits: string) => digits.replace(/^0+/, '');
