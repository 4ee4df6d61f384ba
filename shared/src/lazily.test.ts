import { describe, expect, it } from 'vitest';
import { lazily } from './lazily.js';

describe('lazily', () => {
  it('builds nothing until first asked, then once', () => {
    let built = 0;
    const value = lazily(() => ({ n: ++built }));
    expect(built).toBe(0);
    const first = value();
    expect(value()).toBe(first);
    expect(built).toBe(1);
  });
});
