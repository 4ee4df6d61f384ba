/**
 * What the header's connection tag says about the live socket: online while connected,
 * reconnecting while the retries of socket-reconnect.ts are expected to bring it back, offline
 * when the device has no network or several attempts in a row have failed (the retries go on).
 * Free of DOM globals so it can be tested against a real server in Node.
 */
export type ConnectionState = 'connecting' | 'online' | 'reconnecting' | 'offline';

/** Failed attempts in a row (about 14 s of retries, socket-reconnect.ts) before the tag says offline rather than reconnecting. */
export const FAILURES_BEFORE_OFFLINE = 3;

export interface Network {
  isOnline(): boolean;
  /** Calls `listener` when the device goes on- or offline; returns the unsubscribe function. */
  onChange(listener: () => void): () => void;
}

interface WatchedSocket {
  readonly connected: boolean;
  on(event: 'connect' | 'disconnect' | 'connect_error', listener: () => void): unknown;
  off(event: 'connect' | 'disconnect' | 'connect_error', listener: () => void): unknown;
}

/** Reports every change of state of `socket` to `onChange`; returns a function that stops. */
export function watchConnection(
  socket: WatchedSocket,
  network: Network,
  onChange: (state: ConnectionState) => void,
): () => void {
  let everConnected = socket.connected;
  let failures = 0;
  let reported: ConnectionState | null = null;
  const derive = (): ConnectionState => {
    if (!network.isOnline()) return 'offline';
    if (socket.connected) return 'online';
    if (failures >= FAILURES_BEFORE_OFFLINE) return 'offline';
    return everConnected ? 'reconnecting' : 'connecting';
  };
  const report = () => {
    const state = derive();
    if (state === reported) return;
    reported = state;
    onChange(state);
  };
  const onConnect = () => {
    everConnected = true;
    failures = 0;
    report();
  };
  const onFailure = () => {
    failures += 1;
    report();
  };
  socket.on('connect', onConnect);
  socket.on('disconnect', report);
  socket.on('connect_error', onFailure);
  const unsubscribe = network.onChange(report);
  report();
  return () => {
    unsubscribe();
    socket.off('connect', onConnect);
    socket.off('disconnect', report);
    socket.off('connect_error', onFailure);
  };
}
