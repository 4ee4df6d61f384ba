/**
 * The batching rule that keeps batched reads fresh: loads made together share one call, and a
 * load made once that call has left starts a new batch instead of joining it.
 */
import { describe, expect, it } from 'vitest';
import { sameTickBatcher, sharedRuns } from './same-tick-batch.js';

function recordingBatcher() {
  const calls: number[][] = [];
  const waiting: (() => void)[] = [];
  const loader = sameTickBatcher(async (keys: readonly number[]) => {
    calls.push([...keys]);
    // Hold the call open until the test releases it, as a query in flight would be.
    await new Promise<void>((resolve) => waiting.push(resolve));
    return keys.map((k) => k * 10);
  });
  /** Lets every call in flight answer. */
  const release = () => waiting.splice(0).forEach((resolve) => resolve());
  return { loader, calls, release };
}

describe('sameTickBatcher', () => {
  it('answers the loads made together with one call, each with its own value, repeats included', async () => {
    const { loader, calls, release } = recordingBatcher();
    const values = Promise.all([loader.load(1), loader.load(2), loader.load(1)]);
    await new Promise((resolve) => setImmediate(resolve));
    release();
    expect(await values).toEqual([10, 20, 10]);
    expect(calls).toEqual([[1, 2, 1]]);
  });

  it('never adds a later load to a call already in flight, nor keeps a value for the next one', async () => {
    const { loader, calls, release } = recordingBatcher();
    const first = loader.load(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toEqual([[1]]);
    // The first call has left: this load must not be answered by it.
    const second = loader.load(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toEqual([[1], [1]]);
    release();
    expect(await Promise.all([first, second])).toEqual([10, 10]);
  });
});

describe('sharedRuns', () => {
  it('runs each key once a batch, and a failed run fails only its own loads', async () => {
    const runs: string[] = [];
    const loader = sharedRuns(
      (k: string) => k,
      async (k: string) => {
        runs.push(k);
        if (k === 'bad') throw new Error('no');
        return `${k}!`;
      },
    );
    const settled = await Promise.allSettled([loader.load('a'), loader.load('bad'), loader.load('a')]);
    expect(settled.map((s) => (s.status === 'fulfilled' ? s.value : 'rejected'))).toEqual(['a!', 'rejected', 'a!']);
    expect(runs).toEqual(['a', 'bad']);
    // The next batch runs again: nothing is kept.
    expect(await loader.load('a')).toBe('a!');
    expect(runs).toEqual(['a', 'bad', 'a']);
  });
});
