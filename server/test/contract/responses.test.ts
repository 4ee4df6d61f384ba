/**
 * The server answers what the contract says, for every operation. Each operation of API_CONTRACT
 * is called here until it succeeds at least once, writes included, on data made through the test
 * factories: a live tournament with chat and a room code, a finalized one with winners, cash-out
 * requests, a Stripe purchase on a second server whose payments go through a local Stripe
 * stand-in. The test server checks every answer it sends against the contract entry of its route
 * (server/src/http/answer-checks.ts: strict schemas, so an undocumented field fails as much as a
 * missing one), so this file validates every answer it causes, errors included. The last test
 * fails when an operation of the contract never answered its success here.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CONTRACT, LEADERBOARD_PERIODS, type ApiOperationId, type ApiRoute } from '@squadhub/shared';
import { createTestServer, type TestServer } from '../support/harness.js';
import { createUser, type TestUser } from '../support/factories.js';
import { PAYPAL_DETAILS } from '../support/money-helpers.js';
import { startStripeStandin, type StripeStandin } from '../support/stripe-standin.js';
import { TINY_PNG, createBody, createTestTournament, seatPlayer } from '../support/tournament-factories.js';
import { registerBody } from '../accounts/helpers.js';
import { startSmtpReceiver, tokenFromMail, type SmtpReceiver } from '../accounts/smtp-receiver.js';

/** Operations no test can make succeed, and why. */
const NO_SUCCESS_IN_TESTS: Partial<Record<ApiOperationId, string>> = {
  verifyPhone: 'Squadhub sends no SMS, so no code is ever issued: every well-formed request answers 400.',
};

const WEBHOOK_SECRET = 'whsec_contract';
const ROUTES = new Map<string, ApiRoute>(API_CONTRACT.routes.map((r: ApiRoute) => [r.operationId, r]));

let smtp: SmtpReceiver;
let stripe: StripeStandin;
/** The built-in test checkout takes payments here. */
let server: TestServer;
/** Payments go through Stripe (its stand-in) here: the webhook and Stripe's checkout. */
let stripeServer: TestServer;
let admin: TestUser;
let creator: TestUser;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  stripe = await startStripeStandin();
  server = await createTestServer({ RATE_LIMITS: 'false', SMTP_URL: smtp.url, PUBLIC_URL: 'http://squadhub.test' });
  stripeServer = await createTestServer({
    RATE_LIMITS: 'false',
    STRIPE_SECRET_KEY: 'sk_test_contract',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.url,
    PUBLIC_URL: 'http://squadhub.test',
  });
  admin = await createUser(server.ctx, { role: 'super_admin' });
  creator = await createUser(server.ctx, { purchased: 200 });
});
afterAll(async () => {
  await server?.dispose();
  await stripeServer?.dispose();
  await smtp?.close();
  await stripe?.close();
});

interface Call {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: object | string;
  headers?: Record<string, string>;
  /** A multipart upload: a tiny PNG in `file` (or `uploadField`), plus these text fields. */
  upload?: Record<string, string>;
  uploadField?: string;
  image?: Buffer;
  /** The upload's text fields alone, for a route whose image is optional. */
  withoutImage?: true;
  on?: TestServer;
}

/** The success status the contract declares for a route. */
const successStatus = (route: ApiRoute) =>
  'json' in route.ok
    ? (route.ok.status ?? 200)
    : 'html' in route.ok || 'image' in route.ok
      ? 200
      : 'empty' in route.ok
        ? 204
        : 303;

/**
 * Calls an operation as `user`, by its contract entry (method and path), and expects its declared
 * success; answers the parsed body. The server has checked the answer against the entry by then.
 */
