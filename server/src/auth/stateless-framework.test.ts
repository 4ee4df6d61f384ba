import passport from 'passport';
import { describe, expect, it } from 'vitest';
import { statelessFramework } from './stateless-framework.js';

type Actions = Record<'success' | 'fail' | 'pass' | 'error', (arg?: unknown) => void>;

/** A strategy that answers whatever the request asks for. */
const scripted = {
  authenticate(this: Actions, req: { outcome: string }) {
    if (req.outcome === 'success') this.success({ id: 'u1' });
    else if (req.outcome === 'fail') this.fail();
    else if (req.outcome === 'pass') this.pass();
    else this.error(new Error('boom'));
  },
};

function authenticator() {
  const instance = new passport.Passport();
  instance.framework(statelessFramework);
  instance.use('scripted', scripted as unknown as passport.Strategy);
  return instance;
}

const run = (outcome: string) =>
  new Promise<[unknown, unknown]>((resolve) => {
    const req = { outcome };
    authenticator().authenticate('scripted', { session: false }, (err: unknown, user: unknown) => resolve([err, user]))(
      req,
    );
  });

describe('statelessFramework', () => {
  it('reports each strategy action to the callback and touches nothing on the request', async () => {
    expect(await run('success')).toEqual([null, { id: 'u1' }]);
    expect(await run('fail')).toEqual([null, false]);
    expect(await run('pass')).toEqual([null, false]);
    const [err] = await run('error');
    expect((err as Error).message).toBe('boom');
    const req = { outcome: 'success' };
    authenticator().authenticate('scripted', {}, () => {})(req);
    expect(Object.keys(req)).toEqual(['outcome']);
  });

  it('refuses an unknown strategy', () => {
    expect(() => authenticator().authenticate('nope', {}, () => {})).toThrow('Unknown authentication strategy "nope"');
  });
});
