/**
 * Teams report their own result (docs/product/results.md#team-reports): a seated member reports
 * the open match with an optional screenshot, read by the server and kept private; a teammate's
 * report replaces it; reports close when the host enters the match; the host sees every team's
 * report and screenshot, a team only its own, anyone else nothing; bad numbers and bad images
 * change nothing; no coin moves. The OCR itself has its own tests: here the reader's answer is
 * set by the test.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SERIES_TEXT, type ScreenRead } from '@squadhub/shared';
import { images, matchReports } from '../../src/db/schema.js';
import { createTestServer, deliveredSoFar, type TestServer } from '../support/harness.js';
import { createUser, type TestUser } from '../support/factories.js';
import { imageExists } from '../support/uploads.js';
import { snapshot } from '../play/helpers.js';
import { as, expectLedgerClean, record } from '../squads/helpers.js';
import { liveSeries, r, seriesApi } from '../series/helpers.js';

let server: TestServer;
let admin: TestUser;
let screen: Buffer;
/** What the reader answers for the next screenshot. */
let nextRead: ScreenRead;

beforeAll(async () => {
  server = await createTestServer({ RATE_LIMITS: 'false' });
  admin = await createUser(server.ctx, { role: 'admin' });
  screen = await sharp({ create: { width: 640, height: 360, channels: 3, background: { r: 20, g: 24, b: 40 } } })
    .png()
    .toBuffer();
  vi.spyOn(server.ctx.screens, 'read').mockImplementation(async () => nextRead);
});
afterAll(() => server?.dispose());
beforeEach(() => {
  nextRead = { placement: 2, kills_total: 5, players: [{ name: 'Ace', kills: 5 }] };
});

/** A live duo series of three matches: team 1 (two players), teams 2 and 3 (one each); team 4 is empty. */
async function threeTeams(opts: { live?: boolean; series?: null } = {}) {
  const s = await liveSeries(server, {
    seats: [
      [1, 0],
      [1, 1],
      [2, 0],
      [3, 0],
    ],
    ...opts,
  });
  const [captain, mate, second, third] = s.players as [TestUser, TestUser, TestUser, TestUser];
  return { ...s, captain, mate, second, third };
}

type Fields = Record<string, string>;

/** POST …/matches/{n}/report as `user`, multipart, with the screenshot `image` when given. */
function report(user: TestUser | null, id: string, n: number | string, fields: Fields, image?: Buffer) {
  let req = request(server.httpServer).post(`/api/tournaments/${id}/matches/${n}/report`);
  if (user) req = req.set(user.auth);
  for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
  return image ? req.attach('image', image, 'screen.png') : req.field('nothing', '');
}

const reports = (user: TestUser | null, id: string, n = 1) =>
  as(server, user).get(`/tournaments/${id}/matches/${n}/reports`);
const screenshot = (user: TestUser | null, id: string, team: number, n = 1) =>
  as(server, user).get(`/tournaments/${id}/matches/${n}/reports/${team}/image`);

async function storedReports(id: string) {
  const rows = await server.ctx.db.select().from(matchReports).where(eq(matchReports.tournamentId, id));
  return rows.map((x) => `${x.matchNumber}:${x.teamNumber}:${x.placement}:${x.kills}:${x.imageId ? 'image' : '-'}`);
}

describe('who may report', () => {
  it('a seated member once the room code is sent; 403 off a team, 401 anonymous, 409 before the code', async () => {
    const { t, captain, creator } = await threeTeams({ live: false });
    const outsider = await createUser(server.ctx);
    expect(await report(captain, t.id, 1, { placement: '2', kills: '5' })).toMatchObject({
      status: 409,
      body: { code: 'room_not_sent', detail: SERIES_TEXT.roomNotSent(1) },
    });
    await as(server, creator).post(`/tournaments/${t.id}/send-room-code`, { room_code: 'ROOM-1' }).expect(200);
    for (const who of [outsider, creator, admin]) {
      expect(await report(who, t.id, 1, { placement: '2', kills: '5' })).toMatchObject({
        status: 403,
        body: { code: 'not_on_team', detail: SERIES_TEXT.notOnTeam },
      });
    }
    expect((await report(null, t.id, 1, { placement: '2', kills: '5' })).status).toBe(401);
    expect(await storedReports(t.id)).toEqual([]);

    const sent = await report(captain, t.id, 1, { placement: '2', kills: '5' });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      match_number: 1,
      team_number: 1,
      placement: 2,
      kills: 5,
      reported_by: { id: captain.id },
      read: null,
      read_check: { status: 'unverified' },
      image_url: null,
    });
    expect(await storedReports(t.id)).toEqual(['1:1:2:5:-']);
  });

  it("a teammate's later report replaces the team's, and the replaced screenshot is deleted", async () => {
    const { t, captain, mate } = await threeTeams();
    const first = await report(captain, t.id, 1, { placement: '2', kills: '5' }, screen);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ read: nextRead, read_check: { status: 'agrees' } });
    const [firstRow] = await server.ctx.db.select().from(matchReports).where(eq(matchReports.tournamentId, t.id));

    nextRead = { placement: 4, kills_total: 5, players: [] };
    const second = await report(mate, t.id, 1, { placement: '3', kills: '7' }, screen);
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({
      team_number: 1,
      placement: 3,
      kills: 7,
      reported_by: { id: mate.id },
      read_check: { status: 'disagrees', placement: { typed: 3, read: 4 }, kills: { typed: 7, read: 5 } },
    });
    expect(await storedReports(t.id)).toEqual(['1:1:3:7:image']);
    expect(await imageExists(server.ctx, firstRow!.imageId!)).toBe(false);

    // A report without a screenshot replaces the screenshot too.
    await report(captain, t.id, 1, { placement: '3', kills: '7' }).expect(200);
    expect(await storedReports(t.id)).toEqual(['1:1:3:7:-']);
  });
});

