/**
 * Test harness: a real server on a real database for each test file.
 * Without TEST_DATABASE_URL: in-memory PGlite, loaded from the migrated template of
 * global-setup.ts. With it (CI): a fresh PostgreSQL database
 * created for this file and dropped afterwards.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { NEW_HOST_POOL_CAP_MAX, SOCKET_PATH, type ServerToClientEvents } from '@squadhub/shared';
import { loadConfig } from '../../src/config/config.js';
import { openDatabase } from '../../src/db/client.js';
import { createLogger } from '../../src/logger.js';
import { migratedTemplateDump } from './pglite-template.js';
import { buildContext, startServer, type RunningServer } from '../../src/server.js';
import { saveHostTrustSettings } from '../../src/services/hosts/settings.js';

/**
 * The new-host limits (docs/product/trust.md#new-hosts) lifted: suites that are not about trust
 * create tournaments as fresh players and approve them at once. The trust suites
 * (server/test/trust/) set the limits they test.
 */
export const NO_NEW_HOST_LIMITS = { new_host_events: 0, new_host_pool_cap: NEW_HOST_POOL_CAP_MAX };

export interface TestServer extends RunningServer {
  /**
   * Removes the database and temp folders, then fails (the file's afterAll) when an answer broke
   * the contract (server/src/http/answer-checks.ts).
   */
  dispose(): Promise<void>;
  socket(token?: string): Promise<Socket<ServerToClientEvents>>;
}

export async function createTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'squadhub-test-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (adminUrl) {
    const name = `squadhub_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const u = new URL(adminUrl);
    u.pathname = `/${name}`;
    databaseUrl = u.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      // pg's pool.end() resolves once every client has been asked to end, not once it has: wait
      // for the goodbyes, or WITH (FORCE) cuts connections still closing and they report 57P01
      // as unhandled errors.
      for (let tries = 0; tries < 250; tries++) {
        const open = await c.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        if (open.rows[0]!.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SEED_DEMO: 'false',
    PASSWORD_HASH_MEMORY_KIB: '1024',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const database = await openDatabase({
    url: config.DATABASE_URL,
    poolSize: 20,
    loadDataDir: config.DATABASE_URL ? undefined : migratedTemplateDump(),
  });
  const { ctx } = await buildContext(config, { database, logger: createLogger(config.LOG_LEVEL) });
  await saveHostTrustSettings(ctx.db, NO_NEW_HOST_LIMITS);
  const server = await startServer(ctx, database);
  const sockets: Socket[] = [];
  return {
    ...server,
    socket: async (token) => {
      const s = await openTestSocket(server.url, token);
      sockets.push(s);
      return s;
    },
    dispose: async () => {
      for (const s of sockets) s.disconnect();
      await server.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
      const broken = server.ctx.answerChecks?.mismatches ?? [];
      if (broken.length) throw new Error(`${broken.length} answer(s) broke the contract:\n${broken.join('\n')}`);
    },
  };
}

/** A socket.io client of `url` (with `token`, or anonymous), once it is connected. */
export async function openTestSocket(url: string, token?: string): Promise<Socket<ServerToClientEvents>> {
  const s = connectSocket(url, {
    path: SOCKET_PATH,
    auth: token ? { token } : {},
    transports: ['websocket'],
    forceNew: true,
  });
  await new Promise<void>((resolve, reject) => {
    s.once('connect', () => resolve());
    s.once('connect_error', reject);
  });
  return s as Socket<ServerToClientEvents>;
}

/** Resolves with the next payload of `event`, or rejects after `ms`. */
export function nextEvent<E extends keyof ServerToClientEvents>(
  socket: Socket<ServerToClientEvents>,
  event: E,
  ms = 5000,
  /** Skips earlier events of the same name (live updates are coalesced and may arrive late). */
  matches: (payload: Parameters<ServerToClientEvents[E]>[0]) => boolean = () => true,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  type Payload = Parameters<ServerToClientEvents[E]>[0];
  const raw = socket as unknown as Socket;
  return new Promise((resolve, reject) => {
    const listener = (payload: Payload) => {
      if (!matches(payload)) return;
      clearTimeout(timer);
      raw.off(event as string, listener);
      resolve(payload);
    };
    const timer = setTimeout(() => {
      raw.off(event as string, listener);
      reject(new Error(`no ${String(event)} within ${ms} ms`));
    }, ms);
    raw.on(event as string, listener);
  });
}

/**
 * Resolves once each of `sockets` has received an event the server sends now. socket.io delivers
 * the events of one connection in order, so everything the server sent them before has arrived
 * by then: how a test shows that a socket did not receive something, without waiting a fixed time.
 */
export async function deliveredSoFar(server: TestServer, sockets: Socket<ServerToClientEvents>[]): Promise<void> {
  const marker = randomUUID();
  const arrived = sockets.map((s) => nextEvent(s, 'new_open_lobby', 5000, (p) => p.lobby.id === marker));
  // A lobby no one opened, with the marker as its id: the payload is checked like any other.
  const lobby = {
    id: marker,
    username: 'marker',
    tiktok_link: null,
    room_code: 'MARKER',
    room_link: null,
    map_selection: 'marker',
    created_at: new Date().toISOString(),
  };
  server.ctx.realtime.send({ kind: 'everyone' }, 'new_open_lobby', { lobby });
  await Promise.all(arrived);
}
