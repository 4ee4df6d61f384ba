/**
 * The server's logger (pino). Production writes one JSON object per line, for a log collector.
 * In development the same records are printed as short readable lines (`12:04:31 INFO  message
 * key=value`), so what `npm start` prints under its start-up banner stays legible.
 */
import { format } from 'node:util';
import pino from 'pino';

export type Logger = pino.Logger;

const REDACT = ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.password_hash', '*.new_password'];

export const createLogger = (level: string, opts: { readable?: boolean } = {}): Logger =>
  opts.readable ? pino({ level, redact: REDACT }, readableLines(process.stdout)) : pino({ level, redact: REDACT });

/** pino's own fields, which the readable line shows in its own way or leaves out. */
const OWN_FIELDS = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'err']);
const LEVEL_NAMES: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO ',
  40: 'WARN ',
  50: 'ERROR',
  60: 'FATAL',
};
/** ANSI colours for the level names, used only on a terminal. */
const LEVEL_COLOURS: Record<number, string> = { 20: '90', 30: '36', 40: '33', 50: '31', 60: '31' };

/** A pino destination that prints each JSON record as one readable line (plus an error's stack). */
export function readableLines(out: Pick<NodeJS.WriteStream, 'write' | 'isTTY'>): { write(line: string): void } {
  return {
    write(line: string) {
      out.write(`${readableLine(JSON.parse(line) as Record<string, unknown>, !!out.isTTY)}\n`);
    },
  };
}

export function readableLine(record: Record<string, unknown>, colour = false): string {
  const level = Number(record.level);
  const name = LEVEL_NAMES[level] ?? String(level);
  const time = new Date(Number(record.time)).toTimeString().slice(0, 8);
  const msg = String(record.msg ?? '');
  const fields = Object.entries(record)
    .filter(([key, value]) => !OWN_FIELDS.has(key) && !saysAlready(msg, value))
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : format('%j', value)}`);
  const tag = colour && LEVEL_COLOURS[level] ? `\u001b[${LEVEL_COLOURS[level]}m${name}\u001b[0m` : name;
  const err = record.err as { stack?: string; message?: string } | undefined;
  // V8 already indents a stack's "at" lines by four spaces: its first line gets the same.
  const stack = err ? `\n    ${err.stack ?? err.message ?? ''}` : '';
  return [time, tag, msg, ...fields].filter((part) => part !== '').join(' ') + stack;
}

/** A plain value the message already states in words (a request line says its method and path). */
function saysAlready(msg: string, value: unknown): boolean {
  if (typeof value !== 'string' && typeof value !== 'number') return false;
  const text = String(value).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|\\s)${text}(\\s|$)`).test(msg);
}
