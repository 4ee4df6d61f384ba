import { describe, expect, it } from 'vitest';
import { PLAY_TEXT, VALIDATION } from '../texts/index.js';
import {
  chatMessageSchema,
  joinSlotSchema,
  moveQuerySchema,
  openLobbySchema,
  selectWinnersFormSchema,
  selectWinnersSchema,
  sendRoomCodeSchema,
} from './play.js';

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error!.issues[0]!.message;

describe('select winners', () => {
  const form = selectWinnersFormSchema(20);
  it('checks the winner rules in order, with their exact messages', () => {
    expect(firstMessage(form.safeParse({ winners: [] }))).toBe(VALIDATION.atLeastOneWinner);
    expect(
      firstMessage(
        form.safeParse({
          winners: [
            { user_id: id(1), coins_awarded: 15, position: 1 },
            { user_id: id(2), coins_awarded: 6, position: 2 },
          ],
        }),
      ),
    ).toBe('Total coins (21) exceed prize pool (20)');
    expect(firstMessage(form.safeParse({ winners: [{ user_id: '', coins_awarded: 5, position: 1 }] }))).toBe(
      VALIDATION.winnerFieldsInvalid,
    );
    expect(firstMessage(form.safeParse({ winners: [{ user_id: id(1), coins_awarded: NaN, position: 1 }] }))).toBe(
      VALIDATION.winnerFieldsInvalid,
    );
    expect(
      firstMessage(
        form.safeParse({
          winners: [
            { user_id: id(1), coins_awarded: 5, position: 1 },
            { user_id: id(1), coins_awarded: 5, position: 2 },
          ],
        }),
      ),
    ).toBe(VALIDATION.winnerDuplicate);
    expect(form.safeParse({ winners: [{ user_id: id(1), coins_awarded: 20, position: 1 }] }).success).toBe(true);
  });

  it('the request refuses 0 coins, fractions and duplicates', () => {
    expect(
      firstMessage(selectWinnersSchema.safeParse({ winners: [{ user_id: id(1), coins_awarded: 0, position: 1 }] })),
    ).toBe(VALIDATION.winnerFieldsInvalid);
    expect(
      selectWinnersSchema.safeParse({ winners: [{ user_id: id(1), coins_awarded: 2.5, position: 1 }] }).success,
    ).toBe(false);
    expect(firstMessage(selectWinnersSchema.safeParse({}))).toBe(VALIDATION.atLeastOneWinner);
    expect(
      firstMessage(
        selectWinnersSchema.safeParse({
          winners: [
            { user_id: id(1), coins_awarded: 1, position: 1 },
            { user_id: id(2), coins_awarded: 1, position: 1 },
          ],
        }),
      ),
    ).toBe(PLAY_TEXT.winnerPositionsUnique);
  });
});

describe('room code, chat, slots, lobbies', () => {
  it('trims the room code and sends empty link and password as null', () => {
    expect(sendRoomCodeSchema.parse({ room_code: ' AB1 ', room_link: '', password: '  ' })).toEqual({
      room_code: 'AB1',
      room_link: null,
      password: null,
    });
    expect(firstMessage(sendRoomCodeSchema.safeParse({ room_code: '   ' }))).toBe(VALIDATION.roomCodeRequired);
  });
  it('keeps chat messages between 1 and 500 characters after trimming', () => {
    expect(chatMessageSchema.parse({ message: '  hi  ' }).message).toBe('hi');
    expect(chatMessageSchema.safeParse({ message: '   ' }).success).toBe(false);
    expect(chatMessageSchema.safeParse({ message: 'x'.repeat(500) }).success).toBe(true);
    expect(chatMessageSchema.safeParse({ message: 'x'.repeat(501) }).success).toBe(false);
  });
  it('accepts whole, non-negative positions only', () => {
    expect(joinSlotSchema.safeParse({ team_number: 1, slot_index: 0 }).success).toBe(true);
    expect(joinSlotSchema.safeParse({ team_number: 0, slot_index: 0 }).success).toBe(false);
    expect(joinSlotSchema.safeParse({ team_number: 1, slot_index: -1 }).success).toBe(false);
    expect(
      moveQuerySchema.safeParse({
        old_team_number: '1',
        old_slot_index: '0',
        new_team_number: '2',
        new_slot_index: 'x',
      }).success,
    ).toBe(false);
  });
  it('defaults the lobby map to BR Isolated and requires a room code', () => {
    expect(openLobbySchema.parse({ room_code: 'X1' }).map_selection).toBe('BR Isolated');
    expect(openLobbySchema.safeParse({ room_code: '' }).success).toBe(false);
    expect(openLobbySchema.safeParse({ room_code: 'X', map_selection: 'Moon' }).success).toBe(false);
  });
});
