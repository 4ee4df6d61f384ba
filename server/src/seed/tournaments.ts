/**
 * Demo tournaments for a fresh database (SEED_DEMO), so a newcomer sees a living dashboard:
 * approved tournaments of several templates, some filling up, one live with a room code, one
 * finalized with winners, one waiting for approval. Everything goes through the real services
 * (create, approve, join, room code, winners), so fees and prizes move through the ledger and
 * `ledger:check` stays clean. A crowd of demo players (test users who cannot log in with a known
 * password) fills the seats.
 */
import { randomBytes } from 'node:crypto';
import { createTournamentSchema, serializeRules, tiktokLinkFromHandle } from '@squadhub/shared';
import { hashPassword } from '../auth/passwords.js';
import { claimsOf } from '../auth/tokens.js';
import type { AppContext } from '../context.js';
import { createCup } from '../services/cups/create.js';
import { registerForCup } from '../services/cups/registration.js';
import type { UserRow } from '../db/rows.js';
import { users } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { credit } from '../ledger/ledger.js';
import { sendRoomCode } from '../services/play/room.js';
import { joinSlot } from '../services/play/join.js';
import { selectWinners } from '../services/play/winners.js';
import { approvePending } from '../services/tournaments/approval.js';
import { insertTournament } from '../services/tournaments/create.js';
import { builtInClassUrl } from '../services/tournaments/class-images.js';

export interface DemoUsersForTournaments {
  superAdmin: UserRow;
  players: UserRow[];
}

const CROWD = [
  'RavenOps',
  'Zer0Recoil',
  'MirageMain',
  'DeltaDawn',
  'HexHunter',
  'QuickScope',
  'IronMoth',
  'NeonBandit',
  'StormCall',
  'LoneWolf88',
  'PixelMedic',
  'TurboTaco',
  'SilentKite',
  'FrostByte',
  'CobraKai',
  'EchoSix',
  'Wraithling',
  'BulletBard',
  'OrbitZ',
  'JadeFalcon',
  'RogueNova',
  'TitanTusk',
  'VelvetAce',
  'SpecterQ',
];
const CROWD_COINS = 60;

/** Demo players who fill seats. Their password is random and never printed. */
async function seedCrowd(ctx: AppContext): Promise<UserRow[]> {
  const hash = await hashPassword(ctx.config, randomBytes(18).toString('base64url'));
  return inTransaction(ctx, async (tx, events) => {
    const rows: UserRow[] = [];
    for (const name of CROWD) {
      const [row] = await tx
        .insert(users)
        .values({
          username: name,
          codmUsername: name,
          fullName: `${name} (demo)`,
          email: `${name.toLowerCase()}@crowd.squadhub.local`,
          passwordHash: hash,
          tiktokLink: tiktokLinkFromHandle(name.toLowerCase()),
          emailVerified: true,
          isTestUser: true,
        })
        .returning();
      await credit(tx, events, row.id, { purchased: CROWD_COINS }, { reason: 'admin_adjust', refType: 'demo_seed' });
      rows.push(row);
    }
    return rows;
  });
}

interface DemoTournament {
  creator: UserRow;
  body: Record<string, unknown>;
  /** Leave it waiting for approval (the waiting card and the admin queue have something to show). */
  pending?: boolean;
  players?: UserRow[];
  room?: { room_code: string; room_link: string | null; password: string | null };
  /** Coins per position, paid from the pool; finalizes the tournament. */
  prizes?: number[];
}

const hoursFromNow = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

/**
 * A solo cup open for registration (docs/product/cups.md): 64 places in lobbies of 16, the top 3
 * of each and 4 wildcards to a final of 16; the demo players have registered.
 */
async function seedDemoCup(ctx: AppContext, owner: UserRow, players: UserRow[]): Promise<void> {
  const cup = await createCup(ctx, owner, {
    title: 'Alcatraz Solo Open Cup',
    rules: 'Solo. 3 matches a stage. The top 3 of each lobby and the 4 best of the rest go to the final.',
    tiktok_username: tiktokLinkFromHandle('novastrike'),
    template_type: 'alcatraz_solo',
    game_mode: 'Battle Royale',
    max_teams: 64,
    waitlist_teams: 16,
    entry_fee: 1,
    owner_contribution: 20,
    payout: [50, 30, 20],
    payout_hold_minutes: 0,
    registration_opens_at: null,
    registration_closes_at: hoursFromNow(20),
    stages: [
      { ...DEMO_STAGE, teams_per_lobby: 16, advance_per_lobby: 3, wildcards: 4, starts_at: hoursFromNow(22) },
      { ...DEMO_STAGE, teams_per_lobby: 16, advance_per_lobby: 0, wildcards: 0, starts_at: hoursFromNow(24) },
    ],
  });
  for (const player of players.slice(0, 40)) await registerForCup(ctx, player, cup.id, {});
}
const DEMO_STAGE = {
  matches: 3,
  best_of: null,
  points: { preset: 'pubgm' as const, placement: [10, 6, 5, 4, 3, 2, 1, 1], kill_points: 1 },
  check_in_minutes: 0,
};
const rules = (text: string, classes: string[] = []) => serializeRules(text, classes.map(builtInClassUrl));

