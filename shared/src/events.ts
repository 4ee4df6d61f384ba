/**
 * The socket events the server sends, name to payload, as TypeScript types inferred from their
 * schemas (./schemas/events.ts), so the types the code compiles against and the schemas the
 * server checks and documents cannot drift apart.
 * Socket.io runs at path `/api/ws` (websocket transport only); the client authenticates with
 * `auth: { token }`, or connects anonymously for the public events.
 */
import type { z } from 'zod';
import type { LEDGER_REASONS, SERVER_EVENTS, balanceUpdateSchema, liveTournamentSchema } from './schemas/events.js';

export { EVENT_AUDIENCES, LEDGER_REASONS, PUBLIC_AUDIENCES, SERVER_EVENTS } from './schemas/events.js';
export type { EventAudience, ServerEventSpec } from './schemas/events.js';

export const SOCKET_PATH = '/api/ws';

/** Why coins moved: the reason written on the ledger row of the movement. */
export type LedgerReason = (typeof LEDGER_REASONS)[number];

/** A user's balances after a ledger movement (the last one of its transaction for this user). */
export type BalanceUpdate = z.output<typeof balanceUpdateSchema>;

/**
 * A tournament as live events carry it: one copy for many viewers, so no viewer's own seat (the
 * seat fields are null, or left out when the change did not touch the seats).
 */
export type LiveTournament = z.output<typeof liveTournamentSchema>;

export type ServerEventName = keyof typeof SERVER_EVENTS;
export type ServerEventPayload<E extends ServerEventName> = z.output<(typeof SERVER_EVENTS)[E]['payload']>;

/** The events as socket.io types them: one listener per name, called with the payload. */
export type ServerToClientEvents = { [E in ServerEventName]: (payload: ServerEventPayload<E>) => void };
