/**
 * Who receives which live event. Each socket joins `user:<id>` and, for admins, `admins`; a
 * logged-in socket also joins `session:<id>` of its token's session, so it can be closed alone.
 * Events are queued by services inside a transaction (EventBuffer) and sent only after commit,
 * so no client ever hears of a change that was rolled back.
 */
import type { Server } from 'socket.io';
import type { ServerEventName, ServerEventPayload, ServerToClientEvents } from '@squadhub/shared';
import type { Audience } from './audience.js';
import { assertEventAudience, assertEventPayload } from './event-checks.js';

export const userRoom = (userId: string) => `user:${userId}`;
export const ADMINS_ROOM = 'admins';
/** The sockets of one session (auth/sessions.ts): a logout closes these and no others of the user. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

export interface QueuedEvent {
  audience: Audience;
  event: ServerEventName;
  payload: unknown;
}

export interface RealtimeHubOptions {
  /**
   * Check every event before sending it, and throw on a mismatch (./event-checks.ts): its payload
   * against its schema, its addressing against its declared audience. On in tests, so that each
   * test that makes the server send an event also checks what the AsyncAPI document says of it.
   */
  checkEvents?: boolean;
}

export class RealtimeHub {
  constructor(
    private io: Server<Record<string, never>, ServerToClientEvents> | null,
    private readonly options: RealtimeHubOptions = {},
  ) {}

  attach(io: Server<Record<string, never>, ServerToClientEvents>) {
    this.io = io;
  }

  /** Room alerts this instance is sending now, and when the last one ended (docs/design/live-events.md#room-alerts-first). */
  private alertsInFlight = 0;
  private lastAlertEndedAt = -Infinity;
  private afterAlerts: (() => void)[] = [];

  /** Runs `send`, a change that ends with its room alert sent; `quietAfterAlerts` waits for it. */
  async alerting<T>(send: () => Promise<T>): Promise<T> {
    this.alertsInFlight++;
    try {
      return await send();
    } finally {
      this.lastAlertEndedAt = performance.now();
      if (--this.alertsInFlight === 0) for (const go of this.afterAlerts.splice(0)) go();
    }
  }

  /**
   * Resolves once this instance has sent no room alert for `quietMs` (so that the alerts of the
   * other instances, sent at the same moment, have passed too), or after `maxMs` in any case: for
   * broadcasts that can wait.
   */
  async quietAfterAlerts(quietMs: number, maxMs: number): Promise<void> {
    const deadline = performance.now() + maxMs;
    for (;;) {
      const now = performance.now();
      if (now >= deadline) return;
      if (this.alertsInFlight > 0) {
        await Promise.race([new Promise<void>((resolve) => this.afterAlerts.push(resolve)), pause(deadline - now)]);
        continue;
      }
      const quietFor = now - this.lastAlertEndedAt;
      if (quietFor >= quietMs) return;
      await pause(Math.min(quietMs - quietFor, deadline - now));
    }
  }

  send<E extends ServerEventName>(audience: Audience, event: E, payload: ServerEventPayload<E>): void {
    if (this.options.checkEvents) {
      assertEventPayload(event, payload);
      assertEventAudience(event, audience);
    }
    const io = this.io;
    if (!io) return;
    // Payload types are checked by `send`'s signature; socket.io's own overloads are not needed here.
    const emit = (target: unknown) => (target as { emit: (e: string, p: unknown) => unknown }).emit(event, payload);
    switch (audience.kind) {
      case 'everyone':
        emit(io);
        return;
      case 'admins':
        emit(io.to(ADMINS_ROOM));
        return;
      case 'users': {
        const rooms = audience.userIds.map(userRoom);
        if (audience.includeAdmins) rooms.push(ADMINS_ROOM);
        if (rooms.length) emit(io.to(rooms));
        return;
      }
      case 'everyoneExcept':
        emit(io.except([...audience.userIds.map(userRoom), ADMINS_ROOM]));
        return;
    }
  }

  /**
   * Closes every open socket of the user, on every instance (through the adapter), but those of
   * `keepSession` when given (the session that changed the password stays signed in).
   */
  disconnectUser(userId: string, keepSession?: string): void {
    const sockets = this.io?.in(userRoom(userId));
    (keepSession === undefined ? sockets : sockets?.except(sessionRoom(keepSession)))?.disconnectSockets(true);
  }

  /** Closes the open sockets of one session, on every instance. */
  disconnectSession(sessionId: string): void {
    this.io?.in(sessionRoom(sessionId)).disconnectSockets(true);
  }

  /** A queue for what one transaction sends, flushed through this hub after its commit. */
  eventBuffer(): EventBuffer {
    return new EventBuffer(this);
  }
}

/** A wait that does not keep the process alive (a stopping server does not wait for it). */
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** Work that waits for the commit of a transaction: sending live events, closing sockets. */
type AfterCommit = () => void | Promise<void>;

/**
 * Events and other post-commit work collected during a transaction, run by the transaction helper
 * (db/transaction.ts) only after it commits: in the order events, disconnects, hooks.
 */
export class EventBuffer {
  constructor(private readonly hub: RealtimeHub) {}

  private queue: QueuedEvent[] = [];
  private disconnects: Array<() => void> = [];
  private hooks: AfterCommit[] = [];

  /** Closes the user's sockets (but `keepSession`'s) once the transaction has committed (their sessions ended). */
  disconnectUser(userId: string, keepSession?: string): void {
    this.disconnects.push(() => this.hub.disconnectUser(userId, keepSession));
  }

  /** Closes the sockets of one session once the transaction has committed (it ended). */
  disconnectSession(sessionId: string): void {
    this.disconnects.push(() => this.hub.disconnectSession(sessionId));
  }

  add<E extends ServerEventName>(audience: Audience, event: E, payload: ServerEventPayload<E>): void {
    this.queue.push({ audience, event, payload });
  }

  /**
   * Runs `hook` once the change is durable, for post-commit work that must read the committed
   * state (a coalesced broadcast, the audience of an alert). A hook that fails fails the request.
   */
  afterCommit(hook: AfterCommit): void {
    this.hooks.push(hook);
  }

  async flush(): Promise<void> {
    const events = this.queue;
    this.queue = [];
    for (const e of events) this.hub.send(e.audience, e.event, e.payload as never);
    const disconnects = this.disconnects;
    this.disconnects = [];
    for (const disconnect of disconnects) disconnect();
    const hooks = this.hooks;
    this.hooks = [];
    for (const hook of hooks) await hook();
  }
}
