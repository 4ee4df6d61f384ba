/**
 * Answers whose JSON text is already known. A presenter that keeps an answer between requests
 * (a tournament's details: services/tournaments/view.ts; a card of the grid:
 * services/tournaments/list.ts) keeps its text beside it with `keepJson`, and
 * `res.json` sends that text as it is instead of serializing the same object again: a 100-seat
 * tournament is tens of kilobytes of JSON (docs/scale/request-pipeline.md#earlier-cuts). A kept
 * answer is never changed after it is kept; any other value goes through Express's own `res.json`.
 */
import type { Express } from 'express';

/**
 * The kept texts, encoded as UTF-8 once: writing a long string to a socket encodes it on every
 * send, where most of the write's time went.
 */
const texts = new WeakMap<object, Buffer>();

/**
 * Puts `key` last in `recent`, the most recently used, and forgets the first (least recently
 * used) once there are more than `limit`: how the kept answers stay bounded.
 */
export function keepRecent<K, V>(recent: Map<K, V>, key: K, value: V, limit: number): V {
  recent.delete(key);
  recent.set(key, value);
  if (recent.size > limit) recent.delete(recent.keys().next().value as K);
  return value;
}

/** `value`, with its JSON text kept for `res.json`. The value must not change afterwards. */
export function keepJson<T extends object>(value: T): T {
  texts.set(value, Buffer.from(JSON.stringify(value)));
  return value;
}

const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');

/** The kept text of `body`, or of an array whose every item has one; undefined otherwise. */
function keptText(body: unknown): Buffer | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const text = texts.get(body);
  if (text !== undefined || !Array.isArray(body) || body.length === 0) return text;
  const parts: Buffer[] = [OPEN];
  for (const item of body as unknown[]) {
    const itemText = typeof item === 'object' && item !== null ? texts.get(item) : undefined;
    if (itemText === undefined) return undefined;
    if (parts.length > 1) parts.push(COMMA);
    parts.push(itemText);
  }
  parts.push(CLOSE);
  return Buffer.concat(parts);
}

/**
 * Makes every `res.json` of `app` send the kept text of a value `keepJson` has seen, or of an
 * array of such values (a page of tournament cards), joined.
 */
export function sendKeptJson(app: Express): void {
  const json = app.response.json;
  app.response.json = function (this: Express['response'], body?: unknown) {
    const text = keptText(body);
    if (text === undefined) return json.call(this, body);
    if (!this.get('Content-Type')) this.type('json');
    return this.send(text);
  };
}
