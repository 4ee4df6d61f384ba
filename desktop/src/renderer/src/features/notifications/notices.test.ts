import { describe, expect, it } from 'vitest';
import type { BalanceUpdate } from '@squadhub/shared';
import { cashoutNotice, checkInNotice, coinsReceived, offerNotice } from './notices';

const update = (over: Partial<BalanceUpdate>): BalanceUpdate => ({
  user_id: 'me',
  purchased_coins: 10,
  winnings_coins: 0,
  coin_balance: 10,
  balance_version: 4,
  reason: 'transfer_in',
  moved: { purchased: 4, winnings: 0 },
  ...over,
});

describe('coinsReceived', () => {
  it('counts the coins a transfer brought', () => {
    expect(coinsReceived('me', 3, update({}))).toBe(4);
  });

  it('ignores late or repeated updates and other players (admins hear everyone)', () => {
    expect(coinsReceived('me', 4, update({}))).toBe(0);
    expect(coinsReceived('me', 3, update({ user_id: 'someone-else' }))).toBe(0);
  });

  it('does not count refunds, prizes, purchases or conversions as coins received', () => {
    for (const reason of ['entry_refund', 'prize', 'purchase', 'convert_in', 'admin_adjust'] as const)
      expect(coinsReceived('me', 3, update({ reason }))).toBe(0);
  });
});

describe('cashoutNotice', () => {
  it('names the amount and the short id, with the status message of the history tab', () => {
    expect(cashoutNotice('money_on_the_way', { id: '0123456789abcdef', amount: 12 })).toEqual({
      tone: 'success',
      title: 'Cash-out of £12.00 #01234567 approved',
      description: 'Payment approved! Money is being processed and will arrive soon!',
    });
    expect(cashoutNotice('rejected', { id: '0123456789abcdef' }).tone).toBe('error');
    expect(cashoutNotice('something-new', { id: '0123456789abcdef' }).description).toBe(
      'Your request is being reviewed by our team',
    );
  });
});

describe('squad notices', () => {
  it('tells a seated player that check-in opened and until when', () => {
    const notice = checkInNotice({
      tournament_id: 't1',
      tournament_title: 'Friday Cup',
      closes_at: '2030-01-01T18:30:00.000Z',
    });
    expect(notice.title).toBe('Check-in is open for Friday Cup');
    expect(notice.body).toMatch(/^Check in before .+ or your seat goes to the waitlist \(refunded\)\.$/);
  });

  it('names the offered seat from 1, as the grid does', () => {
    const notice = offerNotice(
      { tournament_id: 't1', team_number: 4, slot_index: 0, expires_at: '2030-01-01T18:30:00.000Z' },
      'Friday Cup',
    );
    expect(notice.title).toBe('A seat is yours: Team 4, slot 1');
    expect(notice.body).toBe('Friday Cup');
  });
});
