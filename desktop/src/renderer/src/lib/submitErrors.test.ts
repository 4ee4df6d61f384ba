/** Which field a server's refusal names, so the form marks and focuses it (lib/submitErrors.ts). */
import { describe, expect, it } from 'vitest';
import { fieldOfDetail } from './submitErrors';

const fields = ['title', 'rules', 'series', 'max_teams'];

describe('fieldOfDetail', () => {
  it('names a field of the form from the server\'s "field: problem" detail', () => {
    expect(fieldOfDetail('max_teams: Too big: expected number to be <=20', fields)).toEqual({
      field: 'max_teams',
      message: 'Too big: expected number to be <=20',
    });
  });

  it('names the top field of a nested path', () => {
    expect(fieldOfDetail('series.payout.0: Too small', fields)).toEqual({ field: 'series', message: 'Too small' });
  });

  it('names nothing for a sentence, a field the form lacks, or no detail', () => {
    expect(fieldOfDetail('Insufficient coins', fields)).toBeNull();
    expect(fieldOfDetail('Rules: are required', fields)).toBeNull();
    expect(fieldOfDetail('email: Invalid email address', fields)).toBeNull();
    expect(fieldOfDetail(undefined, fields)).toBeNull();
  });
});