describe('reports close when the host enters the match', () => {
  it('match n is open after match n-1 has results, closed once it has its own, and never before', async () => {
    const { t, creator, captain, second } = await threeTeams();
    await report(captain, t.id, 1, { placement: '1', kills: '3' }).expect(200);
    expect(await report(captain, t.id, 2, { placement: '1', kills: '3' })).toMatchObject({
      status: 409,
      body: { code: 'room_not_sent' },
    });
    await seriesApi(server, creator, t.id)
      .put(1, [r(1, 1, 3), r(2, 2, 0), r(3, 3, 1)])
      .expect(200);
    expect(await report(second, t.id, 1, { placement: '2', kills: '0' })).toMatchObject({
      status: 409,
      body: { code: 'reports_closed', detail: SERIES_TEXT.reportsClosed(1) },
    });
    expect((await reports(creator, t.id, 1)).body).toMatchObject({ match_number: 1, closed: true });
    expect((await reports(creator, t.id, 2)).body).toMatchObject({ match_number: 2, closed: false, reports: [] });
    await report(second, t.id, 2, { placement: '1', kills: '4' }).expect(200);
    expect(await report(second, t.id, 3, { placement: '1', kills: '4' })).toMatchObject({ status: 409 });
    expect(await report(second, t.id, 4, { placement: '1', kills: '4' })).toMatchObject({
      status: 400,
      body: { detail: SERIES_TEXT.matchOutOfRange(3) },
    });
    // The series' results are untouched by reports.
    expect((await seriesApi(server, creator, t.id).standings()).body.matches_played).toBe(1);
    expect(await storedReports(t.id)).toEqual(['1:1:1:3:-', '2:2:1:4:-']);
  });

  it('a single game is match 1, closed once the winners are picked', async () => {
    const { t, creator, captain } = await threeTeams({ series: null });
    expect(await report(captain, t.id, 2, { placement: '1', kills: '1' })).toMatchObject({
      status: 400,
      body: { detail: SERIES_TEXT.singleGameMatch },
    });
    await report(captain, t.id, 1, { placement: '1', kills: '1' }).expect(200);
    await seriesApi(server, creator, t.id)
      .selectWinners([{ user_id: captain.id, coins_awarded: 1, position: 1 }])
      .expect(200);
    expect(await report(captain, t.id, 1, { placement: '1', kills: '1' })).toMatchObject({
      status: 409,
      body: { code: 'reports_closed' },
    });
  });
});

describe('bad input changes nothing', () => {
  it.each([
    ['placement 0', { placement: '0', kills: '1' }],
    ['a placement past the teams with players', { placement: '4', kills: '1' }],
    ['placement 10^9', { placement: '1000000000', kills: '1' }],
    ['a negative placement', { placement: '-1', kills: '1' }],
    ['kills of -1', { placement: '1', kills: '-1' }],
    ['kills of 1.5', { placement: '1', kills: '1.5' }],
    ['kills of 10^9', { placement: '1', kills: '1000000000' }],
    ['kills of 100', { placement: '1', kills: '100' }],
    ['kills that are not a number', { placement: '1', kills: 'x' }],
    ['no kills', { placement: '1' }],
  ])('%s: 400', async (_name, fields: Fields) => {
    const { t, captain } = await threeTeams();
    const answer = await report(captain, t.id, 1, fields, screen);
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toEqual(expect.any(String));
    expect(await storedReports(t.id)).toEqual([]);
  });

  it('an SVG, a polyglot, a 20 MB file or a 1x1 pixel as the screenshot: 4xx, nothing stored', async () => {
    const { t, captain } = await threeTeams();
    const before = (await server.ctx.db.select({ id: images.id }).from(images)).length;
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><rect/></svg>');
    const polyglot = Buffer.concat([screen, Buffer.from('<script>alert(1)</script>')]);
    const huge = Buffer.concat([screen, Buffer.alloc(20 * 1024 * 1024)]);
    const pixel = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    for (const [image, status] of [
      [svg, 400],
      [polyglot, 400],
      [huge, 413],
      [pixel, 400],
    ] as const) {
      const answer = await report(captain, t.id, 1, { placement: '1', kills: '1' }, image);
      expect(answer.status).toBe(status);
      expect(answer.body.code).toEqual(expect.any(String));
    }
    expect(await storedReports(t.id)).toEqual([]);
    expect((await server.ctx.db.select({ id: images.id }).from(images)).length).toBe(before);
  });
});

