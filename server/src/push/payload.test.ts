import { describe, expect, it } from 'vitest';
import { pushPayload } from './payload.js';

describe('push payload', () => {
  it('drops text-direction and control characters of a name stored before the rule', () => {
    const payload = pushPayload('team_joined', '11111111-2222-4333-8444-555555555555', {
      // U+202E (right-to-left override) and U+2066 (isolate) would reorder the notification's text.
      username: 'ghost\u202eredlaer\u2066',
      title: 'Friday\u200f Cup\u0007',
    });
    expect(payload.title).toBe('ghostredlaer joined your squad');
    expect(payload.body).toBe('Friday Cup');
    expect(`${payload.title}${payload.body}`).not.toMatch(/[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/);
  });
});
