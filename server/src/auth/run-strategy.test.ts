import { describe, expect, it } from 'vitest';
import { runStrategy, type Strategy } from './run-strategy.js';

type Actions = Record<'success' | 'fail' | 'pass' | 'error', (arg?: unknown) => void>;

/** A strategy that answers whatever the request asks for. */
const scripted = {
  authenticate(this: Actions, req: { outcome: string }) {
    if (req.outcome === 'success') this.success({ id: 'u1' });
    else if (req.outcome === 'fail') this.fail();
    else if (req.outcome === 'pass') this.pass();
    else this.error(new Error('boom'));
  },
} as unknown as Strategy;

describe('runStrategy', () => {
  it('reports each strategy action and touches nothing on the request', async () => {
    expect(await runStrategy(scripted, { outcome: 'success' })).toEqual({ id: 'u1' });
    expect(await runStrategy(scripted, { outcome: 'fail' })).toBeNull();
    expect(await runStrategy(scripted, { outcome: 'pass' })).toBeNull();
    await expect(runStrategy(scripted, { outcome: 'error' })).rejects.toThrow('boom');
    const req = { outcome: 'success' };
    await runStrategy(scripted, req);
    expect(Object.keys(req)).toEqual(['outcome']);
  });
});