describe('who sees what', () => {
  it("the host sees every team's report and screenshot, a team only its own, anyone else nothing", async () => {
    const { t, creator, captain, mate, second, third } = await threeTeams();
    const outsider = await createUser(server.ctx);
    await report(captain, t.id, 1, { placement: '2', kills: '5' }, screen).expect(200);
    nextRead = { placement: 1, kills_total: 9, players: [] };
    await report(second, t.id, 1, { placement: '1', kills: '9' }, screen).expect(200);

    for (const host of [creator, admin]) {
      const all = await reports(host, t.id);
      expect(all.status).toBe(200);
      expect(all.body.reports.map((x: { team_number: number }) => x.team_number)).toEqual([1, 2]);
      for (const team of [1, 2]) {
        const image = await screenshot(host, t.id, team);
        expect(image.status).toBe(200);
        expect(image.headers['content-type']).toBe('image/webp');
        expect(image.headers['cache-control']).toBe('private, no-store');
      }
    }
    for (const member of [captain, mate]) {
      const own = await reports(member, t.id);
      expect(own.body.reports).toHaveLength(1);
      expect(own.body.reports[0]).toMatchObject({
        team_number: 1,
        image_url: expect.stringContaining('/reports/1/image'),
      });
      expect((await screenshot(member, t.id, 1)).status).toBe(200);
      expect(await screenshot(member, t.id, 2)).toMatchObject({
        status: 403,
        body: { detail: SERIES_TEXT.reportsHidden },
      });
    }
    // A team that has not reported sees nothing of the others.
    expect((await reports(third, t.id)).body.reports).toEqual([]);
    expect((await screenshot(third, t.id, 1)).status).toBe(403);
    expect((await reports(outsider, t.id)).status).toBe(403);
    expect((await screenshot(outsider, t.id, 1)).status).toBe(403);
    expect((await reports(null, t.id)).status).toBe(401);
    expect((await screenshot(creator, t.id, 3)).status).toBe(404);

    // The public image address never serves a screenshot, whatever folder it names.
    const stored = await server.ctx.db.select().from(matchReports).where(eq(matchReports.tournamentId, t.id));
    for (const row of stored) {
      for (const folder of ['tournaments', 'classes']) {
        expect((await request(server.httpServer).get(`/uploads/${folder}/${row.imageId}.webp`)).status).toBe(404);
      }
    }
  });

  it('the creator and admins hear of each report; no team does', async () => {
    const { t, creator, captain, mate, second } = await threeTeams();
    const [hostSocket, adminSocket, mateSocket, otherSocket] = await Promise.all(
      [creator, admin, mate, second].map((u) => server.socket(u.token)),
    );
    const heard = [hostSocket, adminSocket, mateSocket, otherSocket].map((s) => record(s!));
    await report(captain, t.id, 1, { placement: '2', kills: '5' }, screen).expect(200);
    await deliveredSoFar(server, [hostSocket!, adminSocket!, mateSocket!, otherSocket!]);
    const event = { tournament_id: t.id, match_number: 1, team_number: 1 };
    expect(heard[0]!.of('match_report_received')).toEqual([event]);
    expect(heard[1]!.of('match_report_received')).toEqual([event]);
    expect(heard[2]!.of('match_report_received')).toEqual([]);
    expect(heard[3]!.of('match_report_received')).toEqual([]);
  });
});

describe('money', () => {
  it('reports move no coin and change no seat', async () => {
    const { t, captain, second } = await threeTeams();
    const before = await snapshot(server, t.id);
    await report(captain, t.id, 1, { placement: '2', kills: '5' }, screen).expect(200);
    await report(second, t.id, 1, { placement: '1', kills: '0' }).expect(200);
    expect(await snapshot(server, t.id)).toEqual(before);
    await expectLedgerClean(server);
  });
});
