/**
 * Texts of squads, check-in and the waitlist (docs/product/squads.md). A file of their own keeps
 * them out of the dashboard's first download: only the screens that use them load them.
 */
import { CHECK_IN_MINUTES_MAX, CHECK_IN_MINUTES_MIN } from '../constants.js';
import { SQUAD_LABELS } from './squad-labels.js';

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
  /** A player freed at the start for not checking in (docs/product/squads.md#check-in). */
  releasedNoShow: 'You were released from this tournament for not checking in, so you cannot take a seat in it again',
} as const;

/** What the client shows of squads, check-in and the waitlist. */
export const SQUAD_NOTICE = {
  reserve: 'Reserve team',
  inviteShared: 'Invite sent: your squad joins with one tap.',
  inviteCopied: 'Invite link copied: send it to your squad.',
  inviteShareText: (title: string, team: number) => `Join my team (Team ${team}) in ${title} on Squadhub`,
  joinSquad: (captain: string, team: number) => `Join ${captain}'s squad in Team ${team}`,
  holdEnds: (time: string) => `Held for your squad until ${time}`,
  squadComplete: 'Your squad is complete: every slot of the team is taken.',
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
  squadName: SQUAD_LABELS.squadName,
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