async function seedOne(ctx: AppContext, demo: DemoTournament, superAdmin: UserRow): Promise<void> {
  const input = createTournamentSchema.parse(demo.body);
  const row = await inTransaction(ctx, async (tx, events) => {
    const created = await insertTournament(tx, events, demo.creator, input);
    if (!demo.pending && created.approvalStatus === 'pending') await approvePending(tx, events, created.id);
    return created;
  });
  const players = demo.players ?? [];
  for (const [i, player] of players.entries()) {
    // Spread players over the teams the way a lobby fills: team by team.
    const teamNumber = Math.floor(i / row.slotsPerTeam) + 1;
    await joinSlot(ctx, player, row.id, { teamNumber, slotIndex: i % row.slotsPerTeam });
  }
  if (demo.room) await sendRoomCode(ctx, claimsOf(demo.creator), row.id, demo.room);
  if (demo.prizes) {
    const winners = demo.prizes.map((coins, i) => ({ user_id: players[i]!.id, coins_awarded: coins, position: i + 1 }));
    await selectWinners(ctx, superAdmin, row.id, { winners });
  }
}

/** Seeds the demo tournaments; call once, after the demo users, on an empty database. */
export async function seedDemoTournaments(ctx: AppContext, demo: DemoUsersForTournaments): Promise<string[]> {
  const crowd = await seedCrowd(ctx);
  const [ghost, nova, blitz, shadow, viper, kestrel] = demo.players;
  const admin = demo.superAdmin;
  const named = demo.players;
  const all = [...named, ...crowd];
  const base = { tiktok_username: '@squadhub', creator_prize_contribution: 0 };

  const tournaments: DemoTournament[] = [
    {
      creator: ghost ?? admin,
      body: {
        ...base,
        title: 'Isolated Squad Showdown',
        template_type: 'isolated_squad',
        max_teams: 25,
        slots_per_team: 4,
        entry_fee: 5,
        creator_prize_contribution: 20,
        tiktok_username: '@ghostrider',
        start_type: 'scheduled',
        start_date: hoursFromNow(5),
        rules: rules('Squads of 4. No emulators. Top 3 squads share the pool.', ['medic', 'scout', 'defender']),
      },
      players: all.slice(1, 15),
    },
    {
      creator: admin,
      body: {
        ...base,
        title: 'Alcatraz Duo Rush',
        template_type: 'alcatraz_duo',
        max_teams: 20,
        slots_per_team: 2,
        entry_fee: 3,
        start_type: 'when_full',
        rules: rules('Duos only. Starts the moment the lobby is full — stay close to your phone!'),
      },
      players: all.slice(0, 30),
    },
    {
      creator: admin,
      body: {
        ...base,
        title: 'Blackout Solo Night',
        template_type: 'blackout_solo',
        max_teams: 40,
        slots_per_team: 1,
        entry_fee: 2,
        start_type: 'scheduled',
        start_date: hoursFromNow(0.25),
        rules: rules('Solo. Ninja and Hacker classes banned.', ['ninja', 'hacker']),
      },
      players: all.slice(4, 16),
      room: { room_code: 'BLK-7734', room_link: null, password: 'night' },
    },
    {
      creator: admin,
      body: {
        ...base,
        title: 'Weekend Alcatraz Solo Cup',
        template_type: 'alcatraz_solo',
        max_teams: 40,
        slots_per_team: 1,
        entry_fee: 5,
        start_type: 'when_full',
        rules: rules('Most kills wins. Screenshots of the final screen required.'),
      },
      players: [shadow, viper, blitz, ...crowd.slice(10, 13)].filter((p): p is UserRow => !!p),
      room: { room_code: 'ALC-2201', room_link: null, password: null },
      prizes: [15, 10, 5],
    },
    {
      creator: nova ?? admin,
      body: {
        ...base,
        title: 'Isolated Duo Warmup (free)',
        template_type: 'isolated_duo',
        max_teams: 16,
        slots_per_team: 2,
        entry_fee: 0,
        tiktok_username: '@novasniper',
        start_type: 'scheduled',
        start_date: hoursFromNow(26),
        rules: rules('Free practice lobby. Be kind, have fun.'),
      },
      players: crowd.slice(14, 18),
    },
    {
      creator: blitz ?? admin,
      body: {
        ...base,
        title: 'Blackout Squad Scrims',
        template_type: 'blackout_squad',
        max_teams: 25,
        slots_per_team: 4,
        entry_fee: 10,
        creator_prize_contribution: 10,
        tiktok_username: '@blitzqueen',
        start_type: 'scheduled',
        start_date: hoursFromNow(72),
        rules: rules('Scrims for ranked squads. Mechanic and Airborne only.', ['mechanic', 'airborne']),
      },
    },
    {
      creator: kestrel ?? admin,
      pending: true,
      body: {
        ...base,
        title: "Kestrel's Trio Trials",
        template_type: 'isolated_squad',
        max_teams: 20,
        slots_per_team: 3,
        entry_fee: 4,
        tiktok_username: '@kestrel',
        start_type: 'when_full',
        rules: rules('Trios. Waiting for approval.'),
      },
    },
  ];
  for (const t of tournaments) await seedOne(ctx, t, admin);
  await seedDemoCup(ctx, nova ?? admin, all);
  return [
    `Demo tournaments: ${tournaments.length} (one live, one finished, one waiting for approval)`,
    'Demo cup: a solo cup open for registration (/cups)',
  ];
}
