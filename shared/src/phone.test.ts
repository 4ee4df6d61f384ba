/** One typed phone number, many spellings: all reduce to the same country code and national number. */
import { describe, expect, it } from 'vitest';
import { parseLoginPhone } from './phone.js';

describe('parseLoginPhone', () => {
  it('ignores spaces, brackets, dashes, dots and the trunk 0', () => {
    for (const typed of ['07700 900123', '(07700) 900-123', '7700.900.123', ' 7700900123 ']) {
      expect(parseLoginPhone(typed), typed).toEqual({ countryCode: null, nationalNumber: '7700900123' });
    }
  });

  it('reads +44 and 0044 as the same country code, with or without the trunk 0 after it', () => {
    for (const typed of ['+44 7700 900123', '0044 7700-900123', '+44 (0)7700 900123', '00447700900123']) {
      expect(parseLoginPhone(typed), typed).toEqual({ countryCode: '+44', nationalNumber: '7700900123' });
    }
    expect(parseLoginPhone('+1 (555) 010-0199')).toEqual({ countryCode: '+1', nationalNumber: '5550100199' });
  });

  it('knows that no account has a country code outside the list', () => {
    expect(parseLoginPhone('+7 912 345 6789')).toBeNull();
    expect(parseLoginPhone('007 912 345 6789')).toBeNull();
  });
});
