import { describe, expect, it } from 'vitest';
import { trayTooltip, UnreadBadge } from './unread';

function badge() {
  const counts: number[] = [];
  const tooltips: string[] = [];
  const unread = new UnreadBadge({
    setBadgeCount: (n) => (counts.push(n), true),
    setTrayTooltip: (t) => tooltips.push(t),
  });
  return { unread, counts, tooltips };
}

describe('unread badge', () => {
  it('counts alerts that arrive while the main window is not in front', () => {
    const { unread, counts, tooltips } = badge();
    unread.alertShown(false);
    unread.alertShown(false);
    expect(unread.unread).toBe(2);
    expect(counts).toEqual([1, 2]);
    expect(tooltips.at(-1)).toBe('Squadhub: 2 unread alerts');
  });

  it('ignores alerts the user saw with the window focused', () => {
    const { unread, counts } = badge();
    unread.alertShown(true);
    expect(unread.unread).toBe(0);
    expect(counts).toEqual([]);
  });

  it('clears when the main window gets focus', () => {
    const { unread, counts, tooltips } = badge();
    unread.alertShown(false);
    unread.clear();
    unread.clear();
    expect(unread.unread).toBe(0);
    expect(counts).toEqual([1, 0]);
    expect(tooltips.at(-1)).toBe('Squadhub');
  });

  it('words the tooltip for one alert', () => {
    expect(trayTooltip(1)).toBe('Squadhub: 1 unread alert');
  });
});
