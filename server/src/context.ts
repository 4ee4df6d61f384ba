import type { Config } from './config/config.js';
import type { Database, DatabaseHandle } from './db/client.js';
import type { Logger } from './logger.js';
import type { Mailer } from './mail/mailer.js';
import type { RealtimeHub } from './realtime/hub.js';
import type { UserCache } from './auth/user-cache.js';

/** Everything a route or service needs, built once at start (and once per test app). */
export interface AppContext {
  config: Config;
  db: Database;
  dbKind: DatabaseHandle['kind'];
  logger: Logger;
  realtime: RealtimeHub;
  mailer: Mailer;
  /** Authenticated users, re-read at most once a second (see auth/user-cache.ts). */
  userCache: UserCache;
  /** Folder for uploaded files (tournament images, class images). */
  uploadsDir: string;
}
