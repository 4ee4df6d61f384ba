import { describe, expect, it } from 'vitest';
import type { Tournament } from '../types.js';
import {
  SEAT_CONDITIONS,
  canManage,
  canPickWinners,
  canTakeSlot,
  canViewTournament,
  entriesOpen,
  joinable,
  mayDelete,
  mayPickWinners,
  openForChanges,
  seatReleasable,
  viewerDecisions,
} from './tournament.js';

const state = (over: Partial<Tournament> = {}) =>
  ({
    approval_status: 'approved',
    status: 'upcoming',
    entries_stopped: false,
    is_finalized: false,
    has_room_details: false,
    user_team_number: null,
    creator_id: 'c1',
    current_players: 0,
    max_players: 4,
    ...over,
  }) as Tournament;

const creator = { id: 'c1', role: 'player' };
const player = { id: 'p2', role: 'player' };
const admin = { id: 'a1', role: 'admin' };
const superAdmin = { id: 'sa', role: 'super_admin' };

describe('seat rules', () => {
  it('a seat can be left or switched until the room code is sent or entries close', () => {
    expect(seatReleasable(state())).toBe(true);
    expect(seatReleasable(state({ has_room_details: true }))).toBe(false);
    expect(seatReleasable(state({ entries_stopped: true }))).toBe(false);
    expect(seatReleasable(state({ is_finalized: true }))).toBe(false);
  });

  it('after the code, a newcomer may still join but a seated player may not switch', () => {
    expect(canTakeSlot(state({ has_room_details: true }), false)).toBe(true);
    expect(canTakeSlot(state({ has_room_details: true }), true)).toBe(false);
    expect(canTakeSlot(state(), true)).toBe(true);
    expect(canTakeSlot(state({ entries_stopped: true }), false)).toBe(false);
  });

  it('each composite holds exactly when each of its conditions does', () => {
    const flags = [false, true];
    for (const pending of flags)
      for (const is_finalized of flags)
        for (const entries_stopped of flags)
          for (const has_room_details of flags)
            for (const full of flags) {
              const t = state({
                approval_status: pending ? 'pending' : 'approved',
                is_finalized,
                entries_stopped,
                has_room_details,
                current_players: full ? 4 : 3,
              });
              const c = (name: keyof typeof SEAT_CONDITIONS) => SEAT_CONDITIONS[name](t);
              expect(openForChanges(t)).toBe(!pending && !is_finalized);
              expect(entriesOpen(t)).toBe(c('approved') && c('notFinalized') && c('entriesNotStopped'));
              expect(seatReleasable(t)).toBe(entriesOpen(t) && !has_room_details);
              expect(joinable(t)).toBe(entriesOpen(t) && !full);
            }
  });
});

describe('who may do what', () => {
  it('the creator and admins manage; a plain player does not', () => {
    expect(canManage(state(), creator)).toBe(true);
    expect(canManage(state(), admin)).toBe(true);
    expect(canManage(state(), superAdmin)).toBe(true);
    expect(canManage(state(), player)).toBe(false);
    expect(canManage(state(), null)).toBe(false);
  });

  it('a pending tournament is visible to its creator and admins only', () => {
    const pending = state({ approval_status: 'pending' });
    expect(canViewTournament(pending, creator)).toBe(true);
    expect(canViewTournament(pending, admin)).toBe(true);
    expect(canViewTournament(pending, player)).toBe(false);
    expect(canViewTournament(pending, null)).toBe(false);
    expect(canViewTournament(state(), null)).toBe(true);
  });

  it('lets the creator delete only an empty tournament and the super admin always', () => {
    expect(mayDelete(state(), creator)).toBe(true);
    expect(mayDelete(state({ current_players: 3 }), creator)).toBe(false);
    expect(mayDelete(state({ current_players: 3 }), superAdmin)).toBe(true);
    expect(mayDelete(state(), player)).toBe(false);
    expect(mayDelete(state(), admin)).toBe(false);
    expect(mayDelete(state(), null)).toBe(false);
  });

  it('winners are picked by the creator or a super admin, once live with players and a room code', () => {
    expect(mayPickWinners(state(), admin)).toBe(false);
    const live = state({ status: 'live', has_room_details: true, current_players: 2 });
    expect(canPickWinners(live, creator)).toBe(true);
    expect(canPickWinners(live, superAdmin)).toBe(true);
    expect(canPickWinners(live, admin)).toBe(false);
    expect(canPickWinners({ ...live, is_finalized: true }, creator)).toBe(false);
    expect(canPickWinners({ ...live, current_players: 0 }, creator)).toBe(false);
    expect(canPickWinners({ ...live, status: 'upcoming' }, creator)).toBe(false);
    // A series pays from its standings, never from a winner picker.
    const series = {
      matches: 3,
      points: { preset: 'pubgm' as const, placement: [10, 6], kill_points: 1 },
      payout: [100],
    };
    expect(canPickWinners({ ...live, series }, creator)).toBe(false);
  });
});

