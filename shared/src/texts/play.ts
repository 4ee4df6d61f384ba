/** Texts of live play: seats, the room code, chat, winners, leaderboards and open lobbies (docs/product/tournaments.md). */
import { CHECK_IN_MINUTES_MAX, CHECK_IN_MINUTES_MIN } from '../constants.js';
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

/** Squads, check-in and the waitlist (docs/product/squads.md): the server's refusals. */
export const SQUAD_TEXT = {
  slotHeld: 'This slot is held for a squad',
  slotOffered: 'This slot is offered to the next player on the waitlist',
  soloTournament: 'Teams can be reserved in duo, trio and squad tournaments only',
  teamNotEmpty: 'Only an empty team can be reserved',
  teamHeld: 'This team is already reserved',
  holdTooShort: 'The start is too close to hold a team',
  notCaptain: 'Only the captain who reserved this team can do this',
  noHold: 'This team is not reserved',
  /** One answer for a wrong, rotated or expired code, so it gives nothing away. */
  inviteInvalid: 'This invite is not valid any more. Ask your captain for a new link.',
  squadFull: "Your squad's team has no free slot left",
  checkInOff: 'This tournament has no check-in',
  checkInNotOpen: (minutes: number) => `Check-in opens ${minutes} minutes before the start`,
  checkInClosed: 'Check-in has closed',
  checkInWhenFull: 'Check-in needs a scheduled start',
  checkInMinutes: `Check-in must be 0 (off) or ${CHECK_IN_MINUTES_MIN} to ${CHECK_IN_MINUTES_MAX} minutes`,
  seatFree: 'A seat is free: take it instead of waiting',
  onWaitlistAlready: 'You are already on the waitlist',
  notOnWaitlist: 'You are not on the waitlist',
  noOffer: 'You have no seat offered right now',
} as const;

/** Series (docs/product/series.md): the refusals of the server and its schemas. */
export const SERIES_TEXT = {
  matchesRange: 'A series has 2 to 20 matches',
  presetUnknown: 'Choose a points table: pubgm, pubgm_classic, ffws, algs or custom',
  placementPoints: 'Placement points are whole numbers of 0 or more',
  placementIncreasing: 'Placement points may never increase from one place to the next',
  customNeedsPlacement: 'A custom points table needs its placement points',
  placementTooLong: (teams: number) => `Placement points can list at most ${teams} places (the number of teams)`,
  killPoints: 'Kill points are a whole number from 0 to 50',
  payoutPercent: 'Each payout is a whole percentage of at least 1',
  payoutOver100: 'The payout percentages add up to more than 100',
  payoutTooLong: (teams: number) => `The payout can list at most ${teams} ranks (the number of teams)`,
  resultsRequired: "Enter at least one team's result",
  resultTeam: 'Each result needs a team number',
  resultPlacement: 'Each placement is a whole number from 1',
  resultKills: (max: number) => `Kills are a whole number from 0 to ${max}`,
  teamTwice: 'A team appears at most once in a match',
  placementTwice: 'Two teams cannot share a placement',
  notSeries: 'This tournament is a single game, not a series',
  isSeries: 'This is a series: it pays from its standings (POST /api/tournaments/{id}/finalize-series)',
  notLive: 'Results are entered once the series is live (send the room code first)',
  matchOutOfRange: (matches: number) => `Match number must be between 1 and ${matches}`,
  previousMatchMissing: (n: number) => `Enter the results of match ${n} first`,
  teamWithoutPlayers: (team: number) => `Team ${team} has no players`,
  placementRange: (teams: number) => `Placements run from 1 to ${teams} (the teams with players)`,
  notLastMatch: (last: number) => `Only the last entered match (match ${last}) can be removed`,
  noMatchEntered: 'Enter the results of at least one match first',
  seriesLocked: 'The series settings cannot change once a result is entered',
} as const;

/** What the client shows of squads, check-in and the waitlist. */
export const SQUAD_NOTICE = {
  reserve: 'Reserve team',
  inviteShared: 'Invite sent: your squad joins with one tap.',
  inviteCopied: 'Invite link copied: send it to your squad.',
  inviteShareText: (title: string, team: number) => `Join my team (Team ${team}) in ${title} on Squadhub`,
  joinSquad: (captain: string, team: number) => `Join ${captain}'s squad in Team ${team}`,
  holdEnds: (time: string) => `Held for your squad until ${time}`,
  checkIn: 'Check in',
  checkedIn: 'Checked in',
  checkInOpen: (title: string) => `Check-in is open for ${title}`,
  checkInBy: (time: string) => `Check in before ${time} or your seat goes to the waitlist (refunded).`,
  joinWaitlist: 'Join waitlist',
  leaveWaitlist: 'Leave waitlist',
  waitlistPosition: (position: number, count: number) => `You are #${position} of ${count} on the waitlist`,
  waitlistCount: (count: number) => `${count} waiting`,
  offer: (team: number, slot: number) => `A seat is yours: Team ${team}, slot ${slot}`,
  offerAccept: (fee: number) => (fee > 0 ? `Take it (${fee} coins)` : 'Take it (free)'),
  offerDecline: 'Pass',
  // The player's screens (these load with the dashboard's first download: keep them short).
  squadName: (captain: string) => `${captain}'s squad`,
  held: 'Held',
  reserveHint: (team: number) => `Playing with friends? Reserve Team ${team} and share one link.`,
  shareInvite: 'Share invite',
  newInvite: 'New invite link',
  releaseHold: 'Release hold',
  releaseConfirm: 'Its free slots open to everyone; teammates keep their seats.',
  joinYourSquad: 'Join your squad',
  checkInOpensAt: (time: string) => `Check-in opens at ${time}`,
  waitlistFull: 'No seat free: wait in line for the next one.',
  offerEndsIn: (left: string) => `Yours for ${left}`,
  offerSlot: 'Yours',
  offerTaken: (seat: string) => `You are in: ${seat}`,
  offerPassedShort: 'Insufficient coins: the seat went to the next player.',
  stepFailed: 'Request failed. Try again.',
} as const;

/** What the client tells a player of live play: toasts and notifications. */
export const PLAY_NOTICE = {
  kicked: (title: string) => `You were removed from ${title}. Your entry fee was refunded.`,
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
