import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RealtimeHub } from './hub.js';

/** A send that ends when the test says so. */
function heldSend() {
  let end: () => void = () => {};
  const done = new Promise<void>((resolve) => (end = resolve));
  return { send: () => done.then(() => 'sent'), end };
}

/** Fake time moves on by `ms`, running what falls due. */
const sleep = (ms: number) => vi.advanceTimersByTimeAsync(ms);

/** Whether `p` has settled, checked without waiting for it. */
function watch(p: Promise<unknown>) {
  const state = { settled: false };
  void p.then(() => (state.settled = true));
  return state;
}

const QUIET = 60;

describe('RealtimeHub: room alerts first', () => {
  beforeEach(() => void vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }));
  afterEach(() => void vi.useRealTimers());

  it('answers at once when no alert has been sent', async () => {
    const hub = new RealtimeHub(null);
    const quiet = watch(hub.quietAfterAlerts(QUIET, 10_000));
    await sleep(0);
    expect(quiet.settled).toBe(true);
  });

  it('waits for the alerts in flight, then until none was sent for the quiet time', async () => {
    const hub = new RealtimeHub(null);
    const first = heldSend();
    const second = heldSend();
    const results = [hub.alerting(first.send), hub.alerting(second.send)];
    const quiet = watch(hub.quietAfterAlerts(QUIET, 10_000));

    first.end();
    await sleep(QUIET * 2);
    expect(quiet.settled).toBe(false);
    second.end();
    await sleep(QUIET - 1);
    expect(quiet.settled).toBe(false);
    await sleep(1);
    expect(quiet.settled).toBe(true);
    expect(await Promise.all(results)).toEqual(['sent', 'sent']);
  });

  it('starts the quiet time again when another alert is sent meanwhile', async () => {
    const hub = new RealtimeHub(null);
    await hub.alerting(() => Promise.resolve());
    const quiet = watch(hub.quietAfterAlerts(QUIET, 10_000));
    await sleep(QUIET / 2);
    await hub.alerting(() => Promise.resolve());
    await sleep(QUIET - 1);
    expect(quiet.settled).toBe(false);
    await sleep(1);
    expect(quiet.settled).toBe(true);
  });

  it('gives up waiting after the longest wait, even while an alert is still being sent', async () => {
    const hub = new RealtimeHub(null);
    const stuck = heldSend();
    void hub.alerting(stuck.send);
    const quiet = watch(hub.quietAfterAlerts(QUIET, QUIET * 2));
    await sleep(QUIET * 2 - 1);
    expect(quiet.settled).toBe(false);
    await sleep(1);
    expect(quiet.settled).toBe(true);
    stuck.end();
  });

  it('counts an alert that failed as ended, and passes the failure on', async () => {
    const hub = new RealtimeHub(null);
    await expect(hub.alerting(() => Promise.reject(new Error('statement failed')))).rejects.toThrow('statement failed');
    const quiet = watch(hub.quietAfterAlerts(QUIET, 10_000));
    await sleep(QUIET);
    expect(quiet.settled).toBe(true);
  });
});