async function succeed(user: TestUser | null, operationId: ApiOperationId, call: Call = {}) {
  const route = ROUTES.get(operationId)!;
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(call.params![name]!));
  let req = request((call.on ?? server).httpServer)[route.method](`/api${path}`);
  if (user) req = req.set(user.auth);
  if (call.headers) req = req.set(call.headers);
  if (call.query) req = req.query(call.query);
  if (call.upload) {
    for (const [name, value] of Object.entries(call.upload)) req = req.field(name, value);
    if (!call.withoutImage) {
      req = req.attach(call.uploadField ?? route.uploadField ?? 'file', call.image ?? TINY_PNG, {
        filename: 'upload',
        contentType: 'image/png',
      });
    }
  } else if (typeof call.body === 'string') {
    req = req.set('Content-Type', 'application/json').send(call.body);
  } else if (call.body) {
    req = req.send(call.body);
  }
  const res = await req;
  expect(res.status, `${operationId}: ${(res.text ?? '').slice(0, 2_000)}`).toBe(successStatus(route));
  return res;
}

const inAWeek = () => new Date(Date.now() + 7 * 24 * 3_600_000).toISOString();

describe('every operation answers its contract', () => {
  it('accounts: register, log in, the user, TikTok, both resets by e-mail, and the sessions', async () => {
    const body = registerBody();
    const registered = await succeed(null, 'register', { body });
    const me: TestUser = {
      id: registered.body.user.id,
      username: registered.body.user.username,
      email: body.email,
      token: registered.body.access_token,
      auth: { Authorization: `Bearer ${registered.body.access_token}` },
    };
    await succeed(null, 'login', { body: { email: body.email, password: body.password } });
    await succeed(me, 'getCurrentUser');
    await succeed(me, 'updateTiktokLink', { body: { tiktok_link: '@contract_check' } });
    await succeed(me, 'setGameIdentity', { body: { game_uid: '900000000001', game_name: '꧁Contract꧂' } });
    await succeed(me, 'setLanguage', { body: { language: 'hi' } });

    await succeed(null, 'requestPasswordReset', { body: { email: body.email } });
    const passwordToken = tokenFromMail(await smtp.nextMailTo(body.email), 'reset-password');
    await succeed(null, 'resetPassword', { body: { token: passwordToken, new_password: 'another-pass-1' } });

    await succeed(null, 'requestUsernameReset', { body: { email: body.email } });
    const usernameToken = tokenFromMail(await smtp.nextMailTo(body.email), 'reset-username');
    await succeed(null, 'resetUsername', { body: { token: usernameToken, new_username: 'contract_renamed' } });

    // The sessions (docs/product/accounts.md#sessions): each call below ends a session, so each gets a new one.
    const sessionWith = async (password: string): Promise<TestUser> => {
      const login = await succeed(null, 'login', { body: { email: body.email, password } });
      return { ...me, token: login.body.access_token, auth: { Authorization: `Bearer ${login.body.access_token}` } };
    };
    await succeed(await sessionWith('another-pass-1'), 'changePassword', {
      body: { current_password: 'another-pass-1', new_password: 'yet-another-pass-2' },
    });
    await succeed(await sessionWith('yet-another-pass-2'), 'logout');
    await succeed(await sessionWith('yet-another-pass-2'), 'logoutEverywhere');
  });

  it('hosts: a host record and the new-host limits', async () => {
    await succeed(null, 'getHostRecord', { params: { username: creator.username } });
    const limits = await succeed(admin, 'getHostTrustSettings');
    await succeed(admin, 'setHostTrustSettings', { body: limits.body });
  });

  it('results deadline: the setting read and saved', async () => {
    const deadline = await succeed(admin, 'getResultsDeadline');
    await succeed(admin, 'setResultsDeadline', { body: deadline.body });
  });

  it('tournaments: create, browse, approve, decline, edit, images and delete', async () => {
    const created = await succeed(creator, 'createTournament', { body: createBody() });
    const params = { id: created.body.id as string };
    await succeed(creator, 'uploadTournamentImage', { params, upload: {} });
    await succeed(admin, 'listPendingTournaments');
    await succeed(admin, 'listPendingTournaments', { query: { limit: '1' } });
    await succeed(creator, 'getAutoApprovalPrice');
    await succeed(admin, 'setAutoApprovalPrice', { query: { price: '5' } });
    await succeed(creator, 'autoApproveTournament', { params });

    const pending = await Promise.all(
      [1, 2, 3, 4].map(() => createTestTournament(server.ctx, creator.id, { approved: false })),
    );
    await succeed(admin, 'adminApproveTournament', { params: { id: pending[0]!.id } });
    await succeed(admin, 'approveTournament', { params: { id: pending[1]!.id } });
    await succeed(admin, 'adminDeclineTournament', { params: { id: pending[2]!.id } });
    await succeed(admin, 'declineTournament', { params: { id: pending[3]!.id } });

    const player = await createUser(server.ctx, { purchased: 50 });
    await seatPlayer(
      server.ctx,
      (await createTestTournament(server.ctx, creator.id, { entryFee: 5 }))!,
      player.id,
      1,
      0,
    );
    for (const as of [null, player, creator, admin]) {
      await succeed(as, 'listTournaments');
      await succeed(as, 'getTournament', { params });
      await succeed(as, 'listParticipants', { params });
    }
    await succeed(creator, 'listCreatedTournaments');
    await succeed(player, 'listJoinedTournaments');

    await succeed(creator, 'rescheduleTournament', { params, body: { start_date: inAWeek() } });
    await succeed(admin, 'fullEditTournament', { params, body: { title: 'Edited Cup' } });
    await succeed(admin, 'selectTemplateImage', { params, body: { template_id: 'alcatraz_squad' } });
    await succeed(admin, 'changeTournamentPhoto', { params, upload: {} });
    const uploaded = await succeed(creator, 'uploadClassImage', { upload: { name: 'Contract class' } });
    await succeed(null, 'listClassImages');
    await succeed(creator, 'deleteClassImage', { params: { id: uploaded.body.image.id } });

    const kicked = await createTestTournament(server.ctx, creator.id, { entryFee: 5 });
    await seatPlayer(server.ctx, kicked, player.id, 1, 0);
    await succeed(admin, 'adminKickPlayer', {
      params: { id: kicked.id },
      body: { player_id: player.id, team_number: 1, slot_index: 0 },
    });
    await succeed(creator, 'deleteTournament', { params: { id: kicked.id } });
    await succeed(admin, 'adminDeleteTournament', { params });
  });

  it('play: seats, room code, chat, winners, leaderboards and open lobbies', async () => {
    const [p1, p2, p3] = await Promise.all([1, 2, 3].map(() => createUser(server.ctx, { purchased: 50 })));
    const live = await createTestTournament(server.ctx, creator.id, { template: 'isolated_squad', entryFee: 5 });
    const params = { id: live.id };
    await succeed(p1!, 'joinSlot', { params, body: { team_number: 1, slot_index: 0 } });
    await succeed(p1!, 'changeSlot', {
      params,
      query: { old_team_number: '1', old_slot_index: '0', new_team_number: '2', new_slot_index: '0' },
    });
    await succeed(p2!, 'joinSlot', { params, body: { team_number: 1, slot_index: 0 } });
    await succeed(p3!, 'joinSlot', { params, body: { team_number: 1, slot_index: 1 } });
    await succeed(creator, 'movePlayer', {
      params,
      query: { old_team_number: '2', old_slot_index: '0', new_team_number: '3', new_slot_index: '0' },
    });
    await succeed(creator, 'swapPlayers', {
      params,
      query: { team1_number: '1', slot1_index: '0', team2_number: '3', slot2_index: '0' },
    });
    await succeed(creator, 'kickPlayer', { params, query: { team_number: '1', slot_index: '1' } });
    await succeed(p2!, 'leaveSlot', { params });
    await succeed(creator, 'sendRoomCode', { params, body: { room_code: 'ROOM1', room_link: '', password: 'pw' } });
    await succeed(creator, 'stopEntries', { params });
    await succeed(p1!, 'postChatMessage', { params, body: { message: 'hello' } });
    await succeed(admin, 'reviewTournament', { params });
    for (const as of [p1!, creator, admin]) {
      await succeed(as, 'getTournament', { params });
      await succeed(as, 'listChatMessages', { params });
    }

    const done = await createTestTournament(server.ctx, creator.id, { template: 'blackout_solo', entryFee: 5 });
    await seatPlayer(server.ctx, done, p1!.id, 1, 0);
    await succeed(creator, 'sendRoomCode', { params: { id: done.id }, body: { room_code: 'ROOM2' } });
    await succeed(creator, 'selectWinners', {
      params: { id: done.id },
      body: { winners: [{ user_id: p1!.id, position: 1, coins_awarded: 5 }] },
    });
    await succeed(null, 'getTournament', { params: { id: done.id } });
    await succeed(null, 'getTournamentLeaderboard', { params: { id: done.id } });
    await succeed(null, 'listTournamentActions', { params: { id: done.id } });
    await succeed(creator, 'listSeatIdentities', { params: { id: done.id } });
    for (const period of LEADERBOARD_PERIODS) {
      await succeed(null, 'getLeaderboard', { params: { period } });
    }
    await succeed(p1!, 'postOpenLobby', { body: { room_code: 'LOBBY1', map_selection: 'BR Isolated' } });
    await succeed(null, 'listOpenLobbies');
  });

  it('squads: reserve, invites, check-in and the waitlist', async () => {
    const [captain, waiting, friend] = await Promise.all(
      [1, 2, 3].map(() => createUser(server.ctx, { purchased: 50 })),
    );
    const duo = await createTestTournament(server.ctx, creator.id, {
      template: 'alcatraz_duo',
      entryFee: 5,
      maxTeams: 1,
    });
    const params = { id: duo.id };
    const team = { ...params, team_number: '1' };
    await succeed(captain!, 'reserveTeam', { params: team });
    const renewed = await succeed(captain!, 'renewTeamInvite', { params: team });
    // Slot 2 is held for the squad: no seat is free, so the waitlist is open.
    await succeed(waiting!, 'joinWaitlist', { params });
    await succeed(waiting!, 'getWaitlist', { params });
    await succeed(creator, 'getWaitlist', { params });
    await succeed(waiting!, 'leaveWaitlist', { params });
    await succeed(waiting!, 'joinWaitlist', { params });
    await succeed(friend!, 'joinTeam', { params, body: { invite_code: renewed.body.invite_code } });
    await succeed(captain!, 'releaseTeam', { params: team });
    await succeed(friend!, 'leaveSlot', { params }); // the seat is offered to the waiting player
    await succeed(waiting!, 'acceptWaitlistOffer', { params });
    await succeed(friend!, 'joinWaitlist', { params });
    await succeed(creator, 'kickPlayer', { params, query: { team_number: '1', slot_index: '1' } });
    await succeed(friend!, 'declineWaitlistOffer', { params });

    const checked = await createTestTournament(server.ctx, creator.id, { template: 'blackout_solo', entryFee: 0 });
    await server.ctx.db.execute(
      sql`UPDATE tournaments SET check_in_minutes = 10, start_type = 'scheduled', start_date = now() + interval '5 minutes' WHERE id = ${checked.id}`,
    );
    await seatPlayer(server.ctx, checked, captain!.id, 1, 0);
    await succeed(captain!, 'checkIn', { params: { id: checked.id } });
  });

  it('series: results, corrections, standings and the payout', async () => {
    const [p1, p2] = await Promise.all([1, 2].map(() => createUser(server.ctx, { purchased: 50 })));
    const t = await createTestTournament(server.ctx, creator.id, { template: 'blackout_solo', entryFee: 5 });
    const series = {
      matches: 3,
      points: { preset: 'pubgm', placement: [10, 6, 5, 4, 3, 2, 1, 1], kill_points: 1 },
      payout: [60, 40],
    };
    await server.ctx.db.execute(
      sql`UPDATE tournaments SET series = ${JSON.stringify(series)}::jsonb WHERE id = ${t.id}`,
    );
    await seatPlayer(server.ctx, t, p1!.id, 1, 0);
    await seatPlayer(server.ctx, t, p2!.id, 2, 0);
    const params = { id: t.id };
    await succeed(creator, 'sendRoomCode', { params, body: { room_code: 'MATCH1' } });
    const results = {
      results: [
        { team_number: 1, placement: 1, kills: 3 },
        { team_number: 2, placement: 2, kills: 1 },
      ],
    };
    // Team 1 reports match 1 (a screenshot's read has its own tests: this one is typed only).
    const match1 = { ...params, n: '1' };
    await succeed(p1!, 'reportMatch', { params: match1, upload: { placement: '1', kills: '3' }, withoutImage: true });
    await succeed(creator, 'listMatchReports', { params: match1 });
    // Its screenshot, stored as the report stores one.
    const shot = await server.ctx.db.transaction((tx) => server.ctx.images.savePrivate(tx, { main: TINY_PNG }));
    await server.ctx.db.execute(sql`UPDATE match_reports SET image_id = ${shot.id} WHERE tournament_id = ${t.id}`);
    await succeed(p1!, 'getReportImage', { params: { ...match1, team: '1' } });
    await succeed(creator, 'putMatchResults', { params: { ...params, n: '1' }, body: results });
    await succeed(creator, 'putMatchResults', { params: { ...params, n: '2' }, body: results });
    await succeed(admin, 'deleteMatchResults', { params: { ...params, n: '2' } });
    await succeed(null, 'getStandings', { params });
    await succeed(creator, 'finalizeSeries', { params });
  });

  it('disputes: a held payout, a dispute with a screenshot, its ruling, and pay-now', async () => {
    const [p1, p2] = await Promise.all([1, 2].map(() => createUser(server.ctx, { purchased: 50 })));
    const t = await createTestTournament(server.ctx, creator.id, { template: 'blackout_solo', entryFee: 5 });
    await server.ctx.db.execute(sql`UPDATE tournaments SET payout_hold_minutes = 30 WHERE id = ${t.id}`);
    await seatPlayer(server.ctx, t, p1!.id, 1, 0);
    await seatPlayer(server.ctx, t, p2!.id, 2, 0);
    const params = { id: t.id };
    await succeed(creator, 'sendRoomCode', { params, body: { room_code: 'HELD1' } });
    await succeed(creator, 'selectWinners', {
      params,
      body: { winners: [{ user_id: p1!.id, position: 1, coins_awarded: 10 }] },
    });
    const filed = await succeed(p2!, 'fileDispute', { params, body: { reason: 'Team 2 won the last fight' } });
    const dispute = { id: filed.body.id as string };
    const withImage = await succeed(p2!, 'addDisputeEvidence', { params: dispute, upload: {}, uploadField: 'image' });
    await succeed(p2!, 'getDisputeEvidence', { params: { ...dispute, image_id: withImage.body.evidence[0] } });
    await succeed(creator, 'listTournamentDisputes', { params });
    await succeed(admin, 'listOpenDisputes');
    await succeed(admin, 'resolveDispute', {
      params: dispute,
      body: { outcome: 'rejected', note: 'The result stands' },
    });
    await succeed(admin, 'payHeldPayoutNow', { params });
  });

  it('coins: prices, the test checkout, transfers, conversion and cash-outs', async () => {
    const player = await createUser(server.ctx, { purchased: 20, winnings: 60 });
    const friend = await createUser(server.ctx);
    await succeed(null, 'getCoinPricing');
    await succeed(player, 'getCoinPurchaseLinks');
    await succeed(admin, 'setCoinPricing', {
      body: { coins_5: 7.83, coins_10: 14.05, coins_15: 20.27, coins_20: 26.48 },
    });

    const sessionOf = async () => {
      const checkout = await succeed(player, 'createCheckout', { body: { package_id: 'package_5' } });
      return { session_id: new URL(checkout.body.url).pathname.split('/').pop()! };
    };
    const paid = await sessionOf();
    await succeed(null, 'showTestCheckout', { params: paid });
    await succeed(null, 'payTestCheckout', { params: paid });
    await succeed(player, 'getCheckoutStatus', { params: paid });
    await succeed(null, 'cancelTestCheckout', { params: await sessionOf() });

    await succeed(player, 'transferCoins', { body: { recipient_username: friend.username, amount: 3 } });
    await succeed(player, 'convertWinnings', { body: { winnings_amount: 5 } });

    const cashouts: string[] = [];
    for (let i = 0; i < 3; i++) {
      const asked = await succeed(player, 'requestCashOut', { body: { coins_to_convert: 12, ...PAYPAL_DETAILS } });
      cashouts.push(asked.body.request.id);
    }
    const params = { id: cashouts[0]! };
    await succeed(player, 'postCashoutChat', { params, query: { message: 'When?' } });
    await succeed(admin, 'postCashoutChat', { params, query: { message: 'Today.' } });
    await succeed(player, 'readCashoutChat', { params });
    await succeed(admin, 'readCashoutChat', { params });
    await succeed(admin, 'approveCashout', { params });
    await succeed(admin, 'markCashoutPaid', { params });
    await succeed(admin, 'rejectCashout', { params: { id: cashouts[1]! }, query: { admin_notes: 'Wrong e-mail' } });
    await succeed(player, 'listMyCashouts');
    const history = await succeed(player, 'listMyLedger', { query: { limit: '3' } });
    await succeed(player, 'listMyLedger', { query: { before: history.body.next_before } });
    await succeed(player, 'getMyWinningsChart');
    await succeed(admin, 'listCashouts');
    const firstPage = await succeed(admin, 'listCashouts', { query: { limit: '1' } });
    await succeed(admin, 'listCashouts', { query: { before: firstPage.headers['x-next-before'] } });
  });

  it('push: the public key, and a device subscribed, read back and stopped', async () => {
    const player = await createUser(server.ctx);
    await succeed(null, 'getPushPublicKey');
    const keys = {
      p256dh: 'BB4YUy_UdUwC8wQdnHXOszuD_9gax85P6ILMscmLxYlupGwxHE4v9A3ZajZT5uRURdMt_khuztdcepDGoYiBwKM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    };
    const endpoint = 'https://fcm.googleapis.com/fcm/send/contract-device';
    await succeed(player, 'subscribePush', { body: { endpoint, expirationTime: null, keys } });
    await succeed(player, 'subscribePush', { body: { endpoint, keys, kinds: ['room_code'] } });
    await succeed(player, 'getPushSubscription', { query: { endpoint } });
    await succeed(player, 'getPushSubscription', { query: { endpoint: `${endpoint}-unknown` } });
    await succeed(player, 'unsubscribePush', { body: { endpoint } });
  });

  it('results: a screenshot read', async () => {
    // A generated end-of-match screen (server/test/results/fixtures), read by the OCR worker.
    const image = readFileSync(path.join(import.meta.dirname, '../results/fixtures/screen.jpg'));
    await succeed(await createUser(server.ctx), 'readResultScreen', { upload: {}, image });
  });

  it('admin: players, their details, adjustments and closing an account', async () => {
    const player = await createUser(server.ctx, { purchased: 10, winnings: 10 });
    const params = { id: player.id };
    await succeed(admin, 'listPlayers');
    await succeed(admin, 'listPlayers', { query: { search: player.username, include_demo: 'true' } });
    const page = await succeed(admin, 'listPlayers', { query: { include_demo: 'true', limit: '1' } });
    await succeed(admin, 'listPlayers', { query: { include_demo: 'true', before: page.body.next_before } });
    await succeed(admin, 'adjustCoins', { params, body: { coin_balance: 15, reason: 'Refund' } });
    await succeed(admin, 'adjustWinnings', { params, body: { winnings_coins: 5 } });
    await succeed(admin, 'getPlayerDetails', { params });
    await succeed(admin, 'getPlayerDetails', { params: { id: creator.id } });
    await succeed(admin, 'deletePlayer', { params });
  });

  it('system: health and the API reference', async () => {
    await succeed(null, 'getHealth');
    await succeed(null, 'getOpenApiDocument');
    await succeed(null, 'getAsyncApiDocument');
    await succeed(null, 'showApiReference');
  });

  it('card payments through Stripe: checkout, its status and the webhook', async () => {
    const buyer = await createUser(stripeServer.ctx);
    const on = stripeServer;
    const checkout = await succeed(buyer, 'createCheckout', { on, body: { package_id: 'package_10' } });
    const session_id = String(checkout.body.url).split('/').pop()!;
    stripe.markPaid(session_id);
    const payload = stripe.eventPayload(session_id);
    const webhook = await succeed(null, 'stripeWebhook', {
      on,
      body: payload,
      headers: { 'Stripe-Signature': stripe.sign(payload, WEBHOOK_SECRET) },
    });
    expect(webhook.body).toEqual({ received: true, credited: true, duplicate: false });
    await succeed(buyer, 'getCheckoutStatus', { on, params: { session_id } });
  });

  it('cups: created, registered, joined, left, co-hosted, seeded, read and cancelled', async () => {
    const owner = await createUser(server.ctx, { purchased: 100 });
    const [captain, mate, rival, coHost] = await Promise.all(
      [20, 20, 20, 0].map((purchased) => createUser(server.ctx, { purchased })),
    );
    const later = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
    const body = {
      title: 'Contract Cup',
      rules: 'Be on time.',
      tiktok_username: '@cuphost',
      template_type: 'alcatraz_duo',
      max_teams: 4,
      entry_fee: 5,
      payout: [100],
      registration_closes_at: later(1),
      stages: [
        {
          teams_per_lobby: 4,
          matches: 2,
          points: { preset: 'pubgm' },
          advance_per_lobby: 0,
          wildcards: 0,
          starts_at: later(2),
        },
      ],
    };
    const params = { id: (await succeed(owner, 'createCup', { body })).body.id as string };
    await succeed(null, 'listCups');
    await succeed(captain, 'registerForCup', { params, body: { team_name: 'Owls' } });
    const renewed = await succeed(captain, 'renewCupInvite', { params });
    await succeed(mate, 'joinCupTeam', { params, body: { invite_code: renewed.body.invite_code } });
    await succeed(mate, 'leaveCup', { params });
    await succeed(rival, 'registerForCup', { params, body: { team_name: 'Larks' } });
    await succeed(owner, 'setCupCoHosts', { params, body: { usernames: [coHost.username] } });
    await server.ctx.db.execute(
      sql`UPDATE cups SET registration_closes_at = now() - interval '1 second' WHERE id = ${params.id}`,
    );
    const seeded = await succeed(owner, 'seedCup', { params, body: { mode: 'random' } });
    const lobby = seeded.body.stages[0].lobbies[0].tournament_id as string;
    await succeed(owner, 'setLobbyCoHost', {
      params: { ...params, tournament_id: lobby },
      body: { username: coHost.username },
    });
    await succeed(coHost, 'sendCupRoomCodes', {
      params,
      body: { lobbies: [{ tournament_id: lobby, room_code: 'CUP-1' }] },
    });
    await succeed(coHost, 'getCupConsole', { params });
    await succeed(captain, 'getCup', { params });
    await succeed(null, 'getCupStandings', { params });
    const other = await succeed(owner, 'createCup', { body: { ...body, title: 'Cancelled Cup' } });
    await succeed(owner, 'cancelCup', { params: { id: other.body.id } });
  });

  it('every operation of the contract answered its success, and every answer kept the contract', () => {
    const answered = [server, stripeServer].flatMap((s) => s.ctx.answerChecks!.answered);
    const succeeded = new Set(
      answered.filter((a) => a.status === successStatus(ROUTES.get(a.operationId)!)).map((a) => a.operationId),
    );
    const missing = API_CONTRACT.routes
      .map((r: ApiRoute) => r.operationId)
      .filter((id: string) => !succeeded.has(id) && !(id in NO_SUCCESS_IN_TESTS));
    expect(missing).toEqual([]);
    // An exception that succeeds after all is no exception.
    expect(Object.keys(NO_SUCCESS_IN_TESTS).filter((id) => succeeded.has(id))).toEqual([]);
    expect([server, stripeServer].flatMap((s) => s.ctx.answerChecks!.mismatches)).toEqual([]);
  });
});
