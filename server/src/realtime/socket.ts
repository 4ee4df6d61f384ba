/**
 * socket.io at /api/ws. The handshake may carry `auth: { token }`: a valid token joins the
 * socket to `user:<id>`, `session:<id>` of its session (and `admins` for admins); no token =
 * anonymous, public events only;
 * a bad token (forged, expired, of an ended session or a deleted account: auth/sessions.ts) is
 * refused so the client can drop it. The token is verified exactly as on HTTP (auth/passport.ts). With REDIS_URL the Redis adapter fans
 * events out across API instances. Clients connect over the websocket transport only: a
 * long-polling request is refused (400), so no instance keeps polling sessions that the load
 * balancer would have to pin to it.
 */
import type { IncomingMessage, Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { ACCESS_TEXT, SOCKET_PATH, isAdminRole, type ServerToClientEvents } from '@squadhub/shared';
import { bearer, tokenVerifier } from '../auth/passport.js';
import type { AppContext } from '../context.js';
import { allowedOrigins } from '../http/cors.js';
import { socketRefusal } from '../http/errors.js';
import { REQUEST_ID_HEADER, requestIdOf, type TrustProxyFn } from '../http/request-id.js';
import { redisSocketAdapter } from '../redis/socket-adapter.js';
import { ADMINS_ROOM, sessionRoom, userRoom } from './hub.js';

export type SocketServer = Server<Record<string, never>, ServerToClientEvents>;

/** Where a handshake request keeps its id (docs/operations.md#request-ids). */
const REQUEST_ID = Symbol('request id');

export async function attachSocketServer(
  ctx: AppContext,
  httpServer: HttpServer,
  trustProxy: TrustProxyFn,
): Promise<{ io: SocketServer; close(): Promise<void> }> {
  const io: SocketServer = new Server(httpServer, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    cors: { origin: allowedOrigins(ctx.config) },
    serveClient: false,
  });
  let closeAdapter = () => {};
  if (ctx.config.REDIS_URL) {
    // Connects in the background: the server starts, and serves, while Redis is unreachable.
    const redis = redisSocketAdapter(ctx.config.REDIS_URL, ctx.config.REDIS_KEY_PREFIX, ctx.logger);
    io.adapter(redis.adapter);
    closeAdapter = redis.close;
  }
  // The handshake's request id, as on HTTP: answered in X-Request-Id and kept for its log lines.
  io.engine.on('headers', (headers: Record<string, string>, req: IncomingMessage & { [REQUEST_ID]?: string }) => {
    headers[REQUEST_ID_HEADER] = req[REQUEST_ID] ??= requestIdOf(req, trustProxy);
  });
  const verify = tokenVerifier(ctx);
  io.use((socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    if (token === undefined || token === null || token === '') return next();
    if (typeof token !== 'string') return next(socketRefusal(ACCESS_TEXT.invalidToken));
    verify(bearer(token)).then(
      (session) => {
        if (!session) return next(socketRefusal(ACCESS_TEXT.invalidToken));
        const { user, sessionId } = session;
        socket.data.userId = user.id;
        void socket.join([userRoom(user.id), sessionRoom(sessionId)]);
        if (isAdminRole(user.role)) void socket.join(ADMINS_ROOM);
        next();
      },
      (err: unknown) => {
        const requestId = (socket.request as { [REQUEST_ID]?: string })[REQUEST_ID];
        ctx.logger.warn({ err, request_id: requestId }, 'socket handshake: the token could not be checked');
        next(socketRefusal(ACCESS_TEXT.authUnavailable));
      },
    );
  });
  ctx.realtime.attach(io);
  return {
    io,
    close: async () => {
      await new Promise<void>((resolve) => void io.close(() => resolve()));
      closeAdapter();
    },
  };
}
