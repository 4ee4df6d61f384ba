/**
 * Two API instances in one test process, as a deployment runs them: one PostgreSQL database, one
 * Redis, one JWT secret, two servers (each with its own pool, socket.io server and Redis
 * clients). PostgreSQL only (`TEST_DATABASE_URL`); Redis from `TEST_REDIS_URL`, default the local
 * one. Each pair gets its own Redis key prefix, so test files running at the same time never hear
 * each other's events.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Socket } from 'socket.io-client';
import type { ServerToClientEvents } from '@squadhub/shared';
import { loadConfig } from '../../src/config/config.js';
import { openDatabase } from '../../src/db/client.js';
import { createLogger } from '../../src/logger.js';
import { buildContext, startServer, type RunningServer } from '../../src/server.js';
import { openTestSocket } from '../support/harness.js';

export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface Instance extends RunningServer {
  /** A socket.io client connected to this instance (closed by `dispose`). */
  socket(token?: string): Promise<Socket<ServerToClientEvents>>;
}

export interface InstancePair {
  a: Instance;
  b: Instance;
  dispose(): Promise<void>;
}

/** `env`: more configuration, the same for both instances. */
export async function startTwoInstances(env: Record<string, string> = {}): Promise<InstancePair> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('two instances need PostgreSQL: set TEST_DATABASE_URL');
  const suffix = `${Date.now()}_${randomBytes(4).toString('hex')}`;
  const name = `squadhub_instances_${suffix}`;
  await withAdmin(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'squadhub-instances-'));
  const shared = {
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SEED_DEMO: 'false',
    RATE_LIMITS: 'false',
    PASSWORD_HASH_MEMORY_KIB: '1024',
    WEB_DIST: path.join(dataDir, 'no-web'),
    DATABASE_URL: databaseUrl.toString(),
    JWT_SECRET: randomBytes(32).toString('hex'),
    REDIS_URL,
    REDIS_KEY_PREFIX: `squadhub_test_${suffix}:`,
    ...env,
  };
  const sockets: Socket[] = [];
  const start = async (): Promise<Instance> => {
    const config = loadConfig(shared);
    const database = await openDatabase({ url: config.DATABASE_URL, poolSize: 5 });
    const { ctx } = await buildContext(config, { database, logger: createLogger(config.LOG_LEVEL) });
    const server = await startServer(ctx, database);
    return {
      ...server,
      socket: async (token) => {
        const s = await openTestSocket(server.url, token);
        sockets.push(s);
        return s;
      },
    };
  };
  const a = await start();
  const b = await start();
  return {
    a,
    b,
    dispose: async () => {
      for (const s of sockets) s.disconnect();
      await Promise.all([a.close(), b.close()]);
      await withAdmin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function withAdmin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Resolves once the server closes this socket, with socket.io's reason. */
export const serverDisconnect = (socket: Socket<ServerToClientEvents>) =>
  new Promise<string>((resolve) => (socket as unknown as Socket).once('disconnect', (reason) => resolve(reason)));
