/** The tournament request schemas and rules helpers shared by the server and the forms. */
import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '../constants.js';
import { VALIDATION } from '../texts/index.js';
import {
  createTournamentSchema,
  descriptionFromRules,
  fullEditSchema,
  imageFileProblem,
  maxPrizePool,
  parseRules,
  rescheduleSchema,
} from './tournaments.js';

const base = {
  title: 'Cup',
  rules: 'No hacks',
  tiktok_username: '@host',
  template_type: 'alcatraz_duo',
  max_teams: 20,
  slots_per_team: 2,
  start_type: 'when_full',
};
const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error!.issues[0]!.message;

describe('createTournamentSchema', () => {
  it('outputs a UTC ISO date for a scheduled start and clears it when the tournament starts when full', () => {
    const zoned = createTournamentSchema.parse({
      ...base,
      start_type: 'scheduled',
      start_date: '2031-06-01T20:30+02:00',
    });
    expect(zoned.start_date).toBe('2031-06-01T18:30:00.000Z');
    const whenFull = createTournamentSchema.parse({ ...base, start_date: '2031-06-01T20:30Z' });
    expect(whenFull.start_date).toBeNull();
    expect(whenFull.tiktok_username).toBe('https://www.tiktok.com/@host');
  });

  it('limits teams and slots by the template', () => {
    expect(firstMessage(createTournamentSchema.safeParse({ ...base, max_teams: 21 }))).toBe(
      'Number of teams must be at most 20 for this template',
    );
    expect(firstMessage(createTournamentSchema.safeParse({ ...base, slots_per_team: 3 }))).toBe(
      'Slots per team must be between 1 and 2',
    );
  });

  it('uses the specification texts', () => {
    expect(firstMessage(createTournamentSchema.safeParse({ ...base, start_type: 'scheduled' }))).toBe(
      VALIDATION.scheduledNeedsDate,
    );
    expect(firstMessage(createTournamentSchema.safeParse({ ...base, creator_prize_contribution: 9 }))).toBe(
      VALIDATION.contributionHint,
    );
    expect(firstMessage(rescheduleSchema.safeParse({}))).toBe(VALIDATION.rescheduleDate);
    expect(firstMessage(fullEditSchema.safeParse({ slots_per_team: 5 }))).toBe(
      'Slots per team must be between 1 and 4',
    );
  });
});

describe('rules', () => {
  it('reads JSON, plain text and an image address; refuses JSON that does not parse', () => {
    expect(parseRules('{"text":"Be fair","images":["/static/classes/medic.svg"]}')).toEqual({
      kind: 'json',
      text: 'Be fair',
      images: ['/static/classes/medic.svg'],
    });
    expect(parseRules('Just text')).toEqual({ kind: 'text', text: 'Just text', images: [] });
    expect(parseRules('https://example.test/rules.png')?.kind).toBe('image');
    expect(parseRules('{"text": ')).toBeNull();
    expect(parseRules('{"images": "not a list"}')).toBeNull();
  });

  it("describes a tournament by its rules text, or 'Tournament Rules'", () => {
    expect(descriptionFromRules('{"text":"  Squads only ","images":[]}')).toBe('Squads only');
    expect(descriptionFromRules('/static/classes/medic.svg')).toBe('Tournament Rules');
  });
});

describe('helpers', () => {
  it('computes the largest prize pool of the form', () => {
    expect(maxPrizePool(25, 4, 10, 20)).toBe(1_020);
  });

  it('checks an image before upload', () => {
    expect(imageFileProblem({ size: IMAGE_MAX_BYTES + 1, type: 'image/png' })).toBe(VALIDATION.imageTooLarge);
    expect(imageFileProblem({ size: 10, type: 'image/svg+xml' })).toMatch(/PNG, JPEG/);
    expect(imageFileProblem({ size: 10, type: 'image/webp' })).toBeNull();
  });
});
