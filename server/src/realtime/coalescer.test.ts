import { describe, expect, it } from 'vitest';
import { Coalescer } from './coalescer.js';

/** A job whose runs wait until released, so the test decides when each run ends. */
function gatedJob() {
  const runs: string[] = [];
  const gates: (() => void)[] = [];
  const work = (request: string) =>
    new Promise<void>((resolve) => {
      runs.push(request);
      gates.push(resolve);
    });
  const release = async () => {
    gates.shift()?.();
    // Let the loop take its next turn.
    await new Promise((r) => setTimeout(r, 0));
  };
  return { runs, work, release };
}

const joinAll = (due: string, incoming: string) => `${due}+${incoming}`;
const fail = (err: unknown) => {
  throw err;
};

describe('Coalescer', () => {
  it('turns the requests made during a run into one more run, merged', async () => {
    const c = new Coalescer();
    const job = gatedJob();
    c.request('k', 'a', joinAll, job.work, fail);
    c.request('k', 'b', joinAll, job.work, fail);
    c.request('k', 'c', joinAll, job.work, fail);
    expect(job.runs).toEqual(['a']);
    await job.release();
    expect(job.runs).toEqual(['a', 'b+c']);
    await job.release();
    expect(job.runs).toEqual(['a', 'b+c']);
  });

  it('keeps keys apart, and starts afresh once a key is idle', async () => {
    const c = new Coalescer();
    const job = gatedJob();
    c.request('k1', 'a', joinAll, job.work, fail);
    c.request('k2', 'x', joinAll, job.work, fail);
    expect(job.runs).toEqual(['a', 'x']);
    await job.release();
    await job.release();
    c.request('k1', 'b', joinAll, job.work, fail);
    expect(job.runs).toEqual(['a', 'x', 'b']);
    await job.release();
  });

  it('runs once more with the same request when a change committed elsewhere invalidates a run', async () => {
    const c = new Coalescer();
    const job = gatedJob();
    c.request('k', 'a', joinAll, job.work, fail);
    c.invalidate('k');
    c.invalidate('idle key');
    await job.release();
    expect(job.runs).toEqual(['a', 'a']);
    await job.release();
  });

  it('hands a failing run to onError and frees the key', async () => {
    const c = new Coalescer();
    const errors: unknown[] = [];
    c.request(
      'k',
      'a',
      joinAll,
      () => Promise.reject(new Error('boom')),
      (err) => errors.push(err),
    );
    await new Promise((r) => setTimeout(r, 0));
    expect(errors).toHaveLength(1);
    const job = gatedJob();
    c.request('k', 'b', joinAll, job.work, fail);
    expect(job.runs).toEqual(['b']);
    await job.release();
  });
});
