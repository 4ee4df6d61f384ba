import { describe, expect, it } from 'vitest';
import type { BalanceUpdate } from '@squadhub/shared';
import { cashoutNotice, coinsGained, declinedText, type SeenBalance } from './notices';

const seen: SeenBalance = { userId: 'me', purchased: 6, version: 3 };
const update = (over: Partial<BalanceUpdate>): BalanceUpdate => ({
  user_id: 'me',
  purchased_coins: 10,
  winnings_coins: 0,
  coin_balance: 10,
  balance_version: 4,
  ...over,
});

describe('coinsGained', () => {
  it('counts the purchased coins added since the last update seen', () => {
    expect(coinsGained(seen, update({}))).toEqual({ gained: 4, seen: { userId: 'me', purchased: 10, version: 4 } });
  });

  it('ignores spending, late updates and other players', () => {
    expect(coinsGained(seen, update({ purchased_coins: 2 })).gained).toBe(0);
    expect(coinsGained(seen, update({ balance_version: 3 }))).toEqual({ gained: 0, seen });
    expect(coinsGained(seen, update({ user_id: 'someone-else' }))).toEqual({ gained: 0, seen });
  });

  it('does not count winnings (prizes, refused cash-outs) as coins received', () => {
    expect(coinsGained(seen, update({ purchased_coins: 6, winnings_coins: 12 })).gained).toBe(0);
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

describe('declinedText', () => {
  it('mentions the refunded contribution only when there was one', () => {
    expect(declinedText('Cup', 0)).toBe('Your tournament “Cup” was declined and removed.');
    expect(declinedText('Cup', 10)).toBe('Your tournament “Cup” was declined and removed. Your 10 coins came back.');
  });
});
