/** Texts of live play: seats, the room code, chat, winners, leaderboards and open lobbies (docs/product/tournaments.md). */
import { CHAT_TEXT } from './common.js';
import { MONEY_VALIDATION } from './money.js';
import { TOURNAMENT_FALLBACK } from './tournaments.js';

/** Form and request validation (part of `VALIDATION`). */
export const PLAY_VALIDATION = {
  roomCodeRequired: 'Please enter a room code',
  atLeastOneWinner: 'Please add at least one winner',
  winnersExceedPool: (total: number, pool: number) => `Total coins (${total}) exceed prize pool (${pool})`,
  winnerFieldsInvalid: 'Please fill all winner fields with valid values',
  winnerDuplicate: 'Cannot select the same participant as a winner multiple times',
  loginToJoin: 'Please log in to join a tournament slot',
  kickConfirm: (name: string) => `Kick ${name}? Their entry fee will be automatically refunded.`,
} as const;

/** What the client shows when the server sent no `detail` (part of `FALLBACK`). */
export const PLAY_FALLBACK = {
  sendRoomCode: 'Failed to send room code',
  stopEntries: 'Failed to stop entries',
  fetchLeaderboards: 'Failed to fetch leaderboards',
  postLobby: 'Failed to post open lobby',
  selectWinners: 'Failed to select winners',
  joinSlot: 'Failed to join tournament slot',
  kickPlayer: 'Failed to kick player',
  swapPlayers: 'Failed to swap players',
  movePlayer: 'Failed to move player',
  changeSlot: 'Failed to change slot',
  sendMessage: 'Failed to send message',
} as const;

/** Confirmations (part of `SUCCESS`). */
export const PLAY_SUCCESS = {
  messageSent: 'Message sent!',
  roomCodeSent: (n: number) => `Room code sent to ${n} participants!`,
  /**
   * With check-in on and seats not checked in yet (docs/product/tournaments.md#the-room-code): who
   * sees the code now, and how many more will once they check in.
   */
  roomCodeSentCheckIn: (now: number, later: number) =>
    `Room code sent: ${now} checked-in ${now === 1 ? 'seat' : 'seats'} can see it now; ` +
    `${later} more will when they check in.`,
  playerKicked: (name: string) => `${name} has been kicked and refunded`,
  winnersSelected: 'Winners selected and coins distributed successfully!',
  tournamentLive: 'TOURNAMENT IS NOW LIVE',
} as const;

/** Texts of live play that the specifications leave to the server. */
export const PLAY_TEXT = {
  tournamentNotFound: TOURNAMENT_FALLBACK.tournamentNotFound,
  notApproved: 'This tournament is not open yet',
  entriesStopped: 'Entries are stopped for this tournament',
  finalized: 'This tournament is already finalized',
  alreadySeated: 'You already have a slot in this tournament. Use change slot to move.',
  gameIdentityRequired: 'This tournament asks for your game UID and in-game name: add them before you take a seat',
  notSeated: 'You do not have a slot in this tournament',
  notYourSlot: 'That slot is not yours',
  slotTaken: 'This slot is already taken',
  slotEmpty: 'There is no player in that slot',
  tournamentFull: 'This tournament is full',
  teamOutOfRange: (max: number) => `Team number must be between 1 and ${max}`,
  slotOutOfRange: (max: number) => `Slot index must be between 0 and ${max - 1}`,
  sameSlot: 'Choose two different slots',
  notManager: 'Only the creator or an admin can do this',
  notWinnerPicker: 'Only the creator or a super admin can select winners',
  winnersWrongStatus: 'Winners can be selected once the tournament is live',
  winnerNotParticipant: 'Every winner must be a participant of this tournament',
  alreadyStopped: 'Entries are already stopped',
  seatLocked: "Room code sent: your seat is locked in. Ask the host if you can't play.",
  chatForbidden: 'Only participants, the creator and admins can use this chat',
  actionLogForbidden: 'Only participants, the creator and admins read the log before the tournament is finalized',
  chatEmpty: CHAT_TEXT.empty,
  chatTooLong: CHAT_TEXT.tooLong,
  lobbyRoomCodeRequired: 'Please enter a room code',
  lobbyMapRequired: 'Please choose a map',
  winnerPositionsUnique: 'Each winner needs a different position',
  chatTooFast: 'You are sending messages too fast. Please wait a moment.',
  tournamentIdMismatch: 'tournament_id does not match the address',
} as const;

/** What the client tells a player of live play: toasts and notifications. */
export const PLAY_NOTICE = {
  kicked: (title: string) => `You were removed from ${title}. Your entry fee was refunded.`,
  /** A seat freed at the start because it did not check in (docs/product/squads.md#check-in). */
  releasedNoShow: (title: string) =>
    `You did not check in to ${title}, so your seat went to the waitlist. Your entry fee was refunded.`,
  /** A seat that has not checked in, once the code is out: it cannot see the code yet. */
  roomForCheckedIn: (time: string) =>
    `Room code sent to checked-in seats. Check in to see it, or your seat goes to the waitlist at ${time}.`,
  moved: (title: string) => `You were moved to another slot in ${title}. Check your seat.`,
  left: 'You left the tournament. Your entry fee was refunded.',
  /** A seated player whose tournament no longer takes entries. */
  seatKept: 'Entries closed: your seat is kept.',
  seatCosts: (seat: string, fee: number) => `${MONEY_VALIDATION.insufficientCoins}: ${seat} costs ${fee} coins.`,
  entriesStopped: 'Entries stopped. No new players can join.',
  lobbyPosted: 'Open lobby posted!',
  linkCopied: 'Link copied: paste it anywhere to invite your squad.',
  newRoom: (title: string) => `NEW ROOM · ${title}`,
  roomReady: (title: string) => `Room ready: ${title}`,
  roomCode: (code: string, password: string | null) =>
    `Room code: ${code}${password ? ` · Password: ${password}` : ''}`,
  startsInTenMinutes: (title: string) => `${title} starts in 10 minutes`,
  startsSoon: (title: string) => `${title} starts soon`,
  startsAt: (time: string) => `Starts at ${time}. Get ready in the lobby.`,
  overlayCopied: 'Overlay address copied: add it to OBS as a browser source (1920x1080).',
  copyOverlay: (address: string) => `Copy this address into OBS: ${address}`,
} as const;
