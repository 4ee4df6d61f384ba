/**
 * POST /api/tournaments, POST /api/tournaments/{id}/upload-image and the class images:
 * who may, what is stored, what the ledger moves, and that bad input changes nothing.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, VALIDATION } from '@squadhub/shared';
import { findLedgerMismatches } from '../../src/ledger/ledger.js';
import { createTestServer, nextEvent, type TestServer } from '../support/harness.js';
import { createUser } from '../support/factories.js';
import {
  TINY_PNG,
  balances,
  createBody,
  createTestTournament,
  tournamentCount,
} from '../support/tournament-factories.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.dispose());

const api = () => request(server.url);
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

describe('POST /api/tournaments', () => {
  it('creates a pending tournament for a player, debiting the contribution purchased coins first', async () => {
    const player = await createUser(server.ctx, { purchased: 6, winnings: 20 });
    const admin = await createUser(server.ctx, { role: 'admin' });
    const adminSocket = await server.socket(admin.token);
    const pendingEvent = nextEvent(adminSocket, 'pending_tournaments_changed');

    const res = await api()
      .post('/api/tournaments')
      .set(player.auth)
      .send(createBody({ creator_prize_contribution: 15, start_type: 'scheduled', start_date: inAnHour() }));

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Friday Night Squads',
      approval_status: 'pending',
      status: 'pending',
      template_type: 'alcatraz_squad',
      map_name: 'BR Alcatraz',
      tournament_format: 'squad',
      max_teams: 10,
      slots_per_team: 4,
      max_players: 40,
      entry_fee: 10,
      prize_pool: 15,
      creator_prize_contribution: 15,
      start_type: 'scheduled',
      description: 'No hacking. Squads only.',
      image_url: '/static/templates/alcatraz_squad.svg',
      tiktok_link: 'https://www.tiktok.com/@streamer',
      creator_id: player.id,
      current_players: 0,
    });
    expect(res.body.teams).toHaveLength(10);
    expect((await pendingEvent).tournament_id).toBe(res.body.id);
    // 6 purchased taken first, then 9 winnings.
    expect(await balances(server.ctx, player.id)).toEqual({ purchased: 0, winnings: 11 });
    expect(await findLedgerMismatches(server.ctx.db)).toEqual([]);
  });

  it("approves a super admin's tournament at creation and announces it", async () => {
    const superAdmin = await createUser(server.ctx, { role: 'super_admin' });
    const visitor = await server.socket();
    const created = nextEvent(visitor, 'tournament_created');
    const res = await api()
      .post('/api/tournaments')
      .set(superAdmin.auth)
      .send(createBody({ rules: 'Plain text rules' }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      approval_status: 'approved',
      status: 'upcoming',
      description: 'Plain text rules',
    });
    const event = await created;
    expect(event.tournament_id).toBe(res.body.id);
    expect(event.tournament?.room_code).toBeNull();
  });

  it('applies the create defaults and clears the date when the tournament starts when full', async () => {
    const player = await createUser(server.ctx);
    const res = await api().post('/api/tournaments').set(player.auth).send({
      title: 'Defaults',
      rules: '/static/classes/scout.svg',
      tiktok_username: 'caster',
      template_type: 'isolated_squad',
      start_type: 'when_full',
      start_date: inAnHour(),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      entry_fee: 10,
      max_teams: 25,
      slots_per_team: 4,
      creator_prize_contribution: 0,
      prize_pool: 0,
      start_date: null,
      description: 'Tournament Rules',
    });
  });

  it('answers 401 to a visitor', async () => {
    const res = await api().post('/api/tournaments').send(createBody());
    expect(res.status).toBe(401);
  });

  it('refuses a contribution the creator cannot pay: 409, nothing created, no coin moved', async () => {
    const player = await createUser(server.ctx, { purchased: 5, winnings: 4 });
    const before = await tournamentCount(server.ctx);
    const res = await api()
      .post('/api/tournaments')
      .set(player.auth)
      .send(createBody({ creator_prize_contribution: 10 }));
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe('Insufficient coins');
    expect(await tournamentCount(server.ctx)).toBe(before);
    expect(await balances(server.ctx, player.id)).toEqual({ purchased: 5, winnings: 4 });
  });

  const badInputs: [string, Record<string, unknown>, RegExp | string][] = [
    ['a 100 kB title', { title: 'x'.repeat(100_000) }, /Title must be 100 characters or less/],
    ['an empty title', { title: '   ' }, 'Please enter a tournament title'],
    ['missing rules', { rules: '' }, 'Please add the tournament rules'],
    ['rules that claim JSON but do not parse', { rules: '{"text": "oops"' }, /Rules look like JSON/],
    ['rules JSON of the wrong shape', { rules: '{"text": 5}' }, /Rules look like JSON/],
    ['a missing TikTok link', { tiktok_username: '' }, 'TikTok link is required'],
    ['a negative fee', { entry_fee: -1 }, 'Entry fee must be a whole number of 0 or more coins'],
    ['a fractional fee', { entry_fee: 2.5 }, 'Entry fee must be a whole number of 0 or more coins'],
    ['a fee sent as text', { entry_fee: '10' }, 'Entry fee must be a whole number of 0 or more coins'],
    ['a contribution of 5', { creator_prize_contribution: 5 }, VALIDATION.contributionHint],
    ['a negative contribution', { creator_prize_contribution: -10 }, VALIDATION.contributionHint],
    ['teams above the template maximum', { max_teams: 11 }, 'Number of teams must be at most 10 for this template'],
    ['zero teams', { max_teams: 0 }, 'Number of teams must be a whole number of at least 1'],
    [
      'slots above the template',
      { template_type: 'isolated_duo', max_teams: 10, slots_per_team: 3 },
      /between 1 and 2/,
    ],
    ['an unknown template', { template_type: 'erangel_squad' }, 'Please choose one of the 9 tournament templates'],
    ['a scheduled start without a date', { start_type: 'scheduled', start_date: null }, VALIDATION.scheduledNeedsDate],
    [
      'a start date in the past',
      { start_type: 'scheduled', start_date: '2020-01-01T10:00:00Z' },
      /cannot be in the past/,
    ],
    ['an unparsable start date', { start_type: 'scheduled', start_date: 'next friday' }, /valid date and time/],
    ['an impossible start date', { start_type: 'scheduled', start_date: '2030-02-31T10:00:00Z' }, /valid date/],
    ['an unknown start type', { start_type: 'sometime' }, 'Start type must be scheduled or when_full'],
  ];

  it.each(badInputs)('refuses %s with 400, creating nothing and moving no coin', async (_name, patch, detail) => {
    const player = await createUser(server.ctx, { purchased: 50 });
    const before = await tournamentCount(server.ctx);
    const res = await api()
      .post('/api/tournaments')
      .set(player.auth)
      .send(createBody({ creator_prize_contribution: 20, ...patch }));
    expect(res.status).toBe(400);
    if (typeof detail === 'string') expect(res.body.detail).toBe(detail);
    else expect(res.body.detail).toMatch(detail);
    expect(await tournamentCount(server.ctx)).toBe(before);
    expect(await balances(server.ctx, player.id)).toEqual({ purchased: 50, winnings: 0 });
  });

  it('refuses a body that is not JSON', async () => {
    const player = await createUser(server.ctx);
    const res = await api().post('/api/tournaments').set(player.auth).set('Content-Type', 'text/plain').send('hi');
    expect(res.status).toBe(400);
  });
});

describe('POST /api/tournaments/{id}/upload-image', () => {
  it('stores a real image for the creator and serves it back', async () => {
    const creator = await createUser(server.ctx);
    const t = await createTestTournament(server.ctx, creator.id, { approved: false });
    const res = await api()
      .post(`/api/tournaments/${t.id}/upload-image`)
      .set(creator.auth)
      .attach('file', TINY_PNG, { filename: 'banner.gif', contentType: 'image/gif' });
    expect(res.status).toBe(200);
    // Stored re-encoded as WebP (docs/design/storage.md#uploaded-images).
    expect(res.body.image_url).toMatch(/^\/uploads\/tournaments\/[\w-]+\.webp$/);
    expect(res.body.tournament.image_url).toBe(res.body.image_url);
    const served = await api().get(res.body.image_url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    // A second upload replaces the first image: its address no longer answers.
    const again = await api()
      .post(`/api/tournaments/${t.id}/upload-image`)
      .set(creator.auth)
      .attach('file', TINY_PNG, 'again.png');
    expect(again.status).toBe(200);
    expect(again.body.image_url).not.toBe(res.body.image_url);
    expect((await api().get(res.body.image_url)).status).toBe(404);
    expect((await api().get(again.body.image_url)).status).toBe(200);
  });

  it('lets an admin upload, refuses outsiders (403) and visitors (401)', async () => {
    const creator = await createUser(server.ctx);
    const admin = await createUser(server.ctx, { role: 'admin' });
    const outsider = await createUser(server.ctx);
    const t = await createTestTournament(server.ctx, creator.id);
    const upload = (headers: Record<string, string>) =>
      api().post(`/api/tournaments/${t.id}/upload-image`).set(headers).attach('file', TINY_PNG, 'a.png');
    expect((await upload(admin.auth)).status).toBe(200);
    expect((await upload(outsider.auth)).status).toBe(403);
    expect((await upload({})).status).toBe(401);
  });

  it('refuses a text file named .png (400), a 6 MB image (413) and a missing file (400)', async () => {
    const creator = await createUser(server.ctx);
    const t = await createTestTournament(server.ctx, creator.id);
    const url = `/api/tournaments/${t.id}/upload-image`;

    const text = await api()
      .post(url)
      .set(creator.auth)
      .attach('file', Buffer.from('definitely not an image'), { filename: 'x.png', contentType: 'image/png' });
    expect(text.status).toBe(400);
    expect(text.body.detail).toBe('Only PNG, JPEG, WebP or GIF images are allowed');

    const big = Buffer.concat([TINY_PNG, Buffer.alloc(6 * 1024 * 1024 - TINY_PNG.length)]);
    expect(big.length).toBeGreaterThan(IMAGE_MAX_BYTES);
    const tooBig = await api().post(url).set(creator.auth).attach('file', big, 'big.png');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.detail).toBe(VALIDATION.imageTooLarge);

    const none = await api().post(url).set(creator.auth).send({});
    expect(none.status).toBe(400);

    const after = await api().get(`/api/tournaments/${t.id}`);
    expect(after.body.image_url).toBe(t.imageUrl);
  });

  it('answers 404 for an unknown tournament', async () => {
    const creator = await createUser(server.ctx);
    const res = await api()
      .post('/api/tournaments/00000000-0000-4000-8000-000000000000/upload-image')
      .set(creator.auth)
      .attach('file', TINY_PNG, 'a.png');
    expect(res.status).toBe(404);
    expect((await api().post('/api/tournaments/not-a-uuid/upload-image').set(creator.auth)).status).toBe(404);
  });
});

describe('class images', () => {
  it('lists the 12 built-in classes, each served from /static', async () => {
    const res = await api().get('/api/class-images');
    expect(res.status).toBe(200);
    const builtIn = res.body.images.filter((i: { type: string }) => i.type === 'built-in');
    expect(builtIn).toHaveLength(12);
    expect(new Set(builtIn.map((i: { url: string }) => i.url)).size).toBe(12);
    for (const image of builtIn) {
      const file = await api().get(image.url);
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toMatch(/image\/svg\+xml/);
    }
  });

  it('adds a custom class for a logged-in user; refuses visitors and non-images', async () => {
    const player = await createUser(server.ctx);
    const res = await api()
      .post('/api/class-images')
      .set(player.auth)
      .field('name', 'Sniper only')
      .attach('file', TINY_PNG, 'sniper.png');
    expect(res.status).toBe(201);
    expect(res.body.image).toMatchObject({ name: 'Sniper only', type: 'custom' });
    const list = await api().get('/api/class-images');
    expect(list.body.images.at(-1)).toMatchObject({ name: 'Sniper only', type: 'custom' });

    expect((await api().post('/api/class-images').attach('file', TINY_PNG, 'a.png')).status).toBe(401);
    const text = await api().post('/api/class-images').set(player.auth).attach('file', Buffer.from('<svg/>'), 'a.png');
    expect(text.status).toBe(400);
  });

  it('serves every template artwork', async () => {
    for (const id of ['alcatraz', 'isolated', 'blackout'].flatMap((m) =>
      ['squad', 'duo', 'solo'].map((f) => `${m}_${f}`),
    )) {
      const res = await api().get(`/static/templates/${id}.svg`);
      expect(res.status, id).toBe(200);
    }
    expect((await api().get('/static/templates/nope.svg')).status).toBe(404);
  });
});
