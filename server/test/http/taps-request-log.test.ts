/**
 * What `npm start` prints under its banner: in development the request log keeps ordinary 4xx
 * answers at debug (a first walk through the app is full of 401s and 404s) and log records are
 * short readable lines; production keeps 4xx at info, as JSON.
 */
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { requestLog } from '../../src/http/request-log.js';
import { readableLine, readableLines } from '../../src/logger.js';

/** A logger at `level` whose JSON records land in `records`. */
function capture(level: string) {
  const records: Record<string, unknown>[] = [];
  const logger = pino({ level }, { write: (line: string) => void records.push(JSON.parse(line)) });
  return { logger, records };
}

function appWith(logger: pino.Logger, clientErrors?: 'info' | 'debug') {
  const app = express();
  app.use(requestLog(logger, { clientErrors }));
  app.get('/ok', (_req, res) => void res.json({ ok: true }));
  app.get('/missing', (_req, res) => void res.status(404).json({ detail: 'Not found' }));
  app.get('/broken', (_req, res) => void res.status(500).json({ detail: 'Internal server error' }));
  return app;
}

describe('the request log by environment', () => {
  it('keeps 4xx out of the default (info) output in development, but not 5xx', async () => {
    const { logger, records } = capture('info');
    const app = appWith(logger, 'debug');
    for (const path of ['/ok', '/missing', '/broken']) await request(app).get(path);
    expect(records.map((r) => r.msg)).toEqual([expect.stringMatching(/^GET \/broken 500 [\d.]+ ms$/)]);
    expect(records[0]).toMatchObject({ level: 50, method: 'GET', path: '/broken', status: 500 });
  });

  it('logs 4xx at info in production (the default), and every request at debug', async () => {
    const prod = capture('info');
    await request(appWith(prod.logger)).get('/missing');
    expect(prod.records).toEqual([expect.objectContaining({ level: 30, status: 404 })]);

    const debug = capture('debug');
    const app = appWith(debug.logger, 'debug');
    for (const path of ['/ok', '/missing']) await request(app).get(path);
    expect(debug.records.map((r) => r.status)).toEqual([200, 404]);
  });
});

describe('readable log lines', () => {
  const time = new Date(2026, 10, 25, 20, 41, 3).getTime();

  it('prints time, level and message, and only the fields the message does not already say', () => {
    const line = readableLine({
      level: 50,
      time,
      pid: 1,
      hostname: 'vm',
      method: 'GET',
      path: '/api/x',
      status: 500,
      ms: 3.2,
      msg: 'GET /api/x 500 3.2 ms',
      attempts: 3,
    });
    expect(line).toBe('20:41:03 ERROR GET /api/x 500 3.2 ms attempts=3');
  });

  it('shows objects as JSON, an error with its stack, and colours the level only on a terminal', () => {
    const err = new Error('database went away');
    const record = { level: 40, time, msg: 'retrying', redis: { role: 'rate limits' }, err: { stack: err.stack } };
    const plain = readableLine(record);
    expect(plain).toMatch(
      /^20:41:03 WARN {2}retrying redis=\{"role":"rate limits"\}\n {4}Error: database went away\n {4}at /,
    );
    expect(readableLine(record, true)).toContain('\u001b[33mWARN \u001b[0m');
  });

  it('is a pino destination: one line per record, nothing else', () => {
    const written: string[] = [];
    const logger = pino({ level: 'info' }, readableLines({ write: (s: string) => written.push(s) > 0, isTTY: false }));
    logger.info({ port: 8080 }, 'listening');
    logger.debug('hidden');
    expect(written).toEqual([expect.stringMatching(/^\d\d:\d\d:\d\d INFO {2}listening port=8080\n$/)]);
  });
});
