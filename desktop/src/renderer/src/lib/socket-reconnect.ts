/**
 * Keeps a socket.io connection (created with `reconnection: false`) alive the way docs/design/live-events.md#reconnecting says:
 * after a close or a failed attempt, try again `delayMs` (2 s) later while the page is visible;
 * a hidden page waits and reconnects 2 s after it becomes visible again. The desktop app passes
 * `whileHidden: true`: a streamer's window is often hidden, and room-ready alerts must still
 * arrive (docs/architecture.md#who-uses-which-build). Free of DOM globals so it can be tested against a real server in Node.
 */
export interface Visibility {
  isVisible(): boolean;
  /** Calls `listener` on every visibility change; returns the unsubscribe function. */
  onChange(listener: () => void): () => void;
}

interface ReconnectableSocket {
  readonly connected: boolean;
  connect(): unknown;
  on(event: 'connect' | 'disconnect' | 'connect_error', listener: () => void): unknown;
  off(event: 'connect' | 'disconnect' | 'connect_error', listener: () => void): unknown;
}

export interface KeepConnectedOptions {
  delayMs: number;
  visibility: Visibility;
  whileHidden: boolean;
  /** After a reconnection (not the first connection): refetch what may have changed meanwhile. */
  onReconnect?: () => void;
}

/** Starts watching `socket`; returns a function that stops (call it before `socket.disconnect()`). */
export function keepConnected(socket: ReconnectableSocket, opts: KeepConnectedOptions): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let connectedBefore = socket.connected;
  const mayConnect = () => opts.whileHidden || opts.visibility.isVisible();

  const schedule = () => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (stopped || socket.connected) return;
      // Hidden: wait for the visibility change below instead of polling.
      if (mayConnect()) socket.connect();
    }, opts.delayMs);
  };
  const onConnect = () => {
    if (connectedBefore) opts.onReconnect?.();
    connectedBefore = true;
  };
  socket.on('connect', onConnect);
  socket.on('disconnect', schedule);
  socket.on('connect_error', schedule);
  const unsubscribe = opts.visibility.onChange(() => {
    if (opts.visibility.isVisible() && !socket.connected) schedule();
  });
  return () => {
    stopped = true;
    clearTimeout(timer);
    unsubscribe();
    socket.off('connect', onConnect);
    socket.off('disconnect', schedule);
    socket.off('connect_error', schedule);
  };
}
