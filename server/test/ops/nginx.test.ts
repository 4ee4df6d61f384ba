/**
 * deploy/nginx/nginx.conf in front of a real instance (docs/operations.md#logs): the access log
 * names paths, never query strings; nginx's own request id reaches the instance, which answers it
 * and logs it, and the access log carries the same id; /metrics is not public. Runs where an nginx
 * binary is installed (`apt-get install nginx-light`), like deploy/check-nginx.sh.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, openTestSocket, type TestServer } from '../support/harness.js';
import { freePort } from './private-redis.js';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
const CONFIG = path.resolve(import.meta.dirname, '../../../deploy/nginx/nginx.conf');
const SECRET = 'cash-out-chat-text-do-not-log';

const TITLE = `nginx in front of an instance${NGINX ? '' : ' (skipped: no nginx binary installed)'}`;

describe.skipIf(!NGINX)(TITLE, () => {
  let server: TestServer;
  let nginx: ChildProcess;
  let base: string;
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'squadhub-nginx-'));
  /** What nginx writes: its access log (stdout) and its errors (stderr). */
  const logFile = path.join(prefix, 'output.log');
  let logFd: number;
  const output = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : '');

  beforeAll(async () => {
    server = await createTestServer({ METRICS_TOKEN: 'metrics-token-for-tests-0123456789' });
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    // The compose names (api1, api2) point at the test instance; nginx listens on a free port.
    const config = readFileSync(CONFIG, 'utf8')
      .replace(/server api\d+:\d+/g, `server 127.0.0.1:${server.port}`)
      .replace(/listen 80;/, `listen 127.0.0.1:${port};`);
    writeFileSync(path.join(prefix, 'nginx.conf'), config);
    // Workers run as an unprivileged user when the test runs as root: they must reach the prefix.
    chmodSync(prefix, 0o755);
    logFd = openSync(logFile, 'a');
    nginx = spawn(
      NGINX!,
      ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', `daemon off; pid ${prefix}/nginx.pid;`],
      // A file, not a pipe: nginx opens /dev/stdout and /dev/stderr by name, which a socket refuses.
      { stdio: ['ignore', logFd, logFd] },
    );
    for (let waited = 0; (await fetch(`${base}/api/health`).catch(() => null))?.status !== 200; waited += 100) {
      if (waited > 15_000 || nginx.exitCode !== null) throw new Error(`nginx did not start:\n${output()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx.once('exit', resolve));
      nginx.kill('SIGTERM');
      await exited;
    }
    if (logFd !== undefined) closeSync(logFd);
    await server?.dispose();
    rmSync(prefix, { recursive: true, force: true });
  });

  /** The access log's JSON lines so far. */
  const accessLog = () =>
    output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  it('logs the path and the request id, never the query string', async () => {
    const res = await fetch(`${base}/api/tournaments?limit=5&note=${SECRET}&chat=${SECRET}`, {
      headers: { 'X-Request-Id': 'chosen-by-the-client' },
    });
    expect(res.status).toBe(200);
    // nginx's own id replaced the client's, and the instance (trusting nginx) answered it.
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    await fetch(`${base}/api/no-such-route?token=${SECRET}`);
    await expect.poll(() => accessLog().length, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
    const line = accessLog().find((l) => l.request_id === id);
    expect(line).toMatchObject({ method: 'GET', path: '/api/tournaments', status: 200, upstream_status: '200' });
    expect(accessLog().find((l) => l.path === '/api/no-such-route')).toMatchObject({ status: 404 });
    expect(output()).not.toContain(SECRET);
    expect(output()).not.toContain('?');
  });

  it('passes the websocket handshake of socket.io on', async () => {
    const socket = await openTestSocket(base);
    expect(socket.connected).toBe(true);
    socket.disconnect();
  });

  it('answers 404 for /metrics, which Prometheus reads from each instance directly', async () => {
    const res = await fetch(`${base}/metrics`, {
      headers: { Authorization: 'Bearer metrics-token-for-tests-0123456789' },
    });
    expect(res.status).toBe(404);
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
    expect(await res.json()).toEqual({ detail: 'No route GET /metrics', code: 'no_route' });
    const direct = await fetch(`${server.url}/metrics`, {
      headers: { Authorization: 'Bearer metrics-token-for-tests-0123456789' },
    });
    expect(direct.status).toBe(200);
  });
});
