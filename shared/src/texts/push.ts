/**
 * Texts of Web Push (docs/design/phones.md#web-push): each notification a phone shows, and what My
 * Account says about pushes on this device. A file of its own keeps them out of the dashboard's
 * first download. A notification says what happened and where, never the room details.
 */
import type { PushKind, PushKindGroup } from '../push.js';

/** What one notification needs besides its kind: the tournament's title, and a few kinds more. */
export interface PushParams {
  room_code: { title: string };
  /** `no_show`: freed at the start for not checking in (docs/product/squads.md#check-in). */
  kicked: { title: string; no_show?: boolean };
  moved: { title: string };
  reminder: { title: string };
  check_in_open: { title: string };
  cashout_status: { status: 'money_on_the_way' | 'paid' | 'rejected'; coins: number };
  approved: { title: string };
  declined: { title: string };
  team_joined: { title: string; username: string };
  waitlist_offer: { title: string };
  voided: { title: string; reason: 'no_room_code' | 'no_results' };
  results_overdue: { title: string };
  dispute_filed: { title: string };
  dispute_resolved: { title: string; outcome: 'upheld' | 'rejected' };
  /** A cup's team seated in a lobby (docs/product/cups.md#seeding-and-advancing): the cup's title. */
  cup_placed: { title: string; stage: number; lobby: number };
  /** A cup's team out, or the cup over: its final rank and the player's own prize. */
  cup_finished: { title: string; rank: number; prize: number };
}

type Texts = { [K in PushKind]: (p: PushParams[K]) => { title: string; body: string } };

const coins = (n: number) => `${n} ${n === 1 ? 'coin' : 'coins'}`;

/** The notification of each kind: title and body. */
export const PUSH_TEXT: Texts = {
  room_code: (p) => ({ title: `Room code is ready: ${p.title}`, body: 'Open Squadhub to see the code and join.' }),
  kicked: (p) =>
    p.no_show
      ? {
          title: `You did not check in: ${p.title}`,
          body: 'Your seat went to the waitlist. Your entry fee came back to your balance.',
        }
      : { title: `You were removed from ${p.title}`, body: 'Your entry fee came back to your balance.' },
  moved: (p) => ({ title: `Your seat changed in ${p.title}`, body: 'Open the tournament to see your team and slot.' }),
  reminder: (p) => ({ title: `${p.title} starts soon`, body: 'About ten minutes to go. Get ready.' }),
  check_in_open: (p) => ({
    title: `Check-in is open for ${p.title}`,
    body: 'Check in before the start or your seat goes to the waitlist (refunded).',
  }),
  cashout_status: (p) =>
    p.status === 'paid'
      ? { title: 'Your cash-out was paid', body: `${coins(p.coins)} paid out. Check your account.` }
      : p.status === 'rejected'
        ? { title: 'Your cash-out was rejected', body: `${coins(p.coins)} came back to your winnings.` }
        : { title: 'Your cash-out is on its way', body: `${coins(p.coins)} approved: the money is being sent.` },
  approved: (p) => ({ title: `Your tournament is approved: ${p.title}`, body: 'It is live on the dashboard.' }),
  declined: (p) => ({ title: `Your tournament was declined: ${p.title}`, body: 'Your contribution came back.' }),
  team_joined: (p) => ({ title: `${p.username} joined your squad`, body: p.title }),
  waitlist_offer: (p) => ({ title: `A seat is free for you: ${p.title}`, body: 'Take it before the offer runs out.' }),
  voided: (p) => ({
    title: `Voided: ${p.title}`,
    body:
      p.reason === 'no_results'
        ? 'The host recorded no results in time. Every fee was refunded.'
        : 'The host sent no room code in time. Every fee was refunded.',
  }),
  results_overdue: (p) => ({
    title: `Results overdue: ${p.title}`,
    body: 'Half the results deadline has passed. Review it, or it is voided and refunded at the deadline.',
  }),
  dispute_filed: (p) => ({
    title: `Results disputed: ${p.title}`,
    body: 'A player reported a wrong result. The payout waits until an admin rules on it.',
  }),
  dispute_resolved: (p) => ({
    title: `Your dispute was ${p.outcome}: ${p.title}`,
    body:
      p.outcome === 'upheld'
        ? 'The host corrects the results before anything is paid.'
        : 'The results stand, and the payout goes ahead.',
  }),
  cup_placed: (p) => ({
    title: `${p.title}: you play stage ${p.stage}, lobby ${p.lobby}`,
    body: 'Open your lobby to see its start and, when it is sent, the room code.',
  }),
  cup_finished: (p) => ({
    title: `${p.title}: final rank #${p.rank}`,
    body: p.prize > 0 ? `You won ${coins(p.prize)}.` : 'Your team is out of the cup. Well played.',
  }),
};

/** My Account's push section: its switches and what it says on this device. */
export const PUSH_NOTICE = {
  enable: 'Get room codes on this phone',
  disable: 'Stop on this phone',
  on: 'Pushes are on for this device.',
  intro: 'Get the room code and other news on this device, even when Squadhub is closed.',
  groups: {
    room_codes: 'Room codes',
    seat_changes: 'Kicked or moved',
    reminders: 'Reminders and check-in',
    cashouts: 'Cash-outs',
    approvals: 'Approvals and disputes',
    squads: 'Squads and waitlist',
    cups: 'Cups: your lobby and your rank',
  } satisfies Record<PushKindGroup, string>,
  unsupported:
    'This browser cannot receive pushes. On an iPhone, add Squadhub to the Home Screen first (Share, then Add to Home Screen), and open it from there.',
  desktopApp: 'The desktop app shows its own notifications while it runs: nothing to turn on here.',
  denied: 'Notifications are blocked for Squadhub in this browser. Allow them in the site settings, then try again.',
  failed: 'Pushes could not be turned on. Try again.',
  saveFailed: 'The change could not be saved. Try again.',
} as const;

/** The server's refusals of a subscription. */
export const PUSH_VALIDATION = {
  endpoint: 'endpoint must be the https address of a push service',
  endpointHttp: 'endpoint must be an http or https address',
  key: (name: string, bytes: number) => `${name} must be ${bytes} bytes in URL-safe base64`,
  kinds: 'kinds must list at least one kind of notification',
} as const;
