/**
 * `tsx server/src/main.ts` as a child process, with only the given variables (plus PATH/HOME) in
 * its environment, so a developer's own settings cannot leak in (a .env file at the repository
 * root still loads for what is not set here; set a variable to '' to keep it unset).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const MAIN = path.resolve(import.meta.dirname, '../../src/main.ts');

export interface ServerProcess {
  child: ChildProcess;
  /** The exit code once the process has ended. */
  exited: Promise<number | null>;
  output(): { stdout: string; stderr: string };
  /** Waits for the start-up line and returns the address it names. */
  running(ms?: number): Promise<string>;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
}

export function startServerProcess(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    exited,
    output: () => ({ stdout, stderr }),
    running: async (ms = 90_000) => {
      const deadline = Date.now() + ms;
      for (;;) {
        const address = /Squadhub is running: open (http:\/\/\S+)/.exec(stdout)?.[1];
        if (address) return address;
        if (child.exitCode !== null) throw new Error(`exited ${child.exitCode}: ${stdout}${stderr}`);
        if (Date.now() > deadline) throw new Error(`not running within ${ms} ms: ${stdout}${stderr}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
