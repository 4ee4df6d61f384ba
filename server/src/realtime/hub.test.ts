import { describe, expect, it } from 'vitest';
import { RealtimeHub } from './hub.js';

/** A send that ends when the test says so. */
function heldSend() {
  let end: () => void = () => {};
  const done = new Promise<void>((resolve) => (end = resolve));
  return { send: () => done.then(() => 'sent'), end };
}

const turn = () => new Promise((r) => setTimeout(r, 0));

describe('RealtimeHub: room alerts first', () => {
  it('answers at once when no alert is being sent', async () => {
    const hub = new RealtimeHub(null);
    let waited = false;
    await hub.alertsSent().then(() => (waited = true));
    expect(waited).toBe(true);
  });

  it('holds what waits until the last of the alerts in flight is sent, and passes on its result', async () => {
    const hub = new RealtimeHub(null);
    const first = heldSend();
    const second = heldSend();
    const results = [hub.alerting(first.send), hub.alerting(second.send)];
    let released = false;
    void hub.alertsSent().then(() => (released = true));

    first.end();
    await turn();
    expect(released).toBe(false);
    second.end();
    await turn();
    expect(released).toBe(true);
    expect(await Promise.all(results)).toEqual(['sent', 'sent']);
  });

  it('lets the waiting go on when an alert fails, and passes the failure on', async () => {
    const hub = new RealtimeHub(null);
    const failing = hub.alerting(() => Promise.reject(new Error('statement failed')));
    await expect(failing).rejects.toThrow('statement failed');
    let released = false;
    await hub.alertsSent().then(() => (released = true));
    expect(released).toBe(true);
  });
});
