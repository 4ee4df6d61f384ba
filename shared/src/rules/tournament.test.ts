import { describe, expect, it } from 'vitest';
import type { Tournament } from '../types.js';
import {
  SEAT_CONDITIONS,
  canManage,
  canPickWinners,
  canSeeRoom,
  canTakeSlot,
  canViewTournament,
  entriesOpen,
  isInsider,
  joinable,
  mayDelete,
  mayPickWinners,
  openForChanges,
  seatReleasable,
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
    expect(canTakeSlot(state({ has_room_details: true }))).toBe(true);
    expect(canTakeSlot(state({ has_room_details: true, user_team_number: 2 }))).toBe(false);
    expect(canTakeSlot(state({ user_team_number: 2 }))).toBe(true);
    expect(canTakeSlot(state({ entries_stopped: true }))).toBe(false);
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

  it('participants, the creator and admins see the room; nobody anonymous does', () => {
    expect(canSeeRoom(state(), player, true)).toBe(true);
    expect(canSeeRoom(state(), player, false)).toBe(false);
    expect(canSeeRoom(state(), null, true)).toBe(false);
    expect(isInsider(state({ user_team_number: 1 }), player)).toBe(true);
    expect(isInsider(state(), admin)).toBe(true);
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
