import type { Config } from './config/config.js';
import type { Database, DatabaseHandle } from './db/client.js';
import type { AnswerLog } from './http/answer-checks.js';
import type { Logger } from './logger.js';
import type { Mailer } from './mail/mailer.js';
import type { PushSender } from './push/sender.js';
import type { AppMetrics } from './metrics/metrics.js';
import type { Coalescer } from './realtime/coalescer.js';
import type { RealtimeHub } from './realtime/hub.js';
import type { RedisClient } from './redis/connection.js';
import type { ScreenReader } from './services/results/screen-reader.js';
import type { SpeedRegistry } from './speed/registry.js';
import type { ImageStore } from './uploads/image-store.js';

/** Everything a route or service needs, built once at start (and once per test app). */
export interface AppContext {
  config: Config;
  db: Database;
  dbKind: DatabaseHandle['kind'];
  logger: Logger;
  realtime: RealtimeHub;
  /** Live broadcasts in flight, coalesced per tournament (services/tournaments/announce.ts). */
  coalescer: Coalescer;
  mailer: Mailer;
  /** The process's general Redis client when REDIS_URL is set (rate-limit counters, health). */
  redis: RedisClient | null;
  /** Uploaded images (tournament images, custom class images). */
  images: ImageStore;
  /** The OCR worker pool that reads result screenshots (services/results/screen-reader.ts). */
  screens: ScreenReader;
  /** This instance's Web Push sender (push/sender.ts): nudged after a commit that queued pushes. */
  push: PushSender;
  /** This app's Prometheus registry and HTTP histogram (served at /metrics). */
  metrics: AppMetrics;
  /** `draining` from the moment a shutdown begins: /api/health answers 503 (server.ts). */
  lifecycle: { draining: boolean };
  /**
   * The caches, prepared statements and same-tick batchers that make reads cheaper without
   * changing their answers, one registry per app (speed/registry.ts, docs/scale/speed-ups.md).
   */
  speed: SpeedRegistry;
  /** On a test server (NODE_ENV=test): every API answer, each checked against the contract. */
  answerChecks?: AnswerLog;
}