describe('the viewer block', () => {
  const seat = { team_number: 1, slot_index: 0, checked_in: false };
  const live = {
    status: 'live' as const,
    has_room_details: true,
    current_players: 2,
    series: null,
    check_in_minutes: 0,
  };
  const open = { series: null, check_in_minutes: 0 };

  it('gives a visitor no permission, only the tournament-wide entries_open and joinable', () => {
    expect(viewerDecisions(state(open), { person: null, seat: null, insider: false })).toEqual({
      seat: null,
      insider: false,
      is_creator: false,
      can_manage: false,
      can_stop_entries: false,
      can_pick_winners: false,
      can_delete: false,
      can_take_seat: false,
      seat_lock_reason: null,
      must_check_in: false,
      entries_open: true,
      joinable: true,
    });
  });

  it("states a seated player's seat, its lock and its check-in", () => {
    const seated = { person: player, seat, insider: true };
    expect(viewerDecisions(state(open), seated)).toMatchObject({
      seat: { team_number: 1, slot_index: 0 },
      insider: true,
      can_take_seat: true,
      seat_lock_reason: null,
    });
    // The room code comes first: it is why a refund is gone for good, whatever else closed.
    const sent = state({ ...open, has_room_details: true, entries_stopped: true });
    expect(viewerDecisions(sent, seated)).toMatchObject({ can_take_seat: false, seat_lock_reason: 'room_code_sent' });
    expect(viewerDecisions(state({ ...open, entries_stopped: true }), seated).seat_lock_reason).toBe('entries_stopped');
    expect(viewerDecisions(state({ ...open, is_finalized: true }), seated).seat_lock_reason).toBe('finalized');
    expect(viewerDecisions(state({ ...open, check_in_minutes: 10 }), seated).must_check_in).toBe(true);
    const checkedIn = { ...seated, seat: { ...seat, checked_in: true } };
    expect(viewerDecisions(state({ ...open, check_in_minutes: 10 }), checkedIn).must_check_in).toBe(false);
  });

  it('lets managers manage while approved and not finalized, and only pickers pick the winners', () => {
    const as = (person: { id: string; role: string }, over: Partial<Tournament> = {}) =>
      viewerDecisions(state({ ...open, ...over }), { person, seat: null, insider: true });
    expect(as(admin)).toMatchObject({ can_manage: true, can_stop_entries: true, is_creator: false });
    expect(as(creator)).toMatchObject({ can_manage: true, is_creator: true, can_delete: true });
    expect(as(admin, { entries_stopped: true })).toMatchObject({ can_manage: true, can_stop_entries: false });
    expect(as(admin, { is_finalized: true }).can_manage).toBe(false);
    expect(as(creator, { approval_status: 'pending' }).can_manage).toBe(false);
    expect(as(creator, live).can_pick_winners).toBe(true);
    expect(as(admin, live).can_pick_winners).toBe(false);
    expect(as(superAdmin, live)).toMatchObject({ can_pick_winners: true, can_delete: true });
    expect(as(player, live)).toMatchObject({ can_manage: false, can_pick_winners: false, can_delete: false });
  });
});
